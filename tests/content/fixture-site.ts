import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { seed } from '../../tools/translations-status.ts';
import { TRANSLATED_LANGS } from '../../src/i18n/languages.ts';

/** The project's root folder. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** The Astro command line, run with the test's own Node (the project's Node 24). */
export const ASTRO = join(ROOT, 'node_modules/astro/bin/astro.mjs');

/** The small fixture content: one path of two modules. */
export const FIXTURE_CONTENT = join(ROOT, 'tests/fixtures/content-site/content');

/**
 * A temporary copy of the site whose `content/` is a copy of `content` (default: the small
 * fixture content, `tests/fixtures/content-site/content`), never the real folder itself;
 * `remove()` deletes it.
 *
 * Its `node_modules` is a folder of links to the project's packages, not one link to the
 * project's folder: Astro and Vite keep their caches in `node_modules/.astro` and
 * `node_modules/.vite`, and through a single link every copy would read and write the
 * project's own content cache, at the same time as each other.
 */
export function fixtureSite(content: string = FIXTURE_CONTENT): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'content-site-'));
  for (const name of ['src', 'public', 'tools', 'integrations', 'astro.config.mjs', 'package.json', 'tsconfig.json'])
    cpSync(join(ROOT, name), join(dir, name), { recursive: true });
  cpSync(content, join(dir, 'content'), { recursive: true });
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(ROOT, 'node_modules')))
    if (name === '.bin' || !name.startsWith('.')) symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The id of the path {@link siteWithFourthPath} and {@link siteWithSecondPath} add, and of its quiz. */
export const ADDED_PATH = 'saving';

/**
 * Adds the path "saving" to `content` the way an editor would, in `content/` alone:
 * `curriculum.json` gains the path with one module (the fixture's `saving-first`, taken out of
 * any path that already lists it) and `quizzes/saving.json` its quiz.
 */
function addSavingPath(content: string): void {
  cpSync(join(FIXTURE_CONTENT, 'modules/saving-first.json'), join(content, 'modules/saving-first.json'));
  const quiz = readFileSync(join(FIXTURE_CONTENT, 'quizzes/money.json'), 'utf8').replaceAll('"What Money Does"', '"Saving First"');
  writeFileSync(join(content, `quizzes/${ADDED_PATH}.json`), quiz);
  const curriculum = JSON.parse(readFileSync(join(content, 'curriculum.json'), 'utf8')) as Record<string, unknown>[];
  for (const path of curriculum) path['modules'] = (path['modules'] as string[]).filter((module) => module !== 'saving-first');
  curriculum.push({ id: ADDED_PATH, name: 'Saving', quizName: 'Saving Basics', examCategory: 'Saving', modules: ['saving-first'] });
  writeFileSync(join(content, 'curriculum.json'), JSON.stringify(curriculum, null, 2));
}

/**
 * A copy of the site with the real content and a fourth path added the way an editor would, in
 * `content/` alone: `curriculum.json` gains the path "saving" with one module (the fixture's
 * `saving-first`) and `quizzes/saving.json` its quiz.
 */
export function siteWithFourthPath(): { dir: string; remove: () => void } {
  const site = fixtureSite(join(ROOT, 'content'));
  addSavingPath(join(site.dir, 'content'));
  return site;
}

/**
 * A copy of the site with the small fixture content and a second path added the same way: the
 * fixture's `saving-first` moves from its path "money" to the new path "saving". A build of it
 * takes seconds, where one of the real content takes as long as the site's own.
 */
export function siteWithSecondPath(): { dir: string; remove: () => void } {
  const site = fixtureSite();
  addSavingPath(join(site.dir, 'content'));
  return site;
}

/** The translations {@link siteWithTranslationBehind} adds: `what-money-does` in Spanish and Portuguese. */
export const FIXTURE_TRANSLATIONS = join(ROOT, 'tests/fixtures/translations');

/**
 * A copy of the site with the small fixture content, its module `what-money-does` translated into
 * Spanish and Portuguese and recorded as translated from its English on `recordedOn`
 * (`translations:status -- --seed`), then the English of its second slide changed, as an editor
 * fixing a fact would: in both languages that slide is behind its English, the rest current.
 */
export function siteWithTranslationBehind(recordedOn = '2026-01-15'): { dir: string; remove: () => void } {
  const site = fixtureSite();
  cpSync(FIXTURE_TRANSLATIONS, join(site.dir, 'content'), { recursive: true });
  seed(site.dir, TRANSLATED_LANGS, recordedOn);
  const english = join(site.dir, 'content/modules/what-money-does.json');
  writeFileSync(english, readFileSync(english, 'utf8').replace('"Text of slide 2."', '"Text of slide 2, corrected by an editor."'));
  return site;
}
