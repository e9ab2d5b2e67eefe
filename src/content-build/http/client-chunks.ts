/**
 * How the browser's JavaScript is cut into files. On a slow phone each file a page waits for
 * costs a round trip, and each level of a file's imports one more: left alone, the bundler
 * makes a small file for every set of scripts sharing a module (some 30 for the learning
 * path, four imports deep). Here the modules the page scripts share, and those three or more
 * islands share, go into a few files, each importing only the ones before it and React:
 *
 * - `site`: what the page script needs (every page, once it has painted);
 * - `common`: what the script of a page without islands (the certificate) shares with islands;
 * - `account`: what the sign-in form shares with the learning islands (the session, the stores'
 *   core), and `account-ui` its React parts (the language context);
 * - `learner`: what the learning islands share, React aside (progress, the path, the exam's
 *   rules): the account's scripts on every page load parts of it (saving progress before
 *   signing out), so it never imports React;
 * - `learner-ui`: the React parts the learning islands share.
 *
 * The bundler places the rest: a module of one or two islands (in a shared file it would weigh
 * on every other island's page), and what only dynamic imports load.
 */

/** What the bundler tells of a module (the fields of Rolldown's `ModuleInfo` read here). */
export interface ModuleFacts {
  isEntry: boolean;
  importers: readonly string[];
  importedIds: readonly string[];
}

/** Looks a module up by id (Rolldown's `ChunkingContext`). */
export interface ChunkingContext {
  getModuleInfo(id: string): ModuleFacts | null;
}

/** The files the shared modules go into, in the order they are filled (see the module comment). */
export const SHARED_CHUNKS = ['site', 'common', 'account', 'account-ui', 'learner', 'learner-ui'] as const;
export type SharedChunk = (typeof SHARED_CHUNKS)[number];

/** The page script every page starts once it has painted (`src/components/PageScript.astro`). */
const isPageScript = (id: string) => /[\\/]PageScript\.astro\?/.test(id);
/**
 * The script of a page without islands (the certificate, 404): a page's own, under `src/pages`.
 * A component's script besides the page script (the early-access form's) is left to the bundler.
 */
const isOtherPageScript = (id: string) => /[\\/]src[\\/]pages[\\/][^?]*\.astro\?astro&type=script/.test(id);
/** The sign-in form, which loads none of the learning code. */
const isAuthForm = (id: string) => /[\\/]AuthForm\.tsx$/.test(id);
const isReact = (id: string) => /node_modules[\\/](react|react-dom|scheduler|@nanostores[\\/]react)[\\/]/.test(id);

/** Every module reached from `id` by following `next` (importers or imports), `id` included. */
function reach(id: string, context: ChunkingContext, next: (facts: ModuleFacts) => readonly string[]): string[] {
  const seen = new Set<string>([id]);
  const waiting = [id];
  for (let current = waiting.pop(); current !== undefined; current = waiting.pop()) {
    const facts = context.getModuleInfo(current);
    for (const other of facts ? next(facts) : []) {
      if (seen.has(other)) continue;
      seen.add(other);
      waiting.push(other);
    }
  }
  return [...seen];
}

/** The entries (islands, page scripts) whose static imports reach `id`. */
export function entriesLoading(id: string, context: ChunkingContext): string[] {
  return reach(id, context, (facts) => facts.importers).filter((other) => context.getModuleInfo(other)?.isEntry);
}

/**
 * The shared file for module `id`, or null to leave it where the bundler puts it (an entry
 * itself, a module of one entry or of dynamic imports only).
 */
export function sharedChunk(id: string, context: ChunkingContext): SharedChunk | null {
  if (context.getModuleInfo(id)?.isEntry) return null;
  const entries = entriesLoading(id, context);
  if (entries.some(isPageScript)) return 'site';
  if (entries.some(isOtherPageScript)) return 'common';
  if (entries.length < 3) return null;
  const ui = reach(id, context, (facts) => facts.importedIds).some(isReact) ? '-ui' : '';
  return `${entries.some(isAuthForm) ? 'account' : 'learner'}${ui}`;
}

/** The site's own code and nanostores: what the shared files are made of (React has a group of its own). */
const isOwnCode = (id: string) => !id.includes('node_modules') || /node_modules[\\/]nanostores[\\/]/.test(id);

/**
 * Rolldown's `output.codeSplitting.groups` for the shared files. A group takes what its
 * modules import as well, unless a group before it holds that already (`priority`): so
 * `learner-ui` never takes a module of `account-ui`, nor `learner` one of `account`.
 */
export const SHARED_CHUNK_GROUPS = SHARED_CHUNKS.map((chunk, index) => ({
  name: (id: string, context: ChunkingContext) => (isOwnCode(id) && sharedChunk(id, context) === chunk ? chunk : null),
  priority: SHARED_CHUNKS.length - index,
}));
