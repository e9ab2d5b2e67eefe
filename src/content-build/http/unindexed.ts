/**
 * Pages that ask not to be indexed (`noindex` in their layout): the sitemap leaves them out, and
 * the browser tests that visit every page add them back. `/404` is also what any unknown path shows.
 */
export const NOT_INDEXED_PATHS: readonly string[] = ['/auth', '/404', '/certificate', '/offline'];
