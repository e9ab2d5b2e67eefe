/**
 * Over the real content: each figure rests on the one source it names, one id names one
 * document in every file, and a source is marked checked only with the address it was read at.
 */
import { describe, expect, it } from 'vitest';
import { claimProblems } from './claim-checks.ts';
import { readClaimFiles } from '../read/claim-snapshot.ts';
import { sourceProblems } from './source-checks.ts';
import { citedPieces } from '../../shared/rules/citations.ts';
import { loadModules } from './load-content.ts';

const read = readClaimFiles(process.cwd());
if (!read) throw new Error('A content file does not match its schema: run npm run check:content.');
const problems = claimProblems(read.files, read.phrases);

describe('each figure rests on the source it names', () => {
  it('no figure rests on several sources, and none on no source', () => {
    expect(problems.filter((problem) => / resting on \d+ sources | but cites no source: /.test(problem))).toEqual([]);
  });

  it('no marker sits where no source line shows it', () => {
    expect(problems.filter((problem) => problem.includes('where no "Source:" line shows it'))).toEqual([]);
  });

  it('every slide, card and question cites at most one source in "cites"; the rest is marked sentence by sentence', () => {
    const modules = loadModules();
    const lists = modules.flatMap((module) => [
      ...module.slides.flatMap((slide) => [
        slide.cites,
        ...(slide.layout === 'visual' || slide.layout === 'grid' ? slide.visualElements.cards.map((card) => card.cites) : []),
      ]),
      ...module.quizPool.map((question) => question.cites),
    ]);
    expect(lists.filter((cites) => (cites?.length ?? 0) > 1)).toEqual([]);
    const markedParagraphs = modules
      .flatMap((module) => module.slides.flatMap((slide) => slide.content.split('\n')))
      .filter((line) => citedPieces(line).length > 1);
    console.log(`\nModule paragraphs that name their own source with [^id]: ${markedParagraphs.length}`);
  });
});

describe('the sources themselves', () => {
  it('one id names one document in every file that declares it', () => {
    expect(sourceProblems(read.files).filter((problem) => problem.includes('names another document'))).toEqual([]);
  });

  it('a source marked checked has the address it was read at', () => {
    expect(sourceProblems(read.files).filter((problem) => problem.includes('marked "checked"'))).toEqual([]);
  });

  it('the content check finds nothing else', () => {
    expect(problems).toEqual([]);
  });
});
