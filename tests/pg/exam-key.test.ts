import { describe, expect, it } from 'vitest';
import { useDatabase, type TestDatabase } from './database.ts';
import { answersFor, call, examinee, type Started } from './exam-helpers.ts';

const database = useDatabase();

interface Response {
  score: number;
  total: number;
  passed: boolean;
  categories: { category: string; score: number; total: number; percent: number; path_name: string }[];
  revisit: string[];
  results?: { id: string; chosen: string | null; correct: string; right: boolean; explanation: string | null }[];
}

interface Bank {
  key: Map<string, string>;
  category: Map<string, string>;
  explanations: string[];
  /** The (English) name of the path teaching each category. */
  pathName: Map<string, string>;
}

async function bank(db: TestDatabase): Promise<Bank> {
  const { rows } = await db.owner.query<{ id: string; text: string; category: string; explanation: string | null }>(
    `select q.id, o ->> 'text' as text, q.category, q.explanation
     from public.exam_questions q, jsonb_array_elements(q.options) o where o ->> 'value' = q.correct`,
  );
  const paths = await db.owner.query<{ exam_category: string; name: string }>('select exam_category, name from public.learning_paths');
  return {
    key: new Map(rows.map((row) => [row.id, row.text])),
    category: new Map(rows.map((row) => [row.id, row.category])),
    explanations: rows.flatMap((row) => (row.explanation ? [row.explanation] : [])),
    pathName: new Map(paths.rows.map((row) => [row.exam_category, row.name])),
  };
}

/**
 * What an attacker knows of the key after reading the responses to their own attempts: the
 * right option's text of each question they can be sure of, from any per-question field, from
 * a category (or the whole attempt) scored all right, and from three options proven wrong by
 * categories scored zero. Also counts explanations quoted anywhere in a response.
 */
function learned(seen: { attempt: Started; answers: Record<string, string>; response: Response }[], { category }: Bank) {
  const known = new Map<string, string>();
  const wrong = new Map<string, Set<string>>();
  let explanations = 0;
  for (const { attempt, answers, response } of seen) {
    const text = (id: string, letter: string | null | undefined) =>
      attempt.questions.find((q) => q.id === id)?.options.find((o) => o.value === letter)?.text;
    for (const result of response.results ?? []) {
      known.set(result.id, text(result.id, result.correct)!);
      if (result.explanation) explanations += 1;
    }
    const groups = [
      ...response.categories.map((c) => ({ ...c, ids: attempt.questions.filter((q) => category.get(q.id) === c.category) })),
      { score: response.score, total: response.total, ids: attempt.questions },
    ];
    for (const group of groups) {
      if (group.score !== 0 && group.score !== group.total) continue;
      for (const { id } of group.ids) {
        const chosen = text(id, answers[id]);
        if (!chosen) continue;
        if (group.score === group.total) known.set(id, chosen);
        else wrong.set(id, (wrong.get(id) ?? new Set()).add(chosen));
      }
    }
    for (const [id, texts] of wrong) {
      const options = attempt.questions.find((q) => q.id === id)?.options.map((o) => o.text) ?? [];
      const left = options.filter((option) => !texts.has(option));
      if (options.length === 4 && left.length === 1) known.set(id, left[0]!);
    }
  }
  return { keys: known.size, explanations, known };
}

/** Answers every question "a" (the letters are shuffled, so this is a guess per question). */
const guess = (attempt: Started) => Object.fromEntries(attempt.questions.map((q) => [q.id, 'a']));

describe('the exam key, attacked as a learner would', () => {
  it('accounts that fail three attempts each learn 0 answers; the account that passes gets the full review', async () => {
    const db = database();
    const theBank = await bank(db);
    for (let account = 0; account < 2; account++) {
      const id = await examinee(db);
      const seen = [];
      for (let attemptNumber = 0; attemptNumber < 3; attemptNumber++) {
        const attempt = await call<Started>(db, id, 'public.start_exam()');
        const answers = guess(attempt);
        const response = await call<Response>(db, id, 'public.submit_exam($1, $2)', [attempt.attempt_id, answers]);
        expect(response.passed).toBe(false);
        expect(Object.keys(response).sort()).toEqual(
          ['account_name', 'attempt_id', 'categories', 'certificate', 'lang', 'passed', 'percent', 'revisit', 'score', 'total'].sort(),
        );
        const body = JSON.stringify(response);
        for (const explanation of theBank.explanations) expect(body).not.toContain(explanation);
        seen.push({ attempt, answers, response });
      }
      expect(learned(seen, theBank)).toMatchObject({ keys: 0, explanations: 0 });
    }

    const passer = await examinee(db);
    const attempt = await call<Started>(db, passer, 'public.start_exam()');
    const answers = await answersFor(db, attempt, 30);
    const response = await call<Response>(db, passer, 'public.submit_exam($1, $2)', [attempt.attempt_id, answers]);
    expect(response).toMatchObject({ passed: true, score: 30 });
    const review = learned([{ attempt, answers, response }], theBank);
    expect(review.keys).toBe(35);
    for (const [id, text] of review.known) expect(text).toBe(theBank.key.get(id));
  });

  it('a failed attempt says the score per category and the weakest ones to revisit', async () => {
    const db = database();
    const { category, pathName } = await bank(db);
    const id = await examinee(db);
    const attempt = await call<Started>(db, id, 'public.start_exam()');
    const finance = new Set(attempt.questions.filter((q) => category.get(q.id) === 'Finance').map((q) => q.id));
    const right = await answersFor(db, attempt, 35);
    const wrong = await answersFor(db, attempt, 0);
    const answers = Object.fromEntries(attempt.questions.map((q) => [q.id, finance.has(q.id) ? wrong[q.id]! : right[q.id]!]));
    // Finance all wrong, the rest all right: at most 24 of 35 (69 %) when Finance holds 11 or more.
    const response = await call<Response>(db, id, 'public.submit_exam($1, $2)', [attempt.attempt_id, answers]);
    const count = (name: string) => attempt.questions.filter((q) => category.get(q.id) === name).length;
    expect(response.categories).toEqual(
      ['Finance', 'Web3', 'Education'].map((name) => {
        const total = count(name);
        const score = name === 'Finance' ? 0 : total;
        return { category: name, score, total, percent: Math.round((score * 100) / total), path_name: pathName.get(name) };
      }),
    );
    expect(response.revisit).toEqual(['Finance']);
    expect(response.score).toBe(35 - finance.size);
    expect('results' in response).toBe(response.passed);
  });
});

describe('options shuffled per attempt', () => {
  it('reorder between attempts, and each attempt is graded by its own order', async () => {
    const db = database();
    const id = await examinee(db);
    const first = await call<Started>(db, id, 'public.start_exam()');
    const firstAnswers = await answersFor(db, first, 35);
    expect(await call<Response>(db, id, 'public.submit_exam($1, $2)', [first.attempt_id, firstAnswers])).toMatchObject({ score: 35 });

    const second = await call<Started>(db, id, 'public.start_exam()');
    const right = await answersFor(db, second, 35);
    // A list of letters carried over from the first attempt, where it covers the same question.
    const carried = Object.fromEntries(second.questions.map((q) => [q.id, firstAnswers[q.id] ?? right[q.id]!]));
    const moved = second.questions.filter((q) => carried[q.id] !== right[q.id]).length;
    const reordered = second.questions.filter((q) => {
      const before = first.questions.find((p) => p.id === q.id);
      return before && before.options.map((o) => o.text).join('|') !== q.options.map((o) => o.text).join('|');
    });
    expect(reordered.length).toBeGreaterThan(0);
    expect(moved).toBeGreaterThan(0);
    const graded = await call<Response>(db, id, 'public.submit_exam($1, $2)', [second.attempt_id, carried]);
    expect(graded.score).toBe(35 - moved);
  });
});

describe('options shuffled per question', () => {
  it('give the questions of one attempt orders of their own, not one order for all', async () => {
    const db = database();
    const id = await examinee(db);
    const attempt = await call<Started>(db, id, 'public.start_exam()');
    const orders = new Set(attempt.questions.map((question) => question.options.map((option) => option.text).join('|')));
    const bank = new Map(
      (await db.owner.query<{ id: string; options: { text: string }[] }>('select id, options from public.exam_questions')).rows.map(
        (row) => [row.id, row.options.map((option) => option.text)],
      ),
    );
    // Each question's shown order as positions in the bank's order: 35 questions sharing one permutation would give one.
    const permutations = new Set(
      attempt.questions.map((question) => question.options.map((option) => bank.get(question.id)!.indexOf(option.text)).join('')),
    );
    expect(orders.size).toBe(35);
    expect(permutations.size).toBeGreaterThan(5);
  });
});
