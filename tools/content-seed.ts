/**
 * `npm run content:seed`: writes `supabase/seed/content.sql` from the content, the one step that
 * brings what the database must know of the curriculum to it:
 * - the learning paths of `content/curriculum.json` (their ids are the quiz ids the progress
 *   check accepts), in order, with their modules; paths no longer there are removed;
 * - the lesson slugs of `content/lessons/` and the card id of every question a learner can
 *   get a review card for (each module's quiz pool and each path's quiz): with the paths'
 *   modules and ids, the ids the account's progress keeps (20261127000100_progress_known_ids.sql);
 * - every question of `content/exam.json` (key and explanation included); questions no longer
 *   in the file are retired;
 * - the modules the exam requires: those in `content/modules/`;
 * - the course title printed on certificates (`certificate.course` in the dictionary);
 * - the languages of `src/i18n/languages.ts`, and in each language other than English the
 *   text of every question of `content/<lang>/exam.json` (question, options in the bank's
 *   order, explanation), the path names of `content/<lang>/curriculum.json` and the course
 *   title of `src/i18n/<lang>/certificate.json`, where those files exist: whatever a language
 *   lacks, the database shows in English.
 *
 * The SQL is idempotent: the local stand-in applies it on every start, `supabase db reset`
 * through config.toml's `[db.seed]`; on hosted Supabase run it after each content change, before
 * the site with that content goes live (SQL editor, or
 * `psql "$DATABASE_URL" -1 -f supabase/seed/content.sql`): the account drops progress in a module,
 * lesson or question the seed does not list.
 * `npm run content:seed -- --check` exits 1 when the file is out of date.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, TRANSLATED_LANGS } from '../src/i18n/languages.ts';
import { pathSchema } from '../src/content-build/schemas/curriculum.ts';
import { examQuestionSchema } from '../src/content-build/schemas/quiz.ts';
import { lessonSlugsFromContent } from '../src/content-build/read/lesson-slugs.ts';
import { cardIdsFromContent } from '../src/content-build/read/review-card-ids.ts';
import { contentNames, hasContent, readContentJson } from '../src/content-build/read/content-files.ts';

export const CONTENT_SEED_SQL = 'supabase/seed/content.sql';

/** A bank question as the database stores it. */
export interface BankRow {
  id: string;
  category: string;
  question: string;
  options: { value: string; text: string }[];
  correct: string;
  explanation: string | null;
  source: string;
  position: number;
}

/** A learning path as the database stores it (its English name; other languages in {@link PathNameRow}). */
export interface PathRow {
  id: string;
  position: number;
  modules: string[];
  name: string;
  exam_category: string;
}

/** A bank question's text in a language other than English: the options' texts in the bank's order (a, b, c, d). */
export interface QuestionTextRow {
  question_id: string;
  lang: string;
  question: string;
  options: string[];
  explanation: string | null;
}

/** A path's name in a language other than English. */
export interface PathNameRow {
  path_id: string;
  lang: string;
  name: string;
}

/** The course title in a language other than English. */
export interface CourseTitleRow {
  lang: string;
  course_title: string;
}

/** What the database needs of the content: the paths, the lessons, the questions, the bank, the required modules, the course title, and their translations. */
export interface SeedContent {
  paths: PathRow[];
  /** The slug of every long-form lesson, in name order. */
  lessons: string[];
  /** The card id of every module quiz and path quiz question, e.g. `module/what-is-money-really/q3`. */
  cardIds: string[];
  questions: BankRow[];
  moduleIds: string[];
  courseTitle: string;
  /** Every language code of `src/i18n/languages.ts`, English first. */
  languages: string[];
  questionTexts: QuestionTextRow[];
  pathNames: PathNameRow[];
  courseTitles: CourseTitleRow[];
}

/** A dictionary file (src/i18n), parsed. */
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/**
 * The questions of `content/<lang>/exam.json`, each checked against its English question: a
 * translation changes text only, so the same id, category, key and source as in
 * `content/exam.json`, and options lettered a–d in order (the schema's rule, as in English), or
 * the seed stops and names the file and the question. A question the file does not have is
 * shown in English.
 */
function readQuestionTexts(root: string, lang: string, bank: BankRow[]): QuestionTextRow[] {
  const file = `content/${lang}/exam.json`;
  if (!hasContent(root, `${lang}/exam.json`)) return [];
  const english = new Map(bank.map((question) => [question.id, question]));
  const seen = new Set<string>();
  return (readContentJson(root, `${lang}/exam.json`) as unknown[]).map((entry, index) => {
    const parsed = examQuestionSchema.safeParse(entry);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw new Error(`${file}: questions[${index}]${issue?.path.map((part) => `.${String(part)}`).join('') ?? ''}: ${issue?.message}`);
    }
    const question = parsed.data as { explanation?: string } & typeof parsed.data;
    const original = english.get(question.id);
    const where = `${file}: questions[${index}] ("${question.id}")`;
    if (!original) throw new Error(`${where} is not a question of content/exam.json: a translation keeps the English ids.`);
    if (seen.has(question.id)) throw new Error(`${where} appears twice.`);
    seen.add(question.id);
    for (const field of ['category', 'correct', 'source'] as const) {
      if (question[field] !== original[field])
        throw new Error(`${where}: ${field} is "${question[field]}" but "${original[field]}" in content/exam.json; keep it exactly.`);
    }
    return {
      question_id: question.id,
      lang,
      question: question.question,
      options: question.options.map(({ text }) => text),
      explanation: question.explanation ?? null,
    };
  });
}

/** The path names of `content/<lang>/curriculum.json`, for paths of `content/curriculum.json`. */
function readPathNames(root: string, lang: string, paths: PathRow[]): PathNameRow[] {
  const file = `content/${lang}/curriculum.json`;
  if (!hasContent(root, `${lang}/curriculum.json`)) return [];
  const ids = new Set(paths.map(({ id }) => id));
  return pathSchema
    .array()
    .parse(readContentJson(root, `${lang}/curriculum.json`))
    .map(({ id, name }) => {
      if (!ids.has(id))
        throw new Error(`${file}: the path "${id}" is not in content/curriculum.json: a translation keeps the English ids.`);
      return { path_id: id, lang, name };
    });
}

/** `certificate.course` of a language's certificate dictionary, if the language has one. */
function readCourseTitle(root: string, lang: string): string | undefined {
  const file = `${root}/src/i18n/${lang}/certificate.json`;
  if (!existsSync(file)) return undefined;
  const title = (readJson(file) as Record<string, unknown>)['certificate.course'];
  return typeof title === 'string' && title.trim() ? title : undefined;
}

/** Reads and validates the content the bank is made of. */
export function readSeedContent(root = '.'): SeedContent {
  const raw = readContentJson(root, 'exam.json') as unknown[];
  const questions = raw.map((entry, position) => {
    const question = examQuestionSchema.parse(entry) as { explanation?: string } & ReturnType<typeof examQuestionSchema.parse>;
    return {
      id: question.id,
      category: question.category,
      question: question.question,
      options: question.options.map(({ value, text }) => ({ value, text })),
      correct: question.correct,
      // Until every question has one (issue 15), a missing explanation is stored as null.
      explanation: question.explanation ?? null,
      source: question.source,
      position,
    };
  });
  const moduleIds = contentNames(root, 'modules', '.json').map((name) => name.replace(/\.json$/, ''));
  const courseTitle = readCourseTitle(root, 'en');
  if (!courseTitle) throw new Error('src/i18n/en/certificate.json has no "certificate.course".');
  const curriculum = pathSchema.array().parse(readContentJson(root, 'curriculum.json'));
  const paths = curriculum.map(({ id, modules, name, examCategory }, position) => ({
    id,
    position,
    modules,
    name,
    exam_category: examCategory,
  }));
  const project = pathToFileURL(`${resolve(root)}/`);
  return {
    paths,
    lessons: lessonSlugsFromContent(project).slugs,
    cardIds: cardIdsFromContent(project).ids,
    questions,
    moduleIds,
    courseTitle,
    languages: LANGUAGES.map(({ code }) => code),
    questionTexts: TRANSLATED_LANGS.flatMap((lang) => readQuestionTexts(root, lang, questions)),
    pathNames: TRANSLATED_LANGS.flatMap((lang) => readPathNames(root, lang, paths)),
    courseTitles: TRANSLATED_LANGS.flatMap((lang) => {
      const title = readCourseTitle(root, lang);
      return title ? [{ lang, course_title: title }] : [];
    }),
  };
}

/** A SQL string literal. */
const literal = (value: string | null) => (value === null ? 'null' : `'${value.replaceAll("'", "''")}'`);

/** A SQL array of texts. */
const ids = (list: readonly string[]) => `array[${list.map(literal).join(', ')}]::text[]`;

/**
 * Upserts `rows` (SQL tuples) into `table` and deletes the rows whose key (`keySql`, over the
 * table's columns) is not among `keys`: the table then holds exactly these rows.
 */
function replaceRows(table: string, columns: string[], conflict: string[], rows: string[], keySql: string, keys: string[]): string {
  const updates = columns.filter((column) => !conflict.includes(column)).map((column) => `${column} = excluded.${column}`);
  const onConflict = updates.length ? `do update set ${updates.join(', ')}` : 'do nothing';
  const upsert = rows.length
    ? `insert into ${table} (${columns.join(', ')})
values
${rows.join(',\n')}
on conflict (${conflict.join(', ')}) ${onConflict};

`
    : '';
  return `${upsert}delete from ${table} where ${keySql} <> all (${ids(keys)});`;
}

/** The seed SQL for `content`. */
export function contentSeedSql(content: SeedContent): string {
  const { paths, lessons, cardIds, questions, moduleIds, courseTitle, languages, questionTexts, pathNames, courseTitles } = content;
  const rows = questions.map(
    (q) =>
      `  (${[q.id, q.category, q.question].map(literal).join(', ')}, ${literal(JSON.stringify(q.options))}::jsonb, ${literal(q.correct)}, ${literal(q.explanation)}, ${literal(q.source)}, ${q.position}, true)`,
  );
  const pathRows = paths.map(
    ({ id, position, modules, name, exam_category }) =>
      `  (${literal(id)}, ${position}, ${ids(modules)}, ${literal(name)}, ${literal(exam_category)})`,
  );
  const textRows = questionTexts.map(
    (t) => `  (${literal(t.question_id)}, ${literal(t.lang)}, ${literal(t.question)}, ${ids(t.options)}, ${literal(t.explanation)})`,
  );
  const nameRows = pathNames.map((n) => `  (${[n.path_id, n.lang, n.name].map(literal).join(', ')})`);
  const titleRows = courseTitles.map((t) => `  (${literal(t.lang)}, ${literal(t.course_title)})`);
  return `-- GENERATED by \`npm run content:seed\` from content/curriculum.json, content/exam.json,
-- content/modules/, content/quizzes/, content/lessons/, src/i18n/en/certificate.json,
-- src/i18n/languages.ts and each language's content/<lang>/exam.json,
-- content/<lang>/curriculum.json and src/i18n/<lang>/certificate.json.
-- Do not edit: change the content and run the command again. Idempotent. The local stand-in
-- applies it on every start, supabase db reset through config.toml; on hosted Supabase run it
-- after each content change, before the site with that content goes live (the account keeps
-- only the modules, lessons and questions listed here): SQL editor, or
-- psql "$DATABASE_URL" -1 -f supabase/seed/content.sql

insert into public.languages (code)
values ${languages.map((code) => `(${literal(code)})`).join(', ')}
on conflict (code) do nothing;

${replaceRows(
  'public.learning_paths',
  ['id', 'position', 'modules', 'name', 'exam_category'],
  ['id'],
  pathRows,
  'id',
  paths.map(({ id }) => id),
)}

${replaceRows(
  'public.learning_lessons',
  ['slug'],
  ['slug'],
  lessons.map((slug) => `  (${literal(slug)})`),
  'slug',
  lessons,
)}

${replaceRows(
  'public.learning_questions',
  ['card_id'],
  ['card_id'],
  cardIds.map((id) => `  (${literal(id)})`),
  'card_id',
  cardIds,
)}

${replaceRows(
  'public.learning_path_texts',
  ['path_id', 'lang', 'name'],
  ['path_id', 'lang'],
  nameRows,
  `path_id || '/' || lang`,
  pathNames.map((n) => `${n.path_id}/${n.lang}`),
)}

insert into public.exam_questions (id, category, question, options, correct, explanation, source, position, active)
values
${rows.join(',\n')}
on conflict (id) do update set
  category = excluded.category,
  question = excluded.question,
  options = excluded.options,
  correct = excluded.correct,
  explanation = excluded.explanation,
  source = excluded.source,
  position = excluded.position,
  active = true;

update public.exam_questions set active = false
where active and id <> all (${ids(questions.map(({ id }) => id))});

${replaceRows(
  'public.exam_question_texts',
  ['question_id', 'lang', 'question', 'options', 'explanation'],
  ['question_id', 'lang'],
  textRows,
  `question_id || '/' || lang`,
  questionTexts.map((t) => `${t.question_id}/${t.lang}`),
)}

delete from public.exam_required_modules where module_id <> all (${ids(moduleIds)});
insert into public.exam_required_modules (module_id)
select unnest(${ids(moduleIds)})
on conflict (module_id) do nothing;

insert into public.exam_settings (singleton, course_title)
values (true, ${literal(courseTitle)})
on conflict (singleton) do update set course_title = excluded.course_title;

${replaceRows(
  'public.exam_settings_texts',
  ['lang', 'course_title'],
  ['lang'],
  titleRows,
  'lang',
  courseTitles.map((t) => t.lang),
)}
`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sql = contentSeedSql(readSeedContent());
  if (process.argv.includes('--check')) {
    if (readFileSync(CONTENT_SEED_SQL, 'utf8') !== sql) {
      console.error(`${CONTENT_SEED_SQL} is out of date with content/: run \`npm run content:seed\` and commit it.`);
      process.exit(1);
    }
    console.log(`${CONTENT_SEED_SQL} is up to date.`);
  } else {
    writeFileSync(CONTENT_SEED_SQL, sql);
    console.log(`Wrote ${CONTENT_SEED_SQL}: ${sql.split('\n').length} lines. Run it on hosted Supabase too (see the file's header).`);
  }
}
