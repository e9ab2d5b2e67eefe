import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { t, type UIKey } from '../../src/i18n';
import { mentionsClubProduct, paragraphs, unqualifiedFreezeClaims } from '../../src/build/club-claims';
import { gradeLevel } from '../readability';
import type { Module } from '../../src/schemas/module';
import { loadExam, loadLessons, loadModules, loadQuizzes, loadWhitePaper } from './load';

const lessons = await loadLessons();
const whitePaper = await loadWhitePaper();
const modules = loadModules();
const DISCLOSURE = /<ClubDisclosure\b/;

/** What a learner sees together in a module: each slide with its cards, and each question with its answers. */
function modulePassages(module: Module): string[] {
  const slides = module.slides.map((slide) => {
    const visual = slide.visualElements ?? {};
    const cards = 'cards' in visual ? visual.cards : 'features' in visual ? visual.features : [];
    const sides = 'before' in visual ? [visual.before, visual.after] : [];
    return [
      slide.title,
      slide.content,
      ...cards.flatMap((card) => [card.title, card.description]),
      ...sides.flatMap((side) => [side.title, ...side.items]),
    ].join('\n');
  });
  const questions = module.quizPool.map((question) => [question.question, ...question.options, question.explanation].join('\n'));
  return [...slides, ...questions];
}

describe("pages about the club's own product carry the disclosure", () => {
  it.each(lessons.map((lesson) => [lesson.slug, lesson] as const))('lesson %s', (_slug, lesson) => {
    if (mentionsClubProduct(lesson.source))
      expect(lesson.source, 'add <ClubDisclosure /> near the first mention of the club').toMatch(DISCLOSURE);
  });

  it.each(['src/components/home/HowItWorks.astro', 'src/pages/[...lang]/learn-more.astro'])(
    'the marketing section %s, which describes the contracts',
    (file) => {
      expect(readFileSync(file, 'utf8')).toMatch(DISCLOSURE);
    },
  );

  it('the white paper page shows it above the paper', () => {
    expect(whitePaper.some((page) => mentionsClubProduct(page.source))).toBe(true);
    expect(readFileSync('src/pages/[...lang]/white-paper.astro', 'utf8')).toMatch(DISCLOSURE);
  });

  it('module pages show it when the module mentions the club', () => {
    const mentioning = modules.filter((module) => modulePassages(module).some(mentionsClubProduct)).map((module) => module.id);
    console.log(`\nModules whose page shows the club's disclosure: ${mentioning.join(', ')}`);
    expect(mentioning.length).toBeGreaterThan(0);
    expect(readFileSync('src/components/learn/ModuleBody.astro', 'utf8')).toMatch(/mentionsClubProduct[\s\S]*<ClubDisclosure\b/);
  });
});

describe('claims that coins cannot be frozen name the tokens whose issuers can freeze them', () => {
  it.each(lessons.map((lesson) => [lesson.slug, lesson] as const))('lesson %s', (_slug, lesson) => {
    expect(unqualifiedFreezeClaims(paragraphs(lesson.source))).toEqual([]);
  });

  it.each(modules.map((module) => [module.id, module] as const))('module %s', (_id, module) => {
    expect(unqualifiedFreezeClaims(modulePassages(module))).toEqual([]);
  });

  it('white paper, category quizzes and exam', () => {
    const questions = [...Object.values(loadQuizzes()).flatMap((quiz) => quiz.questions), ...loadExam()].map((question) =>
      [question.question, ...question.options.map((option) => option.text), question.explanation].join('\n'),
    );
    expect(unqualifiedFreezeClaims([...whitePaper.flatMap((page) => paragraphs(page.source)), ...questions])).toEqual([]);
  });
});

describe('what the club says about itself reads plainly (grade 8 or below)', () => {
  const notices: Record<string, UIKey[]> = {
    disclosure: ['disclosure.title', 'disclosure.runs', 'disclosure.benefits', 'disclosure.keys', 'disclosure.notYet', 'disclosure.advice'],
    'wallet card': ['wallet.title', 'wallet.noticeTitle', 'wallet.keys', 'wallet.ifClubFails', 'wallet.doNotSend', 'wallet.ownWallet'],
  };
  it.each(Object.entries(notices))('the %s', (name, keys) => {
    const grade = gradeLevel(keys.map((key) => t(key)).join('\n'));
    console.log(`  ${name}: grade ${grade}`);
    expect(grade).toBeLessThanOrEqual(8);
  });
});
