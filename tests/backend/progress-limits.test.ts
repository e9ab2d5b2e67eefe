/**
 * The limits of `src/progress/rules/progress-limits.ts` against the database: each at its boundary; and as
 * properties over generated documents, the browser's decoder and `merge_learning_progress` keep
 * the same: whatever the decoder keeps of a document is accepted and stored, every field it drops
 * is refused or dropped by the database too, and after many saves of real and made-up ids the
 * account holds exactly the curriculum's ids of them, within every limit, which the decoder
 * keeps whole.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CURRICULUM_IDS } from '../../src/path/rules/curriculum-ids.ts';
import { decodeFields, PAGE_IDS, type KnownIds } from '../../src/progress/rules/progress-decode.ts';
import { PROGRESS_LIMITS } from '../../src/progress/rules/progress-limits.ts';
import { QUIZ_IDS } from '../../src/progress/rules/progress-rules.ts';
import { asRequest, type PGlite, openMigratedDatabase } from '@vault-club/local-supabase/database';
import { cardArbitrary } from '../review-card-arbitrary.ts';
import { insertUser } from './sql-helpers.ts';

type Doc = Record<string, unknown>;
let db: PGlite;
let learner: string;

beforeAll(async () => {
  db = await openMigratedDatabase('memory');
  learner = await insertUser(db, true);
});
afterAll(async () => {
  await db.close();
});

/**
 * Sends `progress` (a document, or JSON text) as `who` (default: a learner with nothing stored);
 * resolves to the merged document, or the refusal's reason code. Undone unless `keep`.
 */
async function merge(progress: unknown, who = learner, keep = false): Promise<Doc | string> {
  const claims = { role: 'authenticated', sub: who, aud: 'authenticated' };
  const text = typeof progress === 'string' ? progress : JSON.stringify(progress);
  try {
    return await asRequest(db, { claims, method: 'POST', path: '/rest/v1/rpc/merge_learning_progress', headers: {} }, async (tx) => {
      const { rows } = await tx.query<{ merged: Doc }>('select public.merge_learning_progress($1::jsonb) as merged', [text]);
      if (!keep) await tx.rollback();
      return rows[0]!.merged;
    });
  } catch (error) {
    const { code, detail } = error as { code?: string; detail?: string };
    if (code !== '22023') throw error;
    return detail ?? 'refused';
  }
}

/** "accepted", or the refusal's reason code. */
const save = async (progress: unknown) => {
  const answer = await merge(progress);
  return typeof answer === 'string' ? answer : 'accepted';
};

const base = { version: 2, completedModules: [] };
const ids = (count: number, length = 12) => Array.from({ length: count }, (_, i) => `m${i}`.padEnd(length, 'x'));
const result = (total: number) => ({ score: 0, total, percent: 0 });
/** A curriculum as large as the limits, for the decoder (the real one has far fewer ids than any limit), with a lesson slug too long. */
const LARGE: KnownIds = {
  ...PAGE_IDS,
  modules: new Set(ids(PROGRESS_LIMITS.items + 1)),
  lessons: new Set([...ids(PROGRESS_LIMITS.items + 1), ...ids(1, 80), ...ids(1, 81)]),
};

describe('each limit, at its boundary', () => {
  it.each<[string, Doc, Doc]>([
    [
      'items: completed modules',
      { ...base, completedModules: ids(PROGRESS_LIMITS.items) },
      { ...base, completedModules: ids(PROGRESS_LIMITS.items + 1) },
    ],
    [
      'items: lessons',
      { ...base, lessons: Object.fromEntries(ids(PROGRESS_LIMITS.items).map((id) => [id, { completed: false, readPercent: 0 }])) },
      { ...base, lessons: Object.fromEntries(ids(PROGRESS_LIMITS.items + 1).map((id) => [id, { completed: false, readPercent: 0 }])) },
    ],
    [
      'items: slide positions',
      { ...base, slides: Object.fromEntries(ids(PROGRESS_LIMITS.items).map((id) => [id, 1])) },
      { ...base, slides: Object.fromEntries(ids(PROGRESS_LIMITS.items + 1).map((id) => [id, 1])) },
    ],
    [
      'slug: its length',
      { ...base, lessons: { [ids(1, 80)[0]!]: { completed: false, readPercent: 0 } } },
      { ...base, lessons: { [ids(1, 81)[0]!]: { completed: false, readPercent: 0 } } },
    ],
    [
      'maxSlide',
      { ...base, slides: { m0xxxxxxxxxx: PROGRESS_LIMITS.maxSlide } },
      { ...base, slides: { m0xxxxxxxxxx: PROGRESS_LIMITS.maxSlide + 1 } },
    ],
    ['maxTotal', { ...base, exam: result(PROGRESS_LIMITS.maxTotal) }, { ...base, exam: result(PROGRESS_LIMITS.maxTotal + 1) }],
  ])('%s: the decoder keeps the last allowed value, the database accepts it and refuses one more', async (_limit, inside, outside) => {
    const dropped: string[] = [];
    expect(decodeFields(inside, (field) => dropped.push(field), LARGE)).toMatchObject(inside);
    expect(dropped).toEqual([]);
    decodeFields(outside, (field) => dropped.push(field), LARGE);
    expect(dropped.length).toBeGreaterThan(0);
    expect(await save(inside)).toBe('accepted');
    expect(await save(outside)).not.toBe('accepted');
  });

  it(`documentBytes: a document of ${PROGRESS_LIMITS.documentBytes} bytes is accepted, one byte more is refused`, async () => {
    // Padded with the zeros of a reading percent (jsonb keeps a number's digits as written),
    // and sized as the database measures it: the text of its jsonb.
    // (at most 16,383 digits after the point each: three lessons share the zeros).
    const percent = (zeros: number) => `{"completed": false, "readPercent": 0.${'0'.repeat(zeros)}}`;
    const padded = (zeros: number) =>
      `{"version": 2, "completedModules": [], "lessons": {"a": ${percent(10_000)}, "b": ${percent(10_000)}, "c": ${percent(zeros)}}}`;
    const measure = async (text: string) =>
      (await db.query<{ size: number }>('select octet_length($1::jsonb::text) as size', [text])).rows[0]!.size;
    const zeros = PROGRESS_LIMITS.documentBytes - (await measure(padded(1))) + 1;
    expect(await measure(padded(zeros))).toBe(PROGRESS_LIMITS.documentBytes);
    expect(await save(padded(zeros))).toBe('accepted');
    expect(await save(padded(zeros + 1))).toBe('progress_too_large');
  });
});

const MODULES = [...CURRICULUM_IDS.modules];
const LESSONS = [...CURRICULUM_IDS.lessons!];
const QUIZZES = [...QUIZ_IDS];
const CARDS = [...CURRICULUM_IDS.cards!];

/** Values a modified or outdated browser might store: mostly valid, often not; the curriculum's ids, others of its shape, and malformed ones. */
const slugish = fc.oneof(
  fc.constantFrom(...MODULES.slice(0, 3), ...LESSONS.slice(0, 3), 'a', 'a-module-from-later-content'),
  fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,79}$/),
  fc.constantFrom('', 'Upper-Case', 'has space', '-leading', 'x'.repeat(81), 'dot.ted'),
);
const number = fc.oneof(fc.integer({ min: -5, max: 1100 }), fc.constantFrom(0.5, 199, 200, Number.MAX_SAFE_INTEGER));
const messyResult = fc.oneof(
  fc
    .integer({ min: 1, max: PROGRESS_LIMITS.maxTotal })
    .chain((total) => fc.integer({ min: 0, max: total }).map((score) => ({ score, total, percent: Math.round((score / total) * 100) }))),
  fc.record({ score: number, total: number, percent: number }),
  fc.constantFrom('80%', null, [], { score: 1, total: 2, percent: 50, bonus: 1 }),
);
const time = fc.oneof(
  fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms).toISOString()),
  fc.constantFrom('yesterday', '2025-13-40T99:99:00Z', 7, '2025-01-01T00:00:00.000Z'.padEnd(41, '0')),
);
const anyValue = fc.oneof(fc.string(), number, fc.boolean(), fc.constant(null));
const cardId = fc.oneof(fc.constantFrom(...CARDS.slice(0, 4)), fc.constantFrom('quiz/finance/q99', 'module/x/q1', 'exam/finance/f1'));

const messyDocument: fc.Arbitrary<Doc> = fc
  .record(
    {
      version: fc.constantFrom(2, 2, 2, 1, '2', 3),
      completedModules: fc.oneof(fc.array(fc.oneof(slugish, anyValue), { maxLength: 6 }), anyValue),
      completedAt: fc.dictionary(slugish, time, { maxKeys: 4 }),
      lessons: fc.dictionary(
        slugish,
        fc.oneof(
          fc.record({ completed: fc.boolean(), readPercent: number }, { requiredKeys: ['completed', 'readPercent'] }),
          fc.record({ completed: fc.boolean(), readPercent: fc.integer({ min: 0, max: 100 }), completedAt: time }),
          anyValue,
        ),
        { maxKeys: 4 },
      ),
      quizzes: fc.dictionary(fc.oneof(fc.constantFrom(...QUIZZES), slugish), messyResult, { maxKeys: 4 }),
      exam: fc.oneof(fc.constant(null), messyResult),
      slides: fc.dictionary(slugish, number, { maxKeys: 4 }),
      reviews: fc.dictionary(cardId, fc.oneof(cardArbitrary, anyValue), { maxKeys: 3 }),
      extra: anyValue,
    },
    { requiredKeys: ['completedModules'] },
  )
  .map(({ extra, ...doc }) => (extra === undefined ? doc : { ...doc, [`x${String(extra).length}`]: extra }));

/** The field of a dropped path, e.g. "quizzes" of "quizzes.web3", and its key (for completedModules, the id at that index). */
function split(doc: Doc, path: string): [field: string, key: string | undefined] {
  const dot = path.indexOf('.');
  if (dot === -1) return [path, undefined];
  const [field, key] = [path.slice(0, dot), path.slice(dot + 1)];
  return [field, field === 'completedModules' ? String((doc[field] as unknown[])[Number(key)]) : key];
}

/** The smallest document that carries only the dropped field `path` (e.g. "quizzes.web3") of `doc`. */
function carrying(doc: Doc, path: string): Doc {
  const [field, key] = split(doc, path);
  if (key === undefined) return { ...base, [field]: doc[field] };
  if (field === 'completedModules') return { ...base, completedModules: [(doc[field] as unknown[])[Number(path.split('.')[1])]] };
  return { ...base, [field]: { [key]: (doc[field] as Doc)[key] } };
}

/** Whether the merged document `merged` holds the dropped field `path` of `doc`. */
function holds(merged: Doc, doc: Doc, path: string): boolean {
  const [field, key] = split(doc, path);
  if (key === undefined) return true;
  const value = merged[field];
  return Array.isArray(value) ? value.includes(key) : typeof value === 'object' && value !== null && key in value;
}

const KINDS = ['completedModules', 'lessons', 'quizzes', 'slides', 'reviews'] as const;

/** The ids of each kind a document holds (module ids, and the keys of lessons, quizzes, slides and reviews), sorted. */
function idsOf(doc: Doc): Record<(typeof KINDS)[number], string[]> {
  const keys = (field: string) => Object.keys((doc[field] as Doc | undefined) ?? {}).sort();
  return {
    completedModules: [...((doc['completedModules'] as string[] | undefined) ?? [])].sort(),
    lessons: keys('lessons'),
    quizzes: keys('quizzes'),
    slides: keys('slides'),
    reviews: keys('reviews'),
  };
}

describe('the decoder and the database agree', () => {
  it('every document the decoder keeps is accepted and stored whole; every field it drops, and every unknown field, is refused or dropped', async () => {
    const seen = { kept: 0, dropped: 0 };
    await fc.assert(
      fc.asyncProperty(messyDocument, async (doc) => {
        const dropped: string[] = [];
        const kept = decodeFields(doc, (field) => dropped.push(field), CURRICULUM_IDS);
        seen.kept += Object.values(idsOf(kept as unknown as Doc)).flat().length;
        seen.dropped += dropped.length;
        const merged = await merge(kept);
        expect(merged, JSON.stringify(kept)).not.toBeTypeOf('string');
        expect(idsOf(merged as Doc)).toEqual(idsOf(kept as unknown as Doc));
        for (const field of dropped) {
          const answer = await merge(carrying(doc, field));
          expect(typeof answer === 'string' || !holds(answer, doc, field), `${field} of ${JSON.stringify(doc)}`).toBe(true);
        }
        for (const field of Object.keys(doc).filter((key) => !(key in kept)))
          expect(await save({ ...base, [field]: doc[field] }), field).not.toBe('accepted');
      }),
      { numRuns: 100 },
    );
    // The documents were messy enough to test both halves.
    expect(seen.kept).toBeGreaterThan(50);
    expect(seen.dropped).toBeGreaterThan(50);
  }, 180_000);
});

/** An id the curriculum does not have, of the shape of one. */
const madeUp = fc.stringMatching(/^[a-z0-9-]{1,20}$/).map((tail) => `made-up-${tail}`);
/** Many made-up ids, then some of the curriculum's: a real id sent after the made-up ones, as in issue 39. */
const madeUpThenReal = (real: string[], made: fc.Arbitrary<string>, most: number) =>
  fc.tuple(fc.uniqueArray(made, { minLength: most / 2, maxLength: most }), fc.subarray(real)).map(([made, chosen]) => [...made, ...chosen]);
const entries = <T>(keys: fc.Arbitrary<string[]>, value: fc.Arbitrary<T>) =>
  keys.chain((list) =>
    fc
      .array(value, { minLength: list.length, maxLength: list.length })
      .map((values) => Object.fromEntries(list.map((key, i) => [key, values[i]]))),
  );
const madeUpCard = fc.oneof(
  fc.integer({ min: 16, max: 9999 }).map((n) => `quiz/${QUIZZES[n % QUIZZES.length]}/q${n}`),
  madeUp.map((module) => `module/${module}/q1`),
);
const validResult = fc
  .integer({ min: 1, max: 50 })
  .chain((total) => fc.integer({ min: 0, max: total }).map((score) => ({ score, total, percent: Math.round((score / total) * 100) })));
const validTime = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2026, 0, 1) }).map((ms) => new Date(ms).toISOString());

/** A valid document of the curriculum's ids and up to 150 made-up ones of each kind: every save is within the limits of one save. */
const mixedDocument: fc.Arbitrary<Doc> = fc
  .record({
    modules: madeUpThenReal(MODULES, madeUp, 150),
    times: fc.array(fc.option(validTime, { nil: undefined }), { maxLength: 150 }),
    lessons: entries(
      madeUpThenReal(LESSONS, madeUp, 80),
      fc.record({ completed: fc.boolean(), readPercent: fc.integer({ min: 0, max: 100 }) }),
    ),
    quizzes: entries(madeUpThenReal(QUIZZES, madeUp, 4), validResult),
    slides: entries(madeUpThenReal(MODULES, madeUp, 80), fc.integer({ min: 0, max: PROGRESS_LIMITS.maxSlide })),
    reviews: entries(madeUpThenReal(CARDS.slice(0, 40), madeUpCard, 150), cardArbitrary),
  })
  .map(({ modules, times, ...fields }) => ({
    version: 2,
    completedModules: modules,
    completedAt: Object.fromEntries(modules.flatMap((id, index) => (times[index] ? [[id, times[index]]] : []))),
    ...fields,
  }));

describe('the merged result', () => {
  it('after many saves of real and made-up ids, the account holds exactly the curriculum’s ids of them, within every limit, and the decoder keeps it whole', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let madeUpSent = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(mixedDocument, { minLength: 2, maxLength: 6 }), async (documents) => {
        const who = await insertUser(db, true);
        let merged: Doc | string = {};
        for (const document of documents) {
          merged = await merge(document, who, true);
          expect(merged, 'each save is within the limits of one save').not.toBeTypeOf('string');
        }
        const stored = merged as Doc;
        // What the decoder keeps of every save, together, is what the account holds.
        const kept = documents.map((document) => idsOf(decodeFields(document, () => {}, CURRICULUM_IDS) as unknown as Doc));
        const held = idsOf(stored);
        for (const kind of KINDS) expect(held[kind], kind).toEqual([...new Set(kept.flatMap((ids) => ids[kind]))].sort());
        madeUpSent += documents.flatMap((document) => idsOf(document).completedModules).filter((id) => id.startsWith('made-up-')).length;
        // Within every limit, and read back whole by the browser.
        for (const kind of ['completedModules', 'lessons', 'slides'] as const)
          expect(held[kind].length).toBeLessThanOrEqual(PROGRESS_LIMITS.items);
        expect(held.reviews.length).toBeLessThanOrEqual(PROGRESS_LIMITS.cards);
        expect(new TextEncoder().encode(JSON.stringify(stored)).length).toBeLessThanOrEqual(PROGRESS_LIMITS.storedBytes);
        const dropped: string[] = [];
        expect(decodeFields(stored, (field) => dropped.push(field), CURRICULUM_IDS)).toEqual(stored);
        expect(dropped).toEqual([]);
      }),
      { numRuns: 12 },
    );
    warn.mockRestore();
    // Enough made-up ids went in to pass the 200 of one account many times over.
    expect(madeUpSent).toBeGreaterThan(10 * PROGRESS_LIMITS.items);
  }, 180_000);
});
