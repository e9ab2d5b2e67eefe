/**
 * The limits of `src/lib/progress-limits.ts` against the database: each at its boundary, and as
 * a property over messy documents, the browser's decoder and `merge_learning_progress` agree:
 * whatever the decoder keeps is accepted, and every field it drops would be refused.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFields } from '../../src/lib/progress-decode.ts';
import { PROGRESS_LIMITS } from '../../src/lib/progress-limits.ts';
import { QUIZ_IDS } from '../../src/lib/progress-rules.ts';
import { asRequest, type PGlite } from '../../supabase/local/db.ts';
import { openMigratedDatabase } from '../../supabase/local/snapshot.ts';
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
 * Sends `progress` (a document, or JSON text) as a learner with nothing stored, and undoes it;
 * resolves to the refusal's reason code, or "accepted".
 */
async function save(progress: unknown): Promise<string> {
  const claims = { role: 'authenticated', sub: learner, aud: 'authenticated' };
  const text = typeof progress === 'string' ? progress : JSON.stringify(progress);
  try {
    await asRequest(db, { claims, method: 'POST', path: '/rest/v1/rpc/merge_learning_progress', headers: {} }, async (tx) => {
      await tx.query('select public.merge_learning_progress($1::jsonb)', [text]);
      await tx.rollback();
    });
    return 'accepted';
  } catch (error) {
    const { code, detail } = error as { code?: string; detail?: string };
    if (code !== '22023') throw error;
    return detail ?? 'refused';
  }
}

const base = { version: 2, completedModules: [] };
const ids = (count: number, length = 12) => Array.from({ length: count }, (_, i) => `m${i}`.padEnd(length, 'x'));
const result = (total: number) => ({ score: 0, total, percent: 0 });

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
    ['slug: its length', { ...base, completedModules: ids(1, 80) }, { ...base, completedModules: ids(1, 81) }],
    ['maxSlide', { ...base, slides: { a: PROGRESS_LIMITS.maxSlide } }, { ...base, slides: { a: PROGRESS_LIMITS.maxSlide + 1 } }],
    ['maxTotal', { ...base, exam: result(PROGRESS_LIMITS.maxTotal) }, { ...base, exam: result(PROGRESS_LIMITS.maxTotal + 1) }],
  ])('%s: the decoder keeps the last allowed value, the database accepts it and refuses one more', async (_limit, inside, outside) => {
    const dropped: string[] = [];
    expect(decodeFields(inside, (field) => dropped.push(field))).toMatchObject(inside);
    expect(dropped).toEqual([]);
    decodeFields(outside, (field) => dropped.push(field));
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

/** Values a modified or outdated browser might store: mostly valid, often not. */
const slugish = fc.oneof(
  fc.constantFrom('what-is-money-really', 'financial-basics', 'a'),
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
      quizzes: fc.dictionary(fc.oneof(fc.constantFrom(...QUIZ_IDS), slugish), messyResult, { maxKeys: 4 }),
      exam: fc.oneof(fc.constant(null), messyResult),
      slides: fc.dictionary(slugish, number, { maxKeys: 4 }),
      extra: anyValue,
    },
    { requiredKeys: ['completedModules'] },
  )
  .map(({ extra, ...doc }) => (extra === undefined ? doc : { ...doc, [`x${String(extra).length}`]: extra }));

/** The smallest document that carries only the dropped field `path` (e.g. "quizzes.web3") of `doc`. */
function carrying(doc: Doc, path: string): Doc {
  const [field, key] = [path.slice(0, path.indexOf('.') === -1 ? undefined : path.indexOf('.')), path.split('.').slice(1).join('.')];
  const value = doc[field];
  if (!key) return { ...base, [field]: value };
  if (field === 'completedModules') return { ...base, completedModules: [(value as unknown[])[Number(key)]] };
  return { ...base, [field]: { [key]: (value as Doc)[key] } };
}

describe('the decoder and the database agree', () => {
  it('every document the decoder keeps is accepted; every field it drops, and every unknown field, would be refused', async () => {
    const seen = { kept: 0, dropped: 0 };
    await fc.assert(
      fc.asyncProperty(messyDocument, async (doc) => {
        const dropped: string[] = [];
        const kept = decodeFields(doc, (field) => dropped.push(field));
        seen.kept += Object.keys(kept.quizzes).length + kept.completedModules.length + Object.keys(kept.lessons).length;
        seen.dropped += dropped.length;
        expect(await save(kept)).toBe('accepted');
        for (const field of dropped) expect(await save(carrying(doc, field)), `${field} of ${JSON.stringify(doc)}`).not.toBe('accepted');
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
