/**
 * Reads every content file under a root folder as claims (`claim-files.ts`), with the
 * plain-English list. When a file does not parse or does not match its schema, there is
 * nothing to check yet: that file's own collection reports the mistake.
 */
import type { z } from 'astro/zod';
import { lessonSchema } from '../schemas/lesson.ts';
import { moduleSchema } from '../schemas/module.ts';
import { plainEnglishSchema, type PlainEnglishList } from '../schemas/plain-english.ts';
import { examQuestionSchema, quizSchema } from '../schemas/quiz.ts';
import { statSchema } from '../schemas/stats.ts';
import { whitePaperPageSchema } from '../schemas/whitepaper.ts';
import type { ClaimFile } from '../checks/claim-checks.ts';
import { moduleClaims, questionClaims, statClaims, textClaims } from '../checks/claim-files.ts';
import { contentNames, hasContent, readContentJson, readTextFile } from './content-files.ts';

class Unchecked extends Error {}

function parsed<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Unchecked();
  return result.data;
}

/** `content/<path>` as JSON, or Unchecked when it does not parse. */
function json(root: string, path: string): unknown {
  try {
    return readContentJson(root, path);
  } catch {
    throw new Unchecked();
  }
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [undefined]);

/** A Markdown or MDX file's frontmatter (parsed with `schema`), its body and the line the body starts on. */
function textFile<T extends z.ZodType>(root: string, path: string, schema: T): { data: z.output<T>; body: string; firstLine: number } {
  let file;
  try {
    file = readTextFile(root, path);
  } catch {
    throw new Unchecked();
  }
  return { ...file, data: parsed(schema, file.data) };
}

/** The plain-English list and every file's claims under `root` (the folder holding `content/`), or undefined while a file has its own mistake. */
export function readClaimFiles(root: string): { files: ClaimFile[]; phrases: PlainEnglishList } | undefined {
  try {
    return readAll(root);
  } catch (error) {
    if (error instanceof Unchecked) return undefined;
    throw error;
  }
}

function readAll(root: string): { files: ClaimFile[]; phrases: PlainEnglishList } {
  const phrases = hasContent(root, 'plain-english.json') ? parsed(plainEnglishSchema, json(root, 'plain-english.json')) : [];
  const parsedModules = contentNames(root, 'modules', '.json').map((name) => parsed(moduleSchema, json(root, `modules/${name}`)));
  const modules = parsedModules.map(moduleClaims);
  const titles = new Map(parsedModules.map((module, index) => [module.title.trim().toLowerCase(), modules[index]!]));
  const quizzes = contentNames(root, 'quizzes', '.json').map((name) => {
    const quiz = parsed(quizSchema, json(root, `quizzes/${name}`));
    return questionClaims(`content/quizzes/${name}`, quiz.questions, titles, (question, index) => `questions[${index}] ("${question.id}")`);
  });
  const exam = hasContent(root, 'exam.json')
    ? [
        questionClaims(
          'content/exam.json',
          listOf(json(root, 'exam.json')).map((item) => parsed(examQuestionSchema, item)),
          titles,
          (question) => `entry "${question.id}"`,
        ),
      ]
    : [];
  const texts = (folder: string, extension: string, schema: typeof lessonSchema | typeof whitePaperPageSchema) =>
    contentNames(root, folder, extension).map((name) => {
      const { data, body, firstLine } = textFile(root, `${folder}/${name}`, schema);
      return textClaims(`content/${folder}/${name}`, data.sources, body, firstLine);
    });
  const stats = hasContent(root, 'stats.json')
    ? [statClaims(listOf(json(root, 'stats.json')).map((item) => parsed(statSchema, item)))]
    : [];
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
