import { describe, expect, it } from 'vitest';
import { claimProblems, type ClaimFile } from '../../src/build/claim-checks';
import { textClaims } from '../../src/build/claim-files';
import { findFigure } from '../../src/build/figures';
import { listedPhrases, longSentences } from '../../src/build/plain-english';
import { coverage, coverageLine, staleReport, staleSources, staleSummary } from '../../src/build/staleness';
import type { Source } from '../../src/schemas/source';

const PHRASES = [{ phrase: 'rule of thumb', plain: 'simple guide' }];
const findex: Source = { id: 'findex-2025', publisher: 'World Bank', title: 'Global Findex 2025', year: 2025 };

/** A module-like file with one slide holding `text` and citing `cites`. */
const slideFile = (text: string, cites: string[] = [], sources: Source[] = [findex]): ClaimFile => ({
  file: 'content/modules/x.json',
  separator: ': ',
  sources,
  claims: [{ where: 'slides[0] ("Accounts")', texts: [text], cites, needsCite: true }],
  howToCite: 'add "cites": ["…"] to it',
});

describe('a figure must cite a source', () => {
  it('refuses a percentage with no citation, naming the file, the slide and the fix', () => {
    expect(claimProblems([slideFile('In 2024, 79% of adults had an account.')], PHRASES)).toEqual([
      'content/modules/x.json: slides[0] ("Accounts"): "79%" is a percentage but cites no source: add "cites": ["…"] to it with the id of the source it rests on (one of "findex-2025", "example").',
    ]);
  });

  it('accepts the same slide when it cites the source', () => {
    expect(claimProblems([slideFile('In 2024, 79% of adults had an account.', ['findex-2025'])], PHRASES)).toEqual([]);
  });

  it('refuses a citation of a source the file does not have', () => {
    const file = textClaims('content/lessons/x.mdx', [findex], '79% of adults had an account.[^findex-2021]\n', 10);
    expect(claimProblems([file], PHRASES)).toEqual([
      'content/lessons/x.mdx line 10: cites [^findex-2021] but no source has that id: use one of "findex-2025", "example".',
    ]);
  });

  it("reads a lesson paragraph's [^id] as its citation, and names the line of an uncited one", () => {
    const body = 'About 1.3 billion adults had no account.[^findex-2025]\n\nAbout 1.3 billion adults had no account.\n';
    expect(claimProblems([textClaims('content/lessons/x.mdx', [findex], body, 7)], PHRASES)).toEqual([
      'content/lessons/x.mdx line 9: "1.3 billion adults" is a count of people but cites no source: add [^id] after the claim with the id of the source it rests on (one of "findex-2025", "example").',
    ]);
  });

  it.each([
    ['a percentage', 'Only 33% were financially literate.', '33%'],
    ['a currency amount', 'Sending $200 cost about $12.', '$200'],
    ['a count of people', 'About 244 million children and youth were out of school.', '244 million children'],
    ['a year-bound claim', 'Since May 2024, most US trades settle in one business day.', 'Since May 2024'],
  ])('finds %s', (kind, text, match) => {
    expect(findFigure(text)).toEqual({ kind, match });
  });

  it.each([['A year alone: the 2023 report about children.'], ['Bitcoin has a cap of 21 million coins.'], ['Save a little every week.']])(
    'finds no figure in "%s"',
    (text) => {
      expect(findFigure(text)).toBeUndefined();
    },
  );
});

describe('sentences of at most 30 words', () => {
  const thirty = Array.from({ length: 30 }, (_, index) => `word${index}`).join(' ');

  it('accepts a sentence of 30 words', () => {
    expect(longSentences(`${thirty}.`)).toEqual([]);
  });

  it('refuses a sentence of 31 words, with its count', () => {
    expect(longSentences(`${thirty} more.`)).toEqual([{ sentence: `${thirty} more.`, words: 31 }]);
  });

  it('ends a sentence after a number, and not inside "U.S." or "3.5%"', () => {
    const text = `After one year you have 105. In year two ${thirty.split(' ').slice(0, 20).join(' ')} in the U.S. at 3.5% today.`;
    expect(longSentences(text)).toEqual([]);
  });

  it('names the file and the slide in the refusal', () => {
    expect(claimProblems([slideFile(`${thirty} more.`)], PHRASES)).toEqual([
      'content/modules/x.json: slides[0] ("Accounts"): the sentence "word0 word1 word2 word3 word4 word5 word6 word7 …" has 31 words: split it into sentences of at most 30 words.',
    ]);
  });
});

describe('phrases of content/plain-english.json', () => {
  it('refuses a listed phrase, whatever its case or line breaks, and says the plain wording', () => {
    expect(listedPhrases('A common Rule of\nthumb is to save.', PHRASES)).toEqual(PHRASES);
    expect(claimProblems([slideFile('A common rule of thumb is to save.')], PHRASES)).toEqual([
      'content/modules/x.json: slides[0] ("Accounts"): "rule of thumb" is on the plain-English list (content/plain-english.json): write "simple guide" or another plain wording.',
    ]);
  });

  it('accepts the plain wording', () => {
    expect(claimProblems([slideFile('A common guide is to save.')], PHRASES)).toEqual([]);
  });
});

describe('the staleness report', () => {
  const source = (id: string, year: number, checked?: string): Source => ({
    id,
    publisher: 'P',
    title: id,
    year,
    ...(checked ? { checked } : {}),
  });
  const file: ClaimFile = {
    file: 'content/modules/x.json',
    separator: ': ',
    sources: [
      source('checked-19-months-ago', 2020, '2025-04'),
      source('checked-18-months-ago', 2020, '2025-05'),
      source('unchecked-2014', 2014),
      source('unchecked-2025', 2025),
      source('checked-this-month', 2010, '2026-11-02'),
    ],
    claims: [
      { where: 'slides[1] ("A")', texts: [], cites: ['unchecked-2014'], needsCite: true },
      { where: 'quizPool[0] ("q1")', texts: [], cites: ['unchecked-2014', 'example'], needsCite: true },
    ],
    howToCite: '',
  };
  const today = new Date('2026-11-25T12:00:00Z');

  it('lists sources older than 18 months, oldest first, an unchecked one dated from January of its year', () => {
    const stale = staleSources([file], today);
    expect(stale.map((entry) => [entry.source.id, entry.since])).toEqual([
      ['unchecked-2014', '2014-01'],
      ['unchecked-2025', '2025-01'],
      ['checked-19-months-ago', '2025-04'],
    ]);
  });

  it('names the claims that rest on each source', () => {
    expect(staleSources([file], today)[0]!.claims).toEqual([
      'content/modules/x.json: slides[1] ("A")',
      'content/modules/x.json: quizPool[0] ("q1")',
    ]);
  });

  it('prints one summary line and a block per source', () => {
    const stale = staleSources([file], today);
    expect(staleSummary(stale)).toBe(
      '3 sources are older than 18 months (2 never checked; oldest 2014-01): npm run content:stale lists them.',
    );
    expect(staleReport(stale).split('\n\n')).toHaveLength(4);
    expect(staleSummary([])).toBe('Every source was checked in the last 18 months.');
  });

  it('counts the sources checked in time and the claims resting only on them', () => {
    const withCurrent: ClaimFile = {
      ...file,
      claims: [...file.claims, { where: 'slides[2] ("B")', texts: [], cites: ['checked-this-month', 'example'], needsCite: true }],
    };
    const counts = coverage([withCurrent], staleSources([withCurrent], today));
    expect(counts).toEqual({ sources: 5, current: 2, checked: 3, citing: 3, citingCurrent: 1 });
    expect(coverageLine(counts)).toBe(
      '2 of 5 sources are current (checked, or published, in the last 18 months; 3 have been checked); 1 of 3 claims that cite a source rest only on current ones.',
    );
  });
});
