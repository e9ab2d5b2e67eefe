/**
 * Reads what `curriculum-checks.ts` needs from a content folder. When any file does not parse
 * or does not match its schema, there is nothing to cross-check yet: that file's own
 * collection reports the mistake, once.
 */
import type { z } from 'astro/zod';
import { pathSchema } from '../schemas/curriculum.ts';
import { lessonSchema } from '../schemas/lesson.ts';
import { moduleSchema } from '../schemas/module.ts';
import { examQuestionSchema, quizSchema } from '../schemas/quiz.ts';
import type { ContentSnapshot } from '../checks/curriculum-checks.ts';
import { contentNames, readContentJson, readTextFile } from './content-files.ts';

class Unchecked extends Error {}

/** `content/<path>`'s JSON if it parses and matches `schema` (each item of a list, with `list`). */
function readJson(root: string, path: string, schema: z.ZodType, list = false): unknown {
  let data: unknown;
  try {
    data = readContentJson(root, path);
  } catch {
    throw new Unchecked();
  }
  const items = list ? (Array.isArray(data) ? data : [undefined]) : [data];
  if (!items.every((item) => schema.safeParse(item).success)) throw new Unchecked();
  return data;
}

const arrayOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A lesson's frontmatter, if it parses and matches the lesson schema. */
function frontmatter(root: string, path: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = readTextFile(root, path).data;
  } catch {
    throw new Unchecked();
  }
  if (!lessonSchema.safeParse(data).success) throw new Unchecked();
  return record(data);
}

/** The cross-file facts of the content under `root` (the folder holding `content/`), or undefined while a file has its own mistake. */
export function readContentSnapshot(root: string, moved: Readonly<Record<string, string>>): ContentSnapshot | undefined {
  try {
    return readSnapshot(root, moved);
  } catch (error) {
    if (error instanceof Unchecked) return undefined;
    throw error;
  }
}

function readSnapshot(root: string, moved: Readonly<Record<string, string>>): ContentSnapshot {
  const paths = arrayOf<unknown>(readJson(root, 'curriculum.json', pathSchema, true)).map((value) => {
    const path = record(value);
    return { id: text(path.id), examCategory: text(path.examCategory), modules: arrayOf<unknown>(path.modules).map(text) };
  });
  const modules = contentNames(root, 'modules', '.json').map((name) => ({
    id: name.replace(/\.json$/, ''),
    title: text(record(readJson(root, `modules/${name}`, moduleSchema)).title),
  }));
  const quizzes = contentNames(root, 'quizzes', '.json').map((name) => ({
    id: name.replace(/\.json$/, ''),
    questions: arrayOf<unknown>(record(readJson(root, `quizzes/${name}`, quizSchema)).questions).map((question) => ({
      source: text(record(question).source),
    })),
  }));
  const exam = arrayOf<unknown>(readJson(root, 'exam.json', examQuestionSchema, true)).map((value) => {
    const question = record(value);
    return { id: text(question.id), category: text(question.category), source: text(question.source) };
  });
  const lessons = contentNames(root, 'lessons', '.mdx').map((name) => {
    const previous = frontmatter(root, `lessons/${name}`).previous;
    return { slug: name.replace(/\.mdx$/, ''), previous: typeof previous === 'string' ? previous : undefined };
  });
  return { paths, modules, quizzes, exam, lessons, moved };
}
