/**
 * Server-side reads of the learning content for the pages: module cards, the links from a
 * question's `source` to its module, and lesson titles. The paths and their modules come from
 * `content/curriculum.json` (see `curriculum.ts`); the words from each module's file, in the
 * page's language where translated (`localized-content.ts`), and every link in that language.
 */
import { getCollection } from 'astro:content';
import { DEFAULT_LANG, type Lang } from '../../i18n/languages.ts';
import { localHref } from '../../i18n/routing.ts';
import { CATEGORIES, curriculumFacts, MODULE_TABLE, type CurriculumFacts } from '../../path/rules/curriculum.ts';
import { localEntries, localEntry } from '../read/localized-content.ts';
import type { PathCategory, PathModule } from '../../path/rules/path-cards.ts';
import { MOVED_PATHS } from '../http/redirects.ts';
import { moduleCardId, quizCardId, type ReviewQuestion } from '../../review/rules/review-cards.ts';
import { withoutCitations } from '../../shared/rules/citations.ts';

/** The URL of a module's page in `lang`. */
export const moduleHref = (moduleId: string, lang: Lang = DEFAULT_LANG): string => localHref(lang, `/learn/${moduleId}`);

/** Translated path names: `content/<lang>/curriculum.json` (same ids and modules as English; names in the language). */
const translatedPaths = import.meta.glob<{ id: string; name: string; quizName: string }[]>('../../../content/*/curriculum.json', {
  eager: true,
  import: 'default',
});

/** A path's name and its quiz's name in `lang`, English where not translated. */
export function categoryNames(pathId: string, lang: Lang): { name: string; quizName: string } {
  const english = CATEGORIES.find((category) => category.id === pathId)!;
  const translated = translatedPaths[`../../../content/${lang}/curriculum.json`]?.find((path) => path.id === pathId);
  return { name: translated?.name ?? english.name, quizName: translated?.quizName ?? english.quizName };
}

/** Every module in path order, with its title, description and level from its content. */
export async function pathModules(lang: Lang = DEFAULT_LANG): Promise<PathModule[]> {
  const entries = new Map((await localEntries('modules', lang)).map((entry) => [entry.id, entry.data]));
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
export async function pathCategories(lang: Lang = DEFAULT_LANG): Promise<PathCategory[]> {
  const quizzes = new Map((await localEntries('quizzes', lang)).map((entry) => [entry.id, entry.data.questions.length]));
  return CATEGORIES.map(({ index, id, quizPath }) => ({
    index,
    ...categoryNames(id, lang),
    quizPath: localHref(lang, quizPath),
    quizQuestions: quizzes.get(id) ?? 0,
  }));
}

/** The numbers the pages state about the curriculum (see `curriculumFacts`), counted from the content. */
export async function loadCurriculumFacts(): Promise<CurriculumFacts> {
  return curriculumFacts({ lessons: (await localEntries('lessons', DEFAULT_LANG)).length, examBank: (await getCollection('exam')).length });
}

const normalise = (title: string) => title.trim().toLowerCase();

/**
 * A function giving, for the module a question names as its `source` (its English title, in
 * every language), that module's URL and title in `lang`; undefined when no module has that title.
 */
export async function moduleBySource(lang: Lang = DEFAULT_LANG): Promise<(source: string) => { href: string; title: string } | undefined> {
  const english = new Map((await localEntries('modules', DEFAULT_LANG)).map((entry) => [entry.id, entry.data.title]));
  const local = await localEntries('modules', lang);
  const byTitle = new Map(
    local.map((entry) => [normalise(english.get(entry.id)!), { href: moduleHref(entry.id, lang), title: entry.data.title }]),
  );
  return (source) => byTitle.get(normalise(source));
}

/** The long-form lessons that exist, in reading order: slug and title. */
export async function lessonList(lang: Lang = DEFAULT_LANG): Promise<{ slug: string; title: string; href: string }[]> {
  const lessons = await localEntries('lessons', lang);
  return lessons
    .sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id))
    .map((lesson) => ({ slug: lesson.id, title: lesson.data.title, href: localHref(lang, `/learn/${lesson.id}`) }));
}

/** A module's content entry. The content checks (curriculum-checks.ts) stop the build before a listed module or a "previous" link lacks its file. */
export async function moduleEntry(moduleId: string, lang: Lang = DEFAULT_LANG) {
  const entry = await localEntry('modules', moduleId, lang);
  if (!entry) throw new Error(`content/modules/${moduleId}.json does not exist`);
  return entry;
}

/** A module page's title and description, from its content. */
export async function moduleMeta(
  moduleId: string,
  lang: Lang = DEFAULT_LANG,
): Promise<{ title: string; description: string; fallback: boolean }> {
  const { data, fallback } = await moduleEntry(moduleId, lang);
  return { title: data.title, description: data.description, fallback };
}

/** The title of the lesson or module at a `/learn/{slug}` path (or a path that moved there), for a "Previous: …" link. */
export async function linkTitle(href: string, lang: Lang = DEFAULT_LANG): Promise<string> {
  const path = MOVED_PATHS[href.replace(/\/$/, '')] ?? href;
  const slug = path.replace(/^\/learn\//, '').replace(/\/$/, '');
  const lesson = await localEntry('lessons', slug, lang);
  if (lesson) return lesson.data.title;
  return (await moduleMeta(slug, lang)).title;
}

/** Every question a review card can bring back: each module's quiz pool, then each category quiz, in path order. */
export async function reviewQuestions(lang: Lang = DEFAULT_LANG): Promise<ReviewQuestion[]> {
  const modules = new Map((await localEntries('modules', lang)).map((entry) => [entry.id, entry.data]));
  const quizzes = new Map((await localEntries('quizzes', lang)).map((entry) => [entry.id, entry.data]));
  const fromModules = MODULE_TABLE.flatMap(({ id }) => {
    const module = modules.get(id);
    return (module?.quizPool ?? []).map((question) => ({
      id: moduleCardId(id, question.id),
      question: question.question,
      options: question.options,
      answer: question.correctAnswer,
      explanation: withoutCitations(question.explanation),
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
