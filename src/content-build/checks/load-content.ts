import { join } from 'node:path';
import type { z } from 'astro/zod';
import { DEFAULT_LANG, type Lang } from '../../i18n/languages.ts';
import { parseWithFriendlyErrors } from '../schemas/friendly-errors.ts';
import { lessonSchema, type Lesson } from '../schemas/lesson.ts';
import { moduleSchema, type Module } from '../schemas/module.ts';
import { examQuestionSchema, quizSchema, type ExamQuestion, type Quiz } from '../schemas/quiz.ts';
import { statSchema, type Stat } from '../schemas/stats.ts';
import { whitePaperPageSchema, type WhitePaperPage } from '../schemas/whitepaper.ts';
import { contentNames, localizedContentPath, readContent, readContentJson, textFileParts } from '../read/content-files.ts';

/** The project the tests check: the working directory. */
const ROOT = '.';

/**
 * The file a reader of `lang` sees for the English file `content/<path>`: its translation
 * `content/<lang>/<path>` when there is one, else the English file (as the site falls back).
 */
export const contentFile = (path: string, lang: Lang = DEFAULT_LANG): string => join('content', localizedContentPath(ROOT, path, lang));

/** The JSON of `file`, a path {@link contentFile} gives (`content/es/exam.json`). */
const json = (file: string): unknown => readContentJson(ROOT, file.slice('content/'.length));

/** Every module file in `lang` (English by default), parsed with the same schema and friendly errors as the build. */
export function loadModules(lang: Lang = DEFAULT_LANG): Module[] {
  return contentNames(ROOT, 'modules', '.json').map((name) => {
    const file = contentFile(join('modules', name), lang);
    return parseWithFriendlyErrors(moduleSchema, json(file), file);
  });
}

/** The category quizzes in `lang` (English by default) by file name (`finance`, `web3`, `education`). */
export function loadQuizzes(lang: Lang = DEFAULT_LANG): Record<string, Quiz> {
  return Object.fromEntries(
    contentNames(ROOT, 'quizzes', '.json').map((name) => {
      const file = contentFile(join('quizzes', name), lang);
      return [name.replace(/\.json$/, ''), parseWithFriendlyErrors(quizSchema, json(file), file)];
    }),
  );
}

/** The final-exam bank in `lang` (English by default). */
export function loadExam(lang: Lang = DEFAULT_LANG): ExamQuestion[] {
  const file = contentFile('exam.json', lang);
  return (json(file) as unknown[]).map((question, index) => parseWithFriendlyErrors(examQuestionSchema, question, `${file} [${index}]`));
}

/** The statistics cards. */
export function loadStats(): Stat[] {
  return (json('content/stats.json') as unknown[]).map((stat, index) =>
    parseWithFriendlyErrors(statSchema, stat, `content/stats.json [${index}]`),
  );
}

/** A Markdown or MDX file of `dir` with its frontmatter parsed by `schema`, and its source. */
interface TextFile<T> {
  name: string;
  data: T;
  source: string;
}

/** The files of `content/<folder>` ending in `extension`, in file-name order, with their YAML frontmatter parsed (friendly errors, as the build). */
function loadTextFiles<T extends z.ZodType>(folder: string, extension: string, schema: T): TextFile<z.output<T>>[] {
  return contentNames(ROOT, folder, extension).map((name) => {
    const source = readContent(ROOT, `${folder}/${name}`);
    return { name, data: parseWithFriendlyErrors(schema, textFileParts(source).data, `content/${folder}/${name}`), source };
  });
}

/** A long-form lesson: its frontmatter (parsed) and its MDX source. */
export type LessonFile = TextFile<Lesson> & { slug: string };

/** The long-form lessons, `content/lessons/*.mdx`. */
export async function loadLessons(): Promise<LessonFile[]> {
  return loadTextFiles('lessons', '.mdx', lessonSchema).map((file) => ({ ...file, slug: file.name.replace(/\.mdx$/, '') }));
}

/** A white paper page: its frontmatter (parsed) and its Markdown source. */
export type WhitePaperFile = TextFile<WhitePaperPage>;

/** The white paper's pages, `content/whitepaper/*.md`, in file-name order. */
export async function loadWhitePaper(): Promise<WhitePaperFile[]> {
  return loadTextFiles('whitepaper', '.md', whitePaperPageSchema);
}
