// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import n from 'eslint-plugin-n';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A `no-restricted-imports` rule for the files of one layer: folders named `folders` (anywhere
 * in src/, e.g. `islands` is every feature's islands/) above it may not be imported.
 * @param {string[]} files
 * @param {string[]} folders
 * @param {string} why
 * @returns {import('eslint').Linter.Config}
 */
const layer = (files, folders, why) => ({
  files,
  // A test beside the code may reach across layers (a rule's test reading a store, a check's
  // test the component it guards); what ships may not.
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: folders.flatMap((folder) => [`**/${folder}/**`, `**/${folder}`]), message: `Layering: ${why}.` }] },
    ],
    // no-restricted-imports does not see `await import('…')`; this catches those too.
    'no-restricted-syntax': [
      'error',
      {
        selector: `ImportExpression[source.value=/(^|\\/)(${folders.map((folder) => folder.replaceAll('/', '\\/')).join('|')})\\//]`,
        message: `Layering: ${why}.`,
      },
    ],
  },
});

/** The parts of src/content-build that run only in Node; its `schemas/` describe content for every layer. */
const NODE_ONLY = ['read', 'checks', 'translations', 'page-data', 'http'].map((part) => `content-build/${part}`);

export default tseslint.config(
  { ignores: ['dist/', '.astro/', '.data/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Islands keep their hooks in `use-*.ts` files beside them; the hooks rules check those too.
    files: ['**/*.tsx', 'src/*/islands/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Layering: pages and layouts → components, islands and page scripts → stores → rules.
  // Each feature folder of src/ (progress, exam, account, …) holds the layers it needs as
  // sub-folders: `rules/` (pure TypeScript), `stores/` (nanostores and the calls that feed them),
  // `islands/` (React) and `page-scripts/` (plain browser scripts). Each layer imports only from
  // the layers below it, in its own feature or another, so business rules never depend on UI.
  // src/content-build runs in Node while the site is built: pages, layouts and components may
  // use it, nothing the browser runs may (its `schemas/`, the shapes of the content, excepted).
  layer(
    ['src/*/stores/**'],
    ['pages', 'layouts', 'components', 'islands', 'page-scripts', ...NODE_ONLY],
    "stores sit below the UI and run in the browser: move the shared code into a feature's rules/",
  ),
  layer(['src/components/**'], ['pages', 'layouts'], 'components sit below pages and layouts'),
  layer(
    ['src/*/islands/**'],
    ['pages', 'layouts', ...NODE_ONLY],
    'islands sit below pages and layouts, and src/content-build never reaches the browser',
  ),
  layer(
    ['src/*/page-scripts/**', 'src/directives/**'],
    NODE_ONLY,
    'browser scripts cannot use src/content-build, which runs only in Node at build time',
  ),
  layer(
    ['src/*/rules/**', 'src/content-build/schemas/**', 'src/site.config.ts'],
    ['pages', 'layouts', 'components', 'islands', 'page-scripts', 'stores', ...NODE_ONLY],
    "rules are the bottom layer: pass the value in as an argument, or move this code into the feature's stores/",
  ),
  layer(
    NODE_ONLY.map((folder) => `src/${folder}/**`),
    ['pages', 'layouts', 'components', 'islands', 'stores', 'page-scripts'],
    "build code sits below the pages it serves: move what it shares with them into a feature's rules/",
  ),
  {
    // The stand-in is a package of its own: of the project it serves it imports only supabase/
    // (the pool's derivation beside the migrations), never a tool or the site's code.
    files: ['packages/local-supabase/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: String.raw`^(\.\./){3,}(?!\.\./|supabase/)`, message: 'the stand-in imports nothing of the project but supabase/' },
          ],
        },
      ],
    },
  },
  {
    // Production's wallet pool (the tool and the derivation it shares with the stand-in) never
    // depends on the stand-in, which holds public development keys.
    files: ['tools/wallets-pool.ts', 'supabase/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`(^@vault-club/local-supabase|/packages/local-supabase/)`,
              message: 'production tools never import the stand-in',
            },
          ],
        },
      ],
    },
  },
  {
    // One import style everywhere: a relative import names its file, `./curriculum.ts`. Node runs
    // many files itself (astro.config.mjs, npm scripts, the integration, the local backend) with
    // its type stripping, which resolves no missing extension; with the extension on every import,
    // any Node tool can import any of the site's modules.
    files: ['**/*.{ts,tsx,mjs,js,astro}'],
    plugins: { n },
    rules: { 'n/file-extension-in-import': ['error', 'always'] },
  },
  {
    rules: {
      // Unused arguments named with a leading underscore are deliberate (callbacks with fixed signatures).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
