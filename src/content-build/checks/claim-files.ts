/**
 * Turns each kind of content file into its claims (`claim-checks.ts`): a module's slides,
 * cards and questions; a quiz's or the exam's questions; a lesson's or white paper page's
 * paragraphs, list items and headings, by line, with the `[^id]` citations they carry.
 */
import type { Module } from '../schemas/module.ts';
import type { ExamQuestion, QuizQuestion } from '../schemas/quiz.ts';
import type { Source } from '../schemas/source.ts';
import type { Stat } from '../schemas/stats.ts';
import type { Claim, ClaimFile } from './claim-checks.ts';
import { citedPieces, withoutCitations } from '../../shared/rules/citations.ts';
import { findFigure } from './figures.ts';

/** A module's title and description, each slide (with its comparison), each card, each question. */
export function moduleClaims(module: Module): ClaimFile {
  const claims: Claim[] = [
    { where: 'title', texts: [], unmarked: [module.title], cites: [], needsCite: false },
    { where: 'description', texts: [], unmarked: [module.description], cites: [], needsCite: true },
  ];
  module.slides.forEach((slide, index) => {
    const where = `slides[${index}] ("${slide.title}")`;
    const visual = slide.visualElements ?? {};
    const sides = 'before' in visual ? [visual.before, visual.after] : [];
    claims.push({
      where,
      texts: [...slide.content.split('\n'), ...sides.flatMap((side) => side.items)],
      unmarked: [slide.title, ...sides.map((side) => side.title)],
      cites: slide.cites ?? [],
      needsCite: true,
    });
    const cards: readonly { title: string; description: string; cites?: readonly string[] }[] =
      'cards' in visual ? visual.cards : 'features' in visual ? visual.features : [];
    cards.forEach((card, cardAt) => {
      // A card cites its own source, or its slide's for a figure that no marker follows; a card
      // with neither states no cited fact ("Repeat: come back at any time"): no cited claim.
      const holdsFigure =
        findFigure(card.title) !== undefined ||
        citedPieces(card.description).some((piece) => piece.ids.length === 0 && findFigure(piece.text));
      claims.push({
        where: `${where} card ${cardAt + 1} ("${card.title}")`,
        texts: [card.description],
        unmarked: [card.title],
        cites: card.cites ?? (holdsFigure ? (slide.cites ?? []) : []),
        needsCite: true,
      });
    });
  });
  module.quizPool.forEach((question, index) => {
    claims.push({
      where: `quizPool[${index}] ("${question.id}")`,
      texts: [question.explanation],
      unmarked: [question.question, ...question.options],
      cites: question.cites ?? [],
      needsCite: true,
    });
  });
  return {
    file: `content/modules/${module.id}.json`,
    separator: ': ',
    sources: module.sources,
    claims,
    howToCite: 'add "cites": ["…"] to it, or [^id] right after its sentence,',
  };
}

/** A category quiz's or the exam's questions; their citations name sources of the module they name by title. */
export function questionClaims(
  file: string,
  questions: readonly (QuizQuestion | ExamQuestion)[],
  modulesByTitle: ReadonlyMap<string, ClaimFile>,
  where: (question: QuizQuestion | ExamQuestion, index: number) => string,
): ClaimFile {
  const owners = new Map<string, ClaimFile | undefined>();
  const claims = questions.map((question, index) => {
    const claim: Claim = {
      where: where(question, index),
      texts: [],
      unmarked: [question.question, ...question.options.map((option) => option.text), question.explanation],
      cites: question.cites ?? [],
      needsCite: true,
    };
    owners.set(claim.where, modulesByTitle.get(question.source.trim().toLowerCase()));
    return claim;
  });
  return {
    file,
    separator: ': ',
    sources: [],
    claims,
    sourcesOf: (claim) => owners.get(claim.where),
    howToCite: 'add "cites": ["…"] to it, naming a source of the module it names',
  };
}

/** The statistics cards: each carries its own source, so only plain English is checked. */
export function statClaims(stats: readonly Stat[]): ClaimFile {
  return {
    file: 'content/stats.json',
    separator: ': ',
    sources: stats.flatMap((stat) => [stat.source, ...stat.moreSources]),
    claims: stats.map((stat) => ({
      where: `entry "${stat.id}"`,
      texts: [],
      unmarked: [stat.headline, stat.detail],
      cites: [],
      needsCite: false,
    })),
    howToCite: 'add a source',
  };
}

/** Markdown and MDX markup taken out of a line, leaving the words a reader sees and the `[^id]` markers. */
function plainText(line: string): string {
  return line
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+|\d+\.\s+)/, '')
    .replace(/[*_`]/g, '')
    .trim();
}

/**
 * A lesson's or white paper page's claims: each paragraph, list item, heading and table row of
 * `body` (the text after the frontmatter, whose first line is line `firstLine` of the file).
 */
export function textClaims(file: string, sources: readonly Source[], body: string, firstLine: number): ClaimFile {
  const claims: Claim[] = [];
  let block: { start: number; lines: string[] } | undefined;
  const close = () => {
    if (!block) return;
    const text = block.lines.map(plainText).join(' ').trim();
    if (withoutCitations(text)) claims.push({ where: `line ${block.start}`, texts: [text], cites: [], needsCite: true });
    block = undefined;
  };
  let fenced = false;
  body.split('\n').forEach((line, index) => {
    const number = index + firstLine;
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced || /^\s*(```|~~~)/.test(line) || /^(import|export)\s/.test(line) || line.trim() === '') return close();
    const startsItem = /^\s*(?:#{1,6}\s|[-*+]\s|\d+\.\s|\||<\/?[A-Z])/.test(line);
    if (startsItem) close();
    if (!block) block = { start: number, lines: [] };
    block.lines.push(line);
    if (startsItem && /^\s*(?:#{1,6}\s|\||<\/?[A-Z][^>]*>\s*$)/.test(line)) close();
  });
  close();
  return { file, separator: ' ', sources, claims, howToCite: 'add [^id] after the claim' };
}
