/**
 * Each content mistake an editor can make, fed through a small fixture site
 * (`tests/fixtures/content-site/content`), not the real content: `astro sync` (what
 * `npm run check:content` and the build run first) must fail with one message that names the
 * file, the field, what is wrong and the fix, printed once.
 *
 * A mistake of each kind (a file's loader, the cross-file checks, an MDX component) goes
 * through the command line, as an editor runs it, to see what is printed; the others go
 * through Astro's own `sync()` in this process, the same loaders and checks without starting
 * Node and Astro again for each (about a second instead of five).
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sync } from 'astro';
import { afterAll, describe, expect, it } from 'vitest';
import { ASTRO, ROOT, fixtureSite } from './fixture-site';

interface DataStore {
  waitUntilSaveComplete(): Promise<void>;
}

// Astro's content store saves itself 500 ms after its last change, also after a sync that
// failed. A site removed before that save makes it fail after the test ("ENOENT …
// data-store.json.tmp"). Astro offers no public hook for it, so the stores that `sync()` opens
// are recorded here and their own `waitUntilSaveComplete()` is awaited before the sites go.
const { MutableDataStore } = (await import(pathToFileURL(join(ROOT, 'node_modules/astro/dist/content/mutable-data-store.js')).href)) as {
  MutableDataStore: { fromFile(file: URL): Promise<DataStore> };
};
const fromFile = MutableDataStore.fromFile.bind(MutableDataStore);
const openedStores: Promise<DataStore>[] = [];
MutableDataStore.fromFile = (file) => {
  const opened = fromFile(file);
  openedStores.push(opened);
  return opened;
};

const sites: (() => void)[] = [];
afterAll(async () => {
  try {
    expect(openedStores.length, 'sync() opened no store that this file could wait for').toBeGreaterThan(0);
    for (const opened of openedStores) await (await opened).waitUntilSaveComplete();
  } finally {
    MutableDataStore.fromFile = fromFile;
    sites.forEach((remove) => remove());
  }
});

type Edit = (file: (path: string, change: (text: string) => string) => void) => void;

interface Checked {
  status: number | null;
  output: string;
}

/** A copy of the site with the fixture content, changed by `edit`. */
function editedSite(edit: Edit): string {
  const { dir: site, remove } = fixtureSite();
  sites.push(remove);
  edit((path, change) => writeFileSync(join(site, 'content', path), change(readFileSync(join(site, 'content', path), 'utf8'))));
  return site;
}

/** The fixture changed by `edit`, checked by the command line `astro sync`: its exit status and everything it printed. */
async function checkWithCli(edit: Edit): Promise<Checked> {
  const child = spawn(process.execPath, [ASTRO, 'sync'], { cwd: editedSite(edit), env: { ...process.env, FORCE_COLOR: '0' } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { status, output };
}

/** The fixture changed by `edit`, checked by Astro's `sync()` in this process: the error it ends with. */
async function check(edit: Edit): Promise<Checked> {
  try {
    await sync({ root: editedSite(edit), logLevel: 'silent' });
    return { status: 0, output: '' };
  } catch (error) {
    return { status: 1, output: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/** Asserts the check failed with exactly this message, once, and no stack trace. */
function expectOneMessage(result: { status: number | null; output: string }, message: string): void {
  expect(result.output.split(message).length - 1, result.output).toBe(1);
  expect(result.output).not.toMatch(/Stack trace| {4}at /);
  expect(result.status).not.toBe(0);
}

const TIMEOUT = 60_000;

describe('content mistakes (fixtures)', { timeout: TIMEOUT }, () => {
  // Through the command line, side by side: each is its own process.
  it.concurrent('passes the fixture as it is (command line)', async () => {
    const result = await checkWithCli(() => {});
    expect(result.status, result.output).toBe(0);
  });

  it.concurrent('invalid JSON: names the line and column (command line)', async () => {
    const result = await checkWithCli((file) => file('modules/saving-first.json', (text) => text.replace('"title":', '"title"')));
    expectOneMessage(
      result,
      "content/modules/saving-first.json line 3, column 11: this is not valid JSON (Expected ':' after property name). Check for a missing or extra comma, quote or bracket at that place or just before it.",
    );
  });

  it.concurrent('a module on no path, and a path naming a module without a file (command line)', async () => {
    const result = await checkWithCli((file) => file('curriculum.json', (text) => text.replace('"saving-first"', '"saving-frist"')));
    expect(result.output).toContain('The content has 2 problems:');
    expectOneMessage(
      result,
      'content/curriculum.json: paths[0].modules[1] is "saving-frist" but there is no content/modules/saving-frist.json: create that file or remove the id.',
    );
    expectOneMessage(
      result,
      'content/modules/saving-first.json is on no path: add "saving-first" to a path\'s "modules" in content/curriculum.json, or delete the file.',
    );
  });

  it.concurrent('a Callout type that is not allowed (command line)', async () => {
    const result = await checkWithCli((file) => file('lessons/first-lesson.mdx', (text) => text.replace('type="tip"', 'type="danger"')));
    expectOneMessage(
      result,
      'content/lessons/first-lesson.mdx line 14: <Callout> prop type is the text "danger" but must be one of: "info", "tip", "warning".',
    );
  });

  it('a missing field', async () => {
    const result = await check((file) => file('modules/saving-first.json', (text) => text.replace(/\n {2}"description": [^\n]*/, '')));
    expectOneMessage(result, 'content/modules/saving-first.json: description is missing: add it (expected string).');
  });

  it('a mistyped field', async () => {
    const result = await check((file) => file('exam.json', (text) => text.replace('"correct": "a"', '"correct": 1')));
    expectOneMessage(result, 'content/exam.json, entry "m1": correct is the number 1 but must be one of: "a", "b", "c", "d".');
  });

  it('an unknown level', async () => {
    const result = await check((file) => file('modules/saving-first.json', (text) => text.replace('"Beginner"', '"Begginer"')));
    expectOneMessage(
      result,
      'content/modules/saving-first.json: level is the text "Begginer" but must be one of: "Beginner", "Intermediate", "Advanced", "Expert".',
    );
  });

  it('a duplicate id', async () => {
    const result = await check((file) => file('exam.json', (text) => text.replace('"id": "m2"', '"id": "m1"')));
    expectOneMessage(result, 'content/exam.json: the id "m1" is used twice (again at entry [1]): give each entry its own id.');
  });

  it('a requiresSlides number that is not a slide', async () => {
    const result = await check((file) =>
      file('modules/saving-first.json', (text) => text.replace(/"requiresSlides": \[\s*2\s*\]/, '"requiresSlides": [5]')),
    );
    expectOneMessage(
      result,
      'content/modules/saving-first.json: quizPool[2].requiresSlides[0] is 5 but the module has 5 slides (0–4): slides count from 0.',
    );
  });

  it('a quiz question naming a module that does not exist', async () => {
    const result = await check((file) =>
      file('quizzes/money.json', (text) => text.replace('"source": "What Money Does"', '"source": "What Money Is"')),
    );
    expectOneMessage(
      result,
      'content/quizzes/money.json: questions[0].source is "What Money Is" but no module has that title: use the exact title of a module in content/modules/, e.g. "What Money Does".',
    );
  });

  it('an exam question naming a module that does not exist', async () => {
    const result = await check((file) => file('exam.json', (text) => text.replace('"source": "Saving First"', '"source": "Saving Later"')));
    expectOneMessage(
      result,
      'content/exam.json, entry "m1": source is "Saving Later" but no module has that title: use the exact title of a module in content/modules/, e.g. "What Money Does".',
    );
  });

  it('a path without its quiz, and a quiz of no path', async () => {
    const result = await check((file) => file('curriculum.json', (text) => text.replace('"id": "money"', '"id": "coins"')));
    expect(result.output).toContain('The content has 2 problems:');
    expectOneMessage(
      result,
      'content/curriculum.json: paths[0] ("coins") has no quiz: create content/quizzes/coins.json with its questions.',
    );
    expectOneMessage(
      result,
      'content/quizzes/money.json belongs to no path: name it after a path id of content/curriculum.json ("coins").',
    );
  });

  it('an exam bank without questions', async () => {
    const result = await check((file) => file('exam.json', () => '[]\n'));
    expectOneMessage(result, 'content/exam.json holds no questions: add the final-exam questions, a few from each path.');
  });

  it('a previous-lesson link to nothing', async () => {
    const result = await check((file) =>
      file('lessons/second-lesson.mdx', (text) => text.replace('previous: /learn/first-lesson', 'previous: /learn/first-lessons')),
    );
    expectOneMessage(
      result,
      'content/lessons/second-lesson.mdx: previous is "/learn/first-lessons" but no lesson or module lives there: use the path of one, e.g. "/learn/first-lesson", or remove the line.',
    );
  });

  it('a component without its required prop', async () => {
    const result = await check((file) => file('lessons/first-lesson.mdx', (text) => text.replace('<KeyTerm term="Budget">', '<KeyTerm>')));
    expectOneMessage(result, 'content/lessons/first-lesson.mdx line 18: <KeyTerm> prop term is missing: add it (expected string).');
  });

  it('an image without alt text', async () => {
    const result = await check((file) => file('lessons/second-lesson.mdx', (text) => text.replace('![A jar of coins on a table]', '![]')));
    expectOneMessage(
      result,
      'content/lessons/second-lesson.mdx line 14: the image /images/jar.png has no alt text: write what it shows, e.g. ![A phone showing a wallet app](/images/jar.png).',
    );
  });
});
