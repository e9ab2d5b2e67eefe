import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { t, type UIKey } from '../../i18n/index.ts';
import { LANGUAGES, TRANSLATED_LANGS } from '../../i18n/languages.ts';
import { mentionsClubProduct, moduleMentionsClub, modulePassages, paragraphs, unqualifiedFreezeClaims } from './club-claims.ts';
import { howItWorksNeedsDisclosure } from '../../components/home/how-it-works.ts';
import { gradeLevel } from '../../../tests/readability.ts';
import type { Module } from '../schemas/module.ts';
import { loadExam, loadLessons, loadModules, loadQuizzes, loadWhitePaper } from './load-content.ts';

const lessons = await loadLessons();
const whitePaper = await loadWhitePaper();
const modules = loadModules();
const DISCLOSURE = /<ClubDisclosure\b/;

/** The translation of a content file in `lang`, if there is one. */
function translated(lang: string, path: string): string | undefined {
  const file = `content/${lang}/${path}`;
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

describe("pages about the club's own product carry the disclosure", () => {
  it.each(lessons.map((lesson) => [lesson.slug, lesson] as const))('lesson %s, in every language', (slug, lesson) => {
    for (const source of [lesson.source, ...TRANSLATED_LANGS.map((lang) => translated(lang, `lessons/${slug}.mdx`))]) {
      if (source && mentionsClubProduct(source))
        expect(source, 'add <ClubDisclosure /> near the first mention of the club').toMatch(DISCLOSURE);
    }
  });

  it('the block itself carries every point of the disclosure dictionary', () => {
    const block = readFileSync('src/components/lesson/ClubDisclosure.astro', 'utf8');
    const keys = Object.keys(JSON.parse(readFileSync('src/i18n/en/site.json', 'utf8')) as object).filter((key) =>
      key.startsWith('disclosure.'),
    );
    expect(keys).toEqual(expect.arrayContaining(['disclosure.notBank', 'disclosure.shared', 'disclosure.fees', 'disclosure.exit']));
    expect(keys.filter((key) => !block.includes(`'${key}'`))).toEqual([]);
  });

  it('the home page: How It Works decides by the rule, and shows the disclosure in every language', () => {
    expect(readFileSync('src/components/home/HowItWorks.astro', 'utf8')).toMatch(/howItWorksNeedsDisclosure[\s\S]*<ClubDisclosure\b/);
    expect(LANGUAGES.filter(({ code }) => howItWorksNeedsDisclosure(code)).map(({ code }) => code)).toEqual(['en', 'es', 'pt-br']);
  });

  it('/learn-more, which describes the contracts', () => {
    expect(readFileSync('src/pages/[...lang]/learn-more.astro', 'utf8')).toMatch(DISCLOSURE);
  });

  it('the white paper page shows it above the paper', () => {
    expect(whitePaper.some((page) => mentionsClubProduct(page.source))).toBe(true);
    expect(readFileSync('src/pages/[...lang]/white-paper.astro', 'utf8')).toMatch(DISCLOSURE);
  });

  it('module pages show it when the module mentions the club, in its English or its own words', () => {
    const mentioning = modules.filter(moduleMentionsClub).map((module) => module.id);
    console.log(`\nModules whose page shows the club's disclosure: ${mentioning.join(', ')}`);
    expect(mentioning).toContain('advanced-web3-innovations');
    expect(readFileSync('src/components/learn/ModuleBody.astro', 'utf8')).toMatch(/moduleMentionsClub[\s\S]*<ClubDisclosure\b/);
  });

  it.each(TRANSLATED_LANGS)('%s: the rule finds the club in the same modules as in English, in their own words', (lang) => {
    const missed = modules
      .map((module) => [module, translated(lang, `modules/${module.id}.json`)] as const)
      .filter(([module, text]) => text !== undefined && moduleMentionsClub(JSON.parse(text) as Module) !== moduleMentionsClub(module))
      .map(([module]) => module.id);
    expect(
      missed,
      "add the words this language uses for the club's product to CLUB_PRODUCT in src/content-build/checks/club-claims.ts",
    ).toEqual([]);
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
    disclosure: [
      'disclosure.title',
      'disclosure.runs',
      'disclosure.keys',
      'disclosure.notBank',
      'disclosure.shared',
      'disclosure.notYet',
      'disclosure.more',
      'disclosure.contracts',
      'disclosure.wbtc',
      'disclosure.impermanentLoss',
      'disclosure.fees',
      'disclosure.lockUp',
      'disclosure.exit',
      'disclosure.advice',
    ],
    'wallet card': ['wallet.title', 'wallet.noticeTitle', 'wallet.keys', 'wallet.ifClubFails', 'wallet.doNotSend', 'wallet.ownWallet'],
  };
  it.each(Object.entries(notices))('the %s', (name, keys) => {
    const grade = gradeLevel(keys.map((key) => t(key)).join('\n'));
    console.log(`  ${name}: grade ${grade}`);
    expect(grade).toBeLessThanOrEqual(8);
  });
});
