import { describe, expect, it } from 'vitest';
import { claimProblems, type ClaimFile } from './claim-checks.ts';
import { textClaims } from './claim-files.ts';
import { findFigure } from './figures.ts';
import { listedPhrases, longSentences } from './plain-english.ts';
import { coverage, coverageLine, staleReport, staleSources, staleSummary } from './staleness.ts';
import { sourceSchema, type Source } from '../schemas/source.ts';
import { moduleSchema } from '../schemas/module.ts';
import { parseWithFriendlyErrors } from '../schemas/friendly-errors.ts';

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

describe('each figure rests on the one source it names', () => {
  const fed: Source = { id: 'fed-2025', publisher: 'Federal Reserve', title: 'Distributional Financial Accounts', year: 2025 };

  it('refuses a figure whose sentence ends with two markers, and passes the same figure with one', () => {
    const twice = slideFile('In 2024, 79% of adults had an account.[^findex-2025][^fed-2025]', [], [findex, fed]);
    expect(claimProblems([twice], PHRASES)).toEqual([
      'content/modules/x.json: slides[0] ("Accounts"): "79%" is a percentage resting on 2 sources ("findex-2025", "fed-2025"): a figure names the one source it rests on: keep that one\'s id there, and put each other [^id] right after the sentence it supports.',
    ]);
    const once = slideFile('In 2024, 79% of adults had an account.[^findex-2025]', [], [findex, fed]);
    expect(claimProblems([once], PHRASES)).toEqual([]);
  });

  it('refuses a figure that rests on a list of two sources, and passes each sentence with its own marker', () => {
    const listed = slideFile(
      'In 2024, 79% of adults had an account. The top 10% held 87% of stocks.',
      ['findex-2025', 'fed-2025'],
      [findex, fed],
    );
    expect(claimProblems([listed], PHRASES)).toEqual([
      'content/modules/x.json: slides[0] ("Accounts"): "79%" is a percentage resting on 2 sources ("findex-2025", "fed-2025"): a figure names the one source it rests on: keep that one\'s id there, and put each other [^id] right after the sentence it supports.',
    ]);
    const marked = slideFile(
      'In 2024, 79% of adults had an account.[^findex-2025] The top 10% held 87% of stocks.[^fed-2025]',
      [],
      [findex, fed],
    );
    expect(claimProblems([marked], PHRASES)).toEqual([]);
  });

  it("reads a figure with no marker after it as resting on the claim's one cited source", () => {
    const mixed = slideFile(
      'The top 10% held 87% of stocks.[^fed-2025] In 2024, 79% of adults had an account.',
      ['findex-2025'],
      [findex, fed],
    );
    expect(claimProblems([mixed], PHRASES)).toEqual([]);
    expect(claimProblems([slideFile('The top 10% held 87%.[^fed-2025] In 2024, 79% had one.', [], [findex, fed])], PHRASES)).toEqual([
      'content/modules/x.json: slides[0] ("Accounts"): "79%" is a percentage but cites no source: add "cites": ["…"] to it with the id of the source it rests on (one of "findex-2025", "fed-2025", "example").',
    ]);
  });

  it('refuses a marker in a title, a question or an option, where no source line shows it', () => {
    const file: ClaimFile = {
      ...slideFile('No figure here.'),
      claims: [{ where: 'quizPool[0] ("q1")', texts: ['Why.'], unmarked: ['How many adults?[^findex-2025]'], cites: [], needsCite: true }],
    };
    expect(claimProblems([file], PHRASES)).toEqual([
      'content/modules/x.json: quizPool[0] ("q1"): [^findex-2025] is in a title, a question or an option, where no "Source:" line shows it: name the source in "cites", or put the marker after a sentence of the text (a paragraph, a card\'s description, a comparison item or the explanation).',
    ]);
  });

  it('refuses a module slide whose "cites" lists two sources, naming the field and the fix', () => {
    const slide = { id: 'slide-1', title: 'Accounts', layout: 'default', content: 'In 2024, 79% of adults had an account.' };
    const module = (cites: string[]) => ({
      id: 'x',
      title: 'X',
      description: 'X.',
      level: 'Beginner',
      slides: [1, 2, 3, 4, 5].map((n, index) => ({ ...slide, id: `slide-${n}`, ...(index === 0 && { cites }) })),
      quizPool: [1, 2, 3].map((n) => ({
        id: `q${n}`,
        question: 'Q?',
        options: ['a', 'b', 'c'],
        correctAnswer: 0,
        explanation: 'E.',
        requiresSlides: [0],
      })),
      sources: [findex, fed],
    });
    expect(() => parseWithFriendlyErrors(moduleSchema, module(['findex-2025', 'fed-2025']), 'content/modules/x.json')).toThrow(
      'content/modules/x.json: slides[0].cites: names 2 sources ("findex-2025", "fed-2025"), but a claim rests on one: keep the one its figures rest on, and in a module put [^id] right after each sentence that rests on another (in a paragraph, a card\'s description, a comparison item or the explanation).',
    );
    expect(parseWithFriendlyErrors(moduleSchema, module(['findex-2025']), 'content/modules/x.json').slides[0]!.cites).toEqual([
      'findex-2025',
    ]);
  });
});

describe('one id, one document; checked only with an address', () => {
  const file = (name: string, sources: Source[]): ClaimFile => ({ file: name, separator: ': ', sources, claims: [], howToCite: '' });
  const withUrl = { ...findex, url: 'https://www.worldbank.org/en/publication/globalfindex' };

  it('refuses an id that names another document in another file, and passes the same document twice', () => {
    const other: Source = { ...withUrl, title: 'Global Findex 2021' };
    expect(claimProblems([file('content/modules/a.json', [withUrl]), file('content/lessons/b.mdx', [other])], PHRASES)).toEqual([
      'content/lessons/b.mdx: sources "findex-2025" names another document than "findex-2025" in content/modules/a.json (different title): one id names one document everywhere: if it is the same document, copy that file\'s title; if not, give this one its own id (and change its [^id] markers and "cites").',
    ]);
    expect(
      claimProblems(
        [file('content/modules/a.json', [withUrl]), file('content/lessons/b.mdx', [{ ...withUrl, checked: '2026-11' }])],
        PHRASES,
      ),
    ).toEqual([]);
  });

  it('refuses one id read through different copies in two files: the next checker must find what both rest on', () => {
    const readThrough = (checkedVia: string): Source => ({ ...withUrl, checked: '2026-11', checkedVia });
    expect(
      claimProblems(
        [
          file('content/modules/a.json', [
            readThrough('https://web.archive.org/web/2025/https://www.worldbank.org/en/publication/globalfindex'),
          ]),
          file('content/lessons/b.mdx', [readThrough('https://example.org/findex-reprint')]),
        ],
        PHRASES,
      ),
    ).toEqual([
      'content/lessons/b.mdx: sources "findex-2025" names another document than "findex-2025" in content/modules/a.json (different checkedVia): one id names one document everywhere: if it is the same document, copy that file\'s checkedVia; if not, give this one its own id (and change its [^id] markers and "cites").',
    ]);
  });

  it('refuses a source marked checked without an address, and passes it with one (a page of this site counts)', () => {
    expect(claimProblems([file('content/modules/a.json', [{ ...findex, checked: '2026-11' }])], PHRASES)).toEqual([
      'content/modules/a.json: sources "findex-2025" is marked "checked" but has no "url": add the address it was read at (https://…, or a page of this site such as "/white-paper"), or remove "checked" until someone reads it at an address.',
    ]);
    expect(claimProblems([file('content/modules/a.json', [{ ...withUrl, checked: '2026-11' }])], PHRASES)).toEqual([]);
    const paper = {
      id: 'vault-club-2025',
      publisher: 'The Vault Club',
      title: 'White Paper',
      year: 2025,
      url: '/white-paper',
      checked: '2026-11',
    };
    expect(sourceSchema.parse(paper).url).toBe('/white-paper');
    expect(sourceSchema.safeParse({ ...paper, url: 'white-paper' }).success).toBe(false);
    expect(sourceSchema.safeParse({ ...paper, url: '//evil.example/x' }).success).toBe(false);
  });

  it("takes a copy's primary and the reason it is cited instead", () => {
    const copy = { ...withUrl, copyOf: { primary: 'Reuters, 21 December 2019', why: 'primary not reachable: behind a paywall' } };
    expect(sourceSchema.parse(copy).copyOf?.why).toBe('primary not reachable: behind a paywall');
    expect(sourceSchema.safeParse({ ...copy, copyOf: { primary: 'Reuters' } }).success).toBe(false);
  });

  it('records the copy a checker read when the primary could not be fetched, as a full address only', () => {
    const read = {
      ...withUrl,
      checked: '2026-11',
      checkedVia: 'https://web.archive.org/web/2025/https://www.worldbank.org/en/publication/globalfindex',
    };
    expect(sourceSchema.parse(read)).toEqual(read);
    expect(sourceSchema.parse(withUrl).checkedVia).toBeUndefined();
    expect(sourceSchema.safeParse({ ...read, checkedVia: '/white-paper' }).success).toBe(false);
    expect(sourceSchema.safeParse({ ...read, checkedVia: 'ftp://example.org/copy' }).success).toBe(false);
    expect(claimProblems([file('content/modules/a.json', [read]), file('content/lessons/b.mdx', [read])], PHRASES)).toEqual([]);
  });
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
