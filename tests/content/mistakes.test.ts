/**
 * Each content mistake an editor can make, made in a copy of the small fixture content
 * (`tests/fixtures/content-site/content`), not the real content: the check must fail with one
 * message that names the file, the field, what is wrong and the fix, once.
 *
 * A mistake of each kind (a file's loader, the cross-file checks, an MDX component) goes through
 * the command line `astro sync`, as an editor runs it (`npm run check:content`, and the build
 * first), to see what is printed. The others call the check that the content loaders
 * (`src/content-build/read/content-loaders.ts`) run for that file, on the edited copy: the file's schema with
 * its friendly errors, the list check of `content/exam.json`, the cross-file checks, the lesson
 * body check. Milliseconds each, where an Astro sync in this process took seconds and needed
 * Astro's internals to clean up after it.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCurriculum, checkList } from '../../src/content-build/read/content-loaders.ts';
import { ContentError, parseWithFriendlyErrors } from '../../src/content-build/schemas/friendly-errors.ts';
import { parseJsonText } from '../../src/content-build/schemas/json-text.ts';
import { checkLessonBody } from '../../src/content-build/schemas/lesson-components.ts';
import { moduleSchema } from '../../src/content-build/schemas/module.ts';
import { examQuestionSchema } from '../../src/content-build/schemas/quiz.ts';
import { ASTRO, FIXTURE_CONTENT, fixtureSite } from './fixture-site.ts';

const removals: (() => void)[] = [];
afterAll(() => removals.forEach((remove) => remove()));

type Edit = (file: (path: string, change: (text: string) => string) => void) => void;

interface Checked {
  status: number | null;
  output: string;
}

/** Applies `edit` to the files under `content`. */
function applyEdit(content: string, edit: Edit): void {
  edit((path, change) => writeFileSync(join(content, path), change(readFileSync(join(content, path), 'utf8'))));
}

/** A copy of the site with the fixture content, changed by `edit`. */
function editedSite(edit: Edit): string {
  const { dir: site, remove } = fixtureSite();
  removals.push(remove);
  applyEdit(join(site, 'content'), edit);
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

/** A folder holding a copy of the fixture content (`<root>/content`) changed by `edit`: its root. */
function editedContent(edit: Edit): string {
  const root = mkdtempSync(join(tmpdir(), 'content-mistake-'));
  removals.push(() => rmSync(root, { recursive: true, force: true }));
  cpSync(FIXTURE_CONTENT, join(root, 'content'), { recursive: true });
  applyEdit(join(root, 'content'), edit);
  return root;
}

/** Runs `check` as a loader does: the ContentError it throws, as the build prints it. */
function checked(check: () => void): Checked {
  try {
    check();
    return { status: 0, output: '' };
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return { status: 1, output: `${(error as Error).message}\n${(error as Error).stack ?? ''}` };
  }
}

/** The one-entry JSON file `content/<path>` changed by `edit`, read and checked as its loader does (`jsonFolder`). */
function checkFile(path: string, schema: z.ZodType, edit: Edit): Checked {
  const root = editedContent(edit);
  const shown = `content/${path}`;
  return checked(() => parseWithFriendlyErrors(schema, parseJsonText(readFileSync(join(root, shown), 'utf8'), shown), shown));
}

/** `content/exam.json` changed by `edit`, checked as its loader does (`jsonList`): the list, then each entry. */
function checkExam(edit: Edit): Checked {
  const root = editedContent(edit);
  const file = join(root, 'content/exam.json');
  return checked(() => {
    checkList(root, 'exam.json');
    for (const entry of JSON.parse(readFileSync(file, 'utf8')) as { id: string }[])
      parseWithFriendlyErrors(examQuestionSchema, entry, `content/exam.json, entry "${entry.id}"`);
  });
}

/** The fixture content changed by `edit`, through the cross-file checks (`curriculumFile`). */
function checkAcrossFiles(edit: Edit): Checked {
  const root = editedContent(edit);
  return checked(() => checkCurriculum(root));
}

/** The lesson `content/<path>` changed by `edit`: its body after the frontmatter, checked as its loader does (`textFolder`). */
function checkLesson(path: string, edit: Edit): Checked {
  const text = readFileSync(join(editedContent(edit), 'content', path), 'utf8');
  const frontmatter = /^---\n[\s\S]*?\n---\n/.exec(text)![0];
  return checked(() => checkLessonBody(text.slice(frontmatter.length), `content/${path}`, frontmatter.split('\n').length));
}

/** Asserts the check failed with exactly this message, once, and no stack trace. */
function expectOneMessage(result: Checked, message: string): void {
  expect(result.output.split(message).length - 1, result.output).toBe(1);
  expect(result.output).not.toMatch(/Stack trace| {4}at /);
  expect(result.status).not.toBe(0);
}

describe('content mistakes (fixtures)', { timeout: 60_000 }, () => {
  // Through the command line, side by side: each is its own process. (The fixture as it is
  // passes: live-edit serves it, and the browser test translation-behind.spec.ts builds it.)
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

  it('a missing field', () => {
    const result = checkFile('modules/saving-first.json', moduleSchema, (file) =>
      file('modules/saving-first.json', (text) => text.replace(/\n {2}"description": [^\n]*/, '')),
    );
    expectOneMessage(result, 'content/modules/saving-first.json: description is missing: add it (expected string).');
  });

  it('a mistyped field', () => {
    const result = checkExam((file) => file('exam.json', (text) => text.replace('"correct": "a"', '"correct": 1')));
    expectOneMessage(result, 'content/exam.json, entry "m1": correct is the number 1 but must be one of: "a", "b", "c", "d".');
  });

  it('an unknown level', () => {
    const result = checkFile('modules/saving-first.json', moduleSchema, (file) =>
      file('modules/saving-first.json', (text) => text.replace('"Beginner"', '"Begginer"')),
    );
    expectOneMessage(
      result,
      'content/modules/saving-first.json: level is the text "Begginer" but must be one of: "Beginner", "Intermediate", "Advanced", "Expert".',
    );
  });

  it('a duplicate id', () => {
    const result = checkExam((file) => file('exam.json', (text) => text.replace('"id": "m2"', '"id": "m1"')));
    expectOneMessage(result, 'content/exam.json: the id "m1" is used twice (again at entry [1]): give each entry its own id.');
  });

  it('a requiresSlides number that is not a slide', () => {
    const result = checkFile('modules/saving-first.json', moduleSchema, (file) =>
      file('modules/saving-first.json', (text) => text.replace(/"requiresSlides": \[\s*2\s*\]/, '"requiresSlides": [5]')),
    );
    expectOneMessage(
      result,
      'content/modules/saving-first.json: quizPool[2].requiresSlides[0] is 5 but the module has 5 slides (0–4): slides count from 0.',
    );
  });

  it('a quiz question naming a module that does not exist', () => {
    const result = checkAcrossFiles((file) =>
      file('quizzes/money.json', (text) => text.replace('"source": "What Money Does"', '"source": "What Money Is"')),
    );
    expectOneMessage(
      result,
      'content/quizzes/money.json: questions[0].source is "What Money Is" but no module has that title: use the exact title of a module in content/modules/, e.g. "What Money Does".',
    );
  });

  it('an exam question naming a module that does not exist', () => {
    const result = checkAcrossFiles((file) =>
      file('exam.json', (text) => text.replace('"source": "Saving First"', '"source": "Saving Later"')),
    );
    expectOneMessage(
      result,
      'content/exam.json, entry "m1": source is "Saving Later" but no module has that title: use the exact title of a module in content/modules/, e.g. "What Money Does".',
    );
  });

  it('a path without its quiz, and a quiz of no path', () => {
    const result = checkAcrossFiles((file) => file('curriculum.json', (text) => text.replace('"id": "money"', '"id": "coins"')));
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
    const result = checkAcrossFiles((file) => file('exam.json', () => '[]\n'));
    expectOneMessage(result, 'content/exam.json holds no questions: add the final-exam questions, a few from each path.');
  });

  it('a previous-lesson link to nothing', () => {
    const result = checkAcrossFiles((file) =>
      file('lessons/second-lesson.mdx', (text) => text.replace('previous: /learn/first-lesson', 'previous: /learn/first-lessons')),
    );
    expectOneMessage(
      result,
      'content/lessons/second-lesson.mdx: previous is "/learn/first-lessons" but no lesson or module lives there: use the path of one, e.g. "/learn/first-lesson", or remove the line.',
    );
  });

  it('a component without its required prop', () => {
    const result = checkLesson('lessons/first-lesson.mdx', (file) =>
      file('lessons/first-lesson.mdx', (text) => text.replace('<KeyTerm term="Budget">', '<KeyTerm>')),
    );
    expectOneMessage(result, 'content/lessons/first-lesson.mdx line 18: <KeyTerm> prop term is missing: add it (expected string).');
  });

  it('an image without alt text', () => {
    const result = checkLesson('lessons/second-lesson.mdx', (file) =>
      file('lessons/second-lesson.mdx', (text) => text.replace('![A jar of coins on a table]', '![]')),
    );
    expectOneMessage(
      result,
      'content/lessons/second-lesson.mdx line 14: the image /images/jar.png has no alt text: write what it shows, e.g. ![A phone showing a wallet app](/images/jar.png).',
    );
  });
});
