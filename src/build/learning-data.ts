/**
 * Server-side reads of the learning content for the pages: module cards, the links from a
 * question's `source` to its module, and lesson titles. The paths and their modules come from
 * `content/curriculum.json` (see `curriculum.ts`); the words from each module's file.
 */
import { getCollection, getEntry } from 'astro:content';
import { CATEGORIES, curriculumFacts, MODULE_TABLE, type CurriculumFacts } from '../lib/curriculum.ts';
import type { PathCategory, PathModule } from '../lib/path-cards.ts';
import { MOVED_PATHS } from './redirects.ts';
import { moduleCardId, quizCardId, type ReviewQuestion } from '../lib/review-cards.ts';

/** The URL of a module's page. */
export const moduleHref = (moduleId: string): string => `/learn/${moduleId}`;

/** Every module in path order, with its title, description and level from its content. */
export async function pathModules(): Promise<PathModule[]> {
  const entries = new Map((await getCollection('modules')).map((entry) => [entry.id, entry.data]));
  return MODULE_TABLE.map((row) => {
    // The content checks (curriculum-checks.ts) stop the build before a listed module lacks its file.
    const data = entries.get(row.id);
    if (!data) throw new Error(`content/modules/${row.id}.json does not exist`);
    return {
      id: row.id,
      slug: row.id,
      title: data.title,
      description: data.description,
      level: data.level,
      categoryIndex: row.categoryIndex,
      moduleIndex: row.moduleIndex,
    };
  });
}

/** The categories as the learning path shows them, with the size of each path's quiz. */
export async function pathCategories(): Promise<PathCategory[]> {
  const quizzes = new Map((await getCollection('quizzes')).map((entry) => [entry.id, entry.data.questions.length]));
  return CATEGORIES.map(({ index, id, name, quizName, quizPath }) => ({
    index,
    name,
    quizName,
    quizPath,
    quizQuestions: quizzes.get(id) ?? 0,
  }));
}

/** The numbers the pages state about the curriculum (see `curriculumFacts`), counted from the content. */
export async function loadCurriculumFacts(): Promise<CurriculumFacts> {
  return curriculumFacts({ lessons: (await getCollection('lessons')).length, examBank: (await getCollection('exam')).length });
}

const normalise = (title: string) => title.trim().toLowerCase();

/** A function giving the lesson URL of the module a question names as its `source`, or undefined when no module has that title. */
export async function moduleLinkBySource(): Promise<(source: string) => string | undefined> {
  const byTitle = new Map((await getCollection('modules')).map((entry) => [normalise(entry.data.title), moduleHref(entry.id)]));
  return (source) => byTitle.get(normalise(source));
}

/** The long-form lessons that exist, in reading order: slug and title. */
export async function lessonList(): Promise<{ slug: string; title: string }[]> {
  const lessons = await getCollection('lessons');
  return lessons
    .sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id))
    .map((lesson) => ({ slug: lesson.id, title: lesson.data.title }));
}

/** A module's content entry. The content checks (curriculum-checks.ts) stop the build before a listed module or a "previous" link lacks its file. */
export async function moduleEntry(moduleId: string) {
  const entry = await getEntry('modules', moduleId);
  if (!entry) throw new Error(`content/modules/${moduleId}.json does not exist`);
  return entry;
}

/** A module page's title and description, from its content. */
export async function moduleMeta(moduleId: string): Promise<{ title: string; description: string }> {
  const { data } = await moduleEntry(moduleId);
  return { title: data.title, description: data.description };
}

/** The title of the lesson or module at a `/learn/{slug}` path (or a path that moved there), for a "Previous: …" link. */
export async function linkTitle(href: string): Promise<string> {
  const path = MOVED_PATHS[href.replace(/\/$/, '')] ?? href;
  const slug = path.replace(/^\/learn\//, '').replace(/\/$/, '');
  const lesson = (await getCollection('lessons')).find((entry) => entry.id === slug);
  if (lesson) return lesson.data.title;
  return (await moduleMeta(slug)).title;
}

/** Every question a review card can bring back: each module's quiz pool, then each category quiz, in path order. */
export async function reviewQuestions(): Promise<ReviewQuestion[]> {
  const modules = new Map((await getCollection('modules')).map((entry) => [entry.id, entry.data]));
  const quizzes = new Map((await getCollection('quizzes')).map((entry) => [entry.id, entry.data]));
  const fromModules = MODULE_TABLE.flatMap(({ id }) => {
    const module = modules.get(id);
    return (module?.quizPool ?? []).map((question) => ({
      id: moduleCardId(id, question.id),
      question: question.question,
      options: question.options,
      answer: question.correctAnswer,
      explanation: question.explanation,
      source: module!.title,
    }));
  });
  const fromQuizzes = CATEGORIES.flatMap(({ id }) => {
    const quiz = quizzes.get(id);
    return (quiz?.questions ?? []).map((question) => ({
      id: quizCardId(id, question.id),
      question: question.question,
      options: question.options.map((option) => option.text),
      answer: question.options.findIndex((option) => option.value === quiz!.answerKey[question.id]),
      explanation: question.explanation,
      source: quiz!.title,
    }));
  });
  return [...fromModules, ...fromQuizzes];
}
