import { ALL_MODULE_LESSON_SLUGS, MODULE_TABLE } from './curriculum';

/** The pages with fixed paths, in the order a visitor meets them. */
export const STATIC_ROUTES = [
  '/',
  '/learn-more',
  '/auth',
  '/learn-now',
  '/finance-quiz',
  '/web3-quiz',
  '/education-quiz',
  '/comprehensive-exam',
  '/white-paper',
] as const;

/** Every pre-rendered page path, given the slugs of the long-form lessons that exist. */
export function allRoutes(lessonSlugs: readonly string[]): string[] {
  return [
    ...STATIC_ROUTES,
    ...MODULE_TABLE.map(({ id }) => `/interactive-learn/${id}`),
    ...lessonSlugs.map((slug) => `/learn/${slug}`),
    ...ALL_MODULE_LESSON_SLUGS.map((slug) => `/learn/${slug}`),
  ];
}
