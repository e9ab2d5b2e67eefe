import { CATEGORIES, MODULE_TABLE } from '../src/path/rules/curriculum.ts';

/** The pages with fixed paths, in the order a visitor meets them (the category quizzes come from `content/curriculum.json`). */
export const STATIC_ROUTES: readonly string[] = [
  '/',
  '/learn-more',
  '/auth',
  '/learn-now',
  ...CATEGORIES.map((category) => category.quizPath),
  '/comprehensive-exam',
  '/white-paper',
];

/** Every pre-rendered page path, given the slugs of the long-form lessons that exist. */
export function allRoutes(lessonSlugs: readonly string[]): string[] {
  return [...STATIC_ROUTES, ...lessonSlugs.map((slug) => `/learn/${slug}`), ...MODULE_TABLE.map(({ id }) => `/learn/${id}`)];
}
