// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import n from 'eslint-plugin-n';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A `no-restricted-imports` rule for the files of one layer: `folders` of `src/` above it may
 * not be imported.
 * @param {string[]} files
 * @param {string[]} folders
 * @param {string} why
 * @returns {import('eslint').Linter.Config}
 */
const layer = (files, folders, why) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: folders.flatMap((folder) => [`**/${folder}/**`, `**/${folder}`]), message: `Layering: ${why}.` }] },
    ],
    // no-restricted-imports does not see `await import('…')`; this catches those too.
    'no-restricted-syntax': [
      'error',
      { selector: `ImportExpression[source.value=/(^|\\/)(${folders.join('|')})\\//]`, message: `Layering: ${why}.` },
    ],
  },
});

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
  // Layering: pages and layouts → components and islands → stores → lib (and schemas).
  // Each layer imports only from the layers below it, so business rules never depend on UI.
  // src/build runs in Node while the site is built: pages, layouts and components may use it,
  // nothing the browser runs may.
  layer(
    ['src/stores/**'],
    ['pages', 'layouts', 'components', 'islands', 'build'],
    'stores sit below the UI and run in the browser: move the shared code into src/lib',
  ),
  layer(['src/components/**'], ['pages', 'layouts'], 'components sit below pages and layouts'),
  layer(['src/islands/**'], ['pages', 'layouts', 'build'], 'islands sit below pages and layouts, and src/build never reaches the browser'),
  layer(['src/scripts/**', 'src/directives/**'], ['build'], 'browser scripts cannot use src/build, which runs only in Node at build time'),
  layer(
    ['src/lib/**', 'src/content-build/schemas/**', 'src/site.config.ts'],
    ['pages', 'layouts', 'components', 'islands', 'stores', 'build'],
    'lib is the bottom layer: pass the value in as an argument, or move this code into src/stores',
  ),
  layer(
    ['src/build/**'],
    ['pages', 'layouts', 'components', 'islands', 'stores', 'scripts'],
    'build code sits below the pages it serves: move what it shares with them into src/lib',
  ),
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
