/**
 * Reads every content file under a root folder as claims (`claim-files.ts`), with the
 * plain-English list. When a file does not parse or does not match its schema, there is
 * nothing to check yet: that file's own collection reports the mistake.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import type { z } from 'astro/zod';
import { lessonSchema } from '../schemas/lesson.ts';
import { moduleSchema } from '../schemas/module.ts';
import { plainEnglishSchema, type PlainEnglishList } from '../schemas/plain-english.ts';
import { examQuestionSchema, quizSchema } from '../schemas/quiz.ts';
import { statSchema } from '../schemas/stats.ts';
import { whitePaperPageSchema } from '../schemas/whitepaper.ts';
import type { ClaimFile } from '../checks/claim-checks.ts';
import { moduleClaims, questionClaims, statClaims, textClaims } from '../checks/claim-files.ts';

class Unchecked extends Error {}

function parsed<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Unchecked();
  return result.data;
}

function json(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new Unchecked();
  }
}

const namesIn = (dir: string, extension: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(extension))
        .sort()
    : [];

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [undefined]);

/** A Markdown or MDX file's frontmatter (parsed with `schema`), its body and the line the body starts on. */
function textFile<T extends z.ZodType>(path: string, schema: T): { data: z.output<T>; body: string; firstLine: number } {
  const source = readFileSync(path, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  let data: unknown;
  try {
    data = load(match?.[1] ?? '');
  } catch {
    throw new Unchecked();
  }
  const head = match?.[0] ?? '';
  return { data: parsed(schema, data), body: source.slice(head.length), firstLine: head.split('\n').length };
}

/** The plain-English list and every file's claims under `root` (the folder holding `content/`), or undefined while a file has its own mistake. */
export function readClaimFiles(root: string): { files: ClaimFile[]; phrases: PlainEnglishList } | undefined {
  try {
    return readAll(join(root, 'content'));
  } catch (error) {
    if (error instanceof Unchecked) return undefined;
    throw error;
  }
}

function readAll(content: string): { files: ClaimFile[]; phrases: PlainEnglishList } {
  const listFile = join(content, 'plain-english.json');
  const phrases = existsSync(listFile) ? parsed(plainEnglishSchema, json(listFile)) : [];
  const parsedModules = namesIn(join(content, 'modules'), '.json').map((name) =>
    parsed(moduleSchema, json(join(content, 'modules', name))),
  );
  const modules = parsedModules.map(moduleClaims);
  const titles = new Map(parsedModules.map((module, index) => [module.title.trim().toLowerCase(), modules[index]!]));
  const quizzes = namesIn(join(content, 'quizzes'), '.json').map((name) => {
    const quiz = parsed(quizSchema, json(join(content, 'quizzes', name)));
    return questionClaims(`content/quizzes/${name}`, quiz.questions, titles, (question, index) => `questions[${index}] ("${question.id}")`);
  });
  const examFile = join(content, 'exam.json');
  const exam = existsSync(examFile)
    ? [
        questionClaims(
          'content/exam.json',
          listOf(json(examFile)).map((item) => parsed(examQuestionSchema, item)),
          titles,
          (question) => `entry "${question.id}"`,
        ),
      ]
    : [];
  const texts = (folder: string, extension: string, schema: typeof lessonSchema | typeof whitePaperPageSchema) =>
    namesIn(join(content, folder), extension).map((name) => {
      const { data, body, firstLine } = textFile(join(content, folder, name), schema);
      return textClaims(`content/${folder}/${name}`, data.sources, body, firstLine);
    });
  const statsFile = join(content, 'stats.json');
  const stats = existsSync(statsFile) ? [statClaims(listOf(json(statsFile)).map((item) => parsed(statSchema, item)))] : [];
  return {
    files: [
      ...modules,
      ...quizzes,
      ...exam,
      ...texts('lessons', '.mdx', lessonSchema),
      ...texts('whitepaper', '.md', whitePaperPageSchema),
      ...stats,
    ],
    phrases,
  };
}
