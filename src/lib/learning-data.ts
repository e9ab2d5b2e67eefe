/**
 * Server-side reads of the learning content for the pages: module cards, the links from a
 * question's `source` to its module, and lesson titles. The paths and their modules come from
 * `content/curriculum.json` (see `curriculum.ts`); the words from each module's file.
 */
import { getCollection, getEntry } from 'astro:content';
import { CATEGORIES, MODULE_TABLE, placeOf } from './curriculum';
import type { PathModule } from './path-cards';
import { MOVED_PATHS } from './redirects';

/** "what-is-money-really" → "What Is Money Really", for a module whose content does not exist yet. */
export function titleFromId(id: string): string {
  return id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The URL of a module's page. */
export const moduleHref = (moduleId: string): string => `/learn/${moduleId}`;

/** Every module in path order, with its title, description and level from its content. */
export async function pathModules(): Promise<PathModule[]> {
  const entries = new Map((await getCollection('modules')).map((entry) => [entry.id, entry.data]));
  return MODULE_TABLE.map((row) => {
    const data = entries.get(row.id);
    return {
      id: row.id,
      slug: row.id,
      title: data?.title ?? titleFromId(row.id),
      description: data?.description ?? '',
      level: data?.level ?? 'Beginner',
      categoryIndex: row.categoryIndex,
      moduleIndex: row.moduleIndex,
      ready: data !== undefined,
    };
  });
}

/** The categories as the learning path shows them. */
export const pathCategories = CATEGORIES.map(({ index, name, quizName, quizPath }) => ({ index, name, quizName, quizPath }));

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

/** A module page's title and description, from its content or, before it exists, from its id. */
export async function moduleMeta(moduleId: string): Promise<{ title: string; description: string }> {
  const entry = await getEntry('modules', moduleId);
  return {
    title: entry?.data.title ?? titleFromId(moduleId),
    description: entry?.data.description ?? 'An interactive lesson of The Vault Club learning path.',
  };
}

/** The title of the lesson or module at a `/learn/{slug}` path (or a path that moved there), for a "Previous: …" link. */
export async function linkTitle(href: string): Promise<string> {
  const path = MOVED_PATHS[href.replace(/\/$/, '')] ?? href;
  const slug = path.replace(/^\/learn\//, '').replace(/\/$/, '');
  const lesson = (await getCollection('lessons')).find((entry) => entry.id === slug);
  if (lesson) return lesson.data.title;
  return placeOf(slug) ? (await moduleMeta(slug)).title : titleFromId(slug);
}
