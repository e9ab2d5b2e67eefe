/**
 * Each content mistake an editor can make, fed through a small fixture site
 * (`tests/fixtures/content-site/content`), not the real content: `astro sync` (what
 * `npm run check:content` and the build run first) must fail with one message that names the
 * file, the field, what is wrong and the fix, printed once.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ASTRO, fixtureSite } from './fixture-site';

const sites: (() => void)[] = [];
afterAll(() => sites.forEach((remove) => remove()));

/** A copy of the site with the fixture content, changed by `edit`, then checked by `astro sync`. */
function check(edit: (file: (path: string, change: (text: string) => string) => void) => void): { status: number | null; output: string } {
  const { dir: site, remove } = fixtureSite();
  sites.push(remove);
  edit((path, change) => writeFileSync(join(site, 'content', path), change(readFileSync(join(site, 'content', path), 'utf8'))));
  const result = spawnSync(process.execPath, [ASTRO, 'sync'], {
    cwd: site,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** Asserts the check failed with exactly this message, once, and no stack trace. */
function expectOneMessage(result: { status: number | null; output: string }, message: string): void {
  expect(result.output.split(message).length - 1, result.output).toBe(1);
  expect(result.output).not.toMatch(/Stack trace| {4}at /);
  expect(result.status).not.toBe(0);
}

const TIMEOUT = 60_000;

describe('content mistakes (fixtures)', { timeout: TIMEOUT }, () => {
  it('passes the fixture as it is', () => {
    const result = check(() => {});
    expect(result.status, result.output).toBe(0);
  });

  it('invalid JSON: names the line and column', () => {
    const result = check((file) => file('modules/saving-first.json', (text) => text.replace('"title":', '"title"')));
    expectOneMessage(
      result,
      "content/modules/saving-first.json line 3, column 11: this is not valid JSON (Expected ':' after property name). Check for a missing or extra comma, quote or bracket at that place or just before it.",
    );
  });

  it('a missing field', () => {
    const result = check((file) => file('modules/saving-first.json', (text) => text.replace(/\n {2}"description": [^\n]*/, '')));
    expectOneMessage(result, 'content/modules/saving-first.json: description is missing: add it (expected string).');
  });

  it('a mistyped field', () => {
    const result = check((file) => file('exam.json', (text) => text.replace('"correct": "a"', '"correct": 1')));
    expectOneMessage(result, 'content/exam.json, entry "m1": correct is the number 1 but must be one of: "a", "b", "c", "d".');
  });

  it('an unknown level', () => {
    const result = check((file) => file('modules/saving-first.json', (text) => text.replace('"Beginner"', '"Begginer"')));
    expectOneMessage(
      result,
      'content/modules/saving-first.json: level is the text "Begginer" but must be one of: "Beginner", "Intermediate", "Advanced", "Expert".',
    );
  });

  it('a duplicate id', () => {
    const result = check((file) => file('exam.json', (text) => text.replace('"id": "m2"', '"id": "m1"')));
    expectOneMessage(result, 'content/exam.json: the id "m1" is used twice (again at entry [1]): give each entry its own id.');
  });

  it('a requiresSlides number that is not a slide', () => {
    const result = check((file) =>
      file('modules/saving-first.json', (text) => text.replace(/"requiresSlides": \[\s*2\s*\]/, '"requiresSlides": [5]')),
    );
    expectOneMessage(
      result,
      'content/modules/saving-first.json: quizPool[2].requiresSlides[0] is 5 but the module has 5 slides (0–4): slides count from 0.',
    );
  });

  it('a quiz question naming a module that does not exist', () => {
    const result = check((file) =>
      file('quizzes/money.json', (text) => text.replace('"source": "What Money Does"', '"source": "What Money Is"')),
    );
    expectOneMessage(
      result,
      'content/quizzes/money.json: questions[0].source is "What Money Is" but no module has that title: use the exact title of a module in content/modules/, e.g. "What Money Does".',
    );
  });

  it('an exam question naming a module that does not exist', () => {
    const result = check((file) => file('exam.json', (text) => text.replace('"source": "Saving First"', '"source": "Saving Later"')));
    expectOneMessage(
      result,
      'content/exam.json, entry "m1": source is "Saving Later" but no module has that title: use the exact title of a module in content/modules/, e.g. "What Money Does".',
    );
  });

  it('a module on no path, and a path naming a module without a file', () => {
    const result = check((file) => file('curriculum.json', (text) => text.replace('"saving-first"', '"saving-frist"')));
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

  it('a path without its quiz, and a quiz of no path', () => {
    const result = check((file) => file('curriculum.json', (text) => text.replace('"id": "money"', '"id": "coins"')));
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

  it('an exam bank without questions', () => {
    const result = check((file) => file('exam.json', () => '[]\n'));
    expectOneMessage(result, 'content/exam.json holds no questions: add the final-exam questions, a few from each path.');
  });

  it('a previous-lesson link to nothing', () => {
    const result = check((file) =>
      file('lessons/second-lesson.mdx', (text) => text.replace('previous: /learn/first-lesson', 'previous: /learn/first-lessons')),
    );
    expectOneMessage(
      result,
      'content/lessons/second-lesson.mdx: previous is "/learn/first-lessons" but no lesson or module lives there: use the path of one, e.g. "/learn/first-lesson", or remove the line.',
    );
  });

  it('a Callout type that is not allowed', () => {
    const result = check((file) => file('lessons/first-lesson.mdx', (text) => text.replace('type="tip"', 'type="danger"')));
    expectOneMessage(
      result,
      'content/lessons/first-lesson.mdx line 14: <Callout> prop type is the text "danger" but must be one of: "info", "tip", "warning".',
    );
  });

  it('a component without its required prop', () => {
    const result = check((file) => file('lessons/first-lesson.mdx', (text) => text.replace('<KeyTerm term="Budget">', '<KeyTerm>')));
    expectOneMessage(result, 'content/lessons/first-lesson.mdx line 18: <KeyTerm> prop term is missing: add it (expected string).');
  });

  it('an image without alt text', () => {
    const result = check((file) => file('lessons/second-lesson.mdx', (text) => text.replace('![A jar of coins on a table]', '![]')));
    expectOneMessage(
      result,
      'content/lessons/second-lesson.mdx line 14: the image /images/jar.png has no alt text: write what it shows, e.g. ![A phone showing a wallet app](/images/jar.png).',
    );
  });
});
