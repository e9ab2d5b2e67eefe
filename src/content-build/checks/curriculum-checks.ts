/**
 * The rules that span several content files: every module on exactly one path and every path's
 * module and quiz written, an exam bank, questions naming modules that exist, exam categories that are paths', and
 * "previous" links that lead somewhere. Each problem is one sentence naming the file, the
 * field, what is wrong and the fix.
 */

/** What the checks need of the content, read from `content/` (see `content-snapshot.ts`). */
export interface ContentSnapshot {
  paths: readonly { id: string; examCategory: string; modules: readonly string[] }[];
  /** Module files by id, with their titles. */
  modules: readonly { id: string; title: string }[];
  /** Category quiz files by name, with each question's `source`. */
  quizzes: readonly { id: string; questions: readonly { source: string }[] }[];
  exam: readonly { id: string; category: string; source: string }[];
  /** Lesson files by slug, with their `previous` link. */
  lessons: readonly { slug: string; previous?: string | undefined }[];
  /** Paths that redirect elsewhere, e.g. `/learn/defi-protocols` → `/learn/decentralized-finance-defi`. */
  moved: Readonly<Record<string, string>>;
}

const CURRICULUM = 'content/curriculum.json';
const list = (values: readonly string[]) => values.map((value) => JSON.stringify(value)).join(', ');

/** Every cross-file problem of the content, or an empty list. */
export function curriculumProblems(content: ContentSnapshot): string[] {
  const problems: string[] = [];
  const moduleIds = new Set(content.modules.map((module) => module.id));
  const titles = new Set(content.modules.map((module) => module.title.trim().toLowerCase()));
  const placed = new Map<string, string>();
  content.paths.forEach((path, pathIndex) => {
    path.modules.forEach((id, index) => {
      const field = `paths[${pathIndex}].modules[${index}]`;
      if (placed.has(id))
        problems.push(`${CURRICULUM}: ${field} is "${id}", which ${placed.get(id)} already lists: list each module once.`);
      else if (!moduleIds.has(id))
        problems.push(`${CURRICULUM}: ${field} is "${id}" but there is no content/modules/${id}.json: create that file or remove the id.`);
      placed.set(id, `paths[${pathIndex}]`);
    });
  });
  for (const { id } of content.modules) {
    if (!placed.has(id))
      problems.push(`content/modules/${id}.json is on no path: add "${id}" to a path's "modules" in ${CURRICULUM}, or delete the file.`);
  }
  const pathIds = content.paths.map((path) => path.id);
  for (const quiz of content.quizzes) {
    if (!pathIds.includes(quiz.id))
      problems.push(`content/quizzes/${quiz.id}.json belongs to no path: name it after a path id of ${CURRICULUM} (${list(pathIds)}).`);
  }
  const quizIds = new Set(content.quizzes.map((quiz) => quiz.id));
  content.paths.forEach((path, pathIndex) => {
    if (!quizIds.has(path.id))
      problems.push(
        `${CURRICULUM}: paths[${pathIndex}] ("${path.id}") has no quiz: create content/quizzes/${path.id}.json with its questions.`,
      );
  });
  if (content.exam.length === 0) problems.push('content/exam.json holds no questions: add the final-exam questions, a few from each path.');
  const firstId = content.paths[0]?.modules[0];
  const example = content.modules.find((module) => module.id === firstId)?.title ?? 'What Is Money, Really?';
  const missingModule = (where: string) =>
    `${where} but no module has that title: use the exact title of a module in content/modules/, e.g. "${example}".`;
  for (const quiz of content.quizzes) {
    quiz.questions.forEach(({ source }, index) => {
      if (!titles.has(source.trim().toLowerCase()))
        problems.push(missingModule(`content/quizzes/${quiz.id}.json: questions[${index}].source is "${source}"`));
    });
  }
  const categories = content.paths.map((path) => path.examCategory);
  for (const question of content.exam) {
    const where = `content/exam.json, entry "${question.id}"`;
    if (!categories.includes(question.category))
      problems.push(
        `${where}: category is "${question.category}" but must be one of ${list(categories)} (each path's "examCategory" in ${CURRICULUM}).`,
      );
    if (!titles.has(question.source.trim().toLowerCase())) problems.push(missingModule(`${where}: source is "${question.source}"`));
  }
  const pages = new Set([...content.lessons.map((lesson) => `/learn/${lesson.slug}`), ...[...placed.keys()].map((id) => `/learn/${id}`)]);
  for (const { slug, previous } of content.lessons) {
    if (previous === undefined) continue;
    const target = content.moved[previous.replace(/\/$/, '')] ?? previous.replace(/\/$/, '');
    if (!pages.has(target)) {
      const first = content.lessons[0]?.slug ?? 'financial-basics';
      problems.push(
        `content/lessons/${slug}.mdx: previous is "${previous}" but no lesson or module lives there: use the path of one, e.g. "/learn/${first}", or remove the line.`,
      );
    }
  }
  return problems;
}
