import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import { DEFAULT_LANG, type Lang } from '../../i18n/languages.ts';
import { parseWithFriendlyErrors } from '../schemas/friendly-errors.ts';
import { lessonSchema, type Lesson } from '../schemas/lesson.ts';
import { moduleSchema, type Module } from '../schemas/module.ts';
import { examQuestionSchema, quizSchema, type ExamQuestion, type Quiz } from '../schemas/quiz.ts';
import { statSchema, type Stat } from '../schemas/stats.ts';
import { whitePaperPageSchema, type WhitePaperPage } from '../schemas/whitepaper.ts';

const json = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];

/**
 * The file a reader of `lang` sees for the English file `content/<path>`: its translation
 * `content/<lang>/<path>` when there is one, else the English file (as the site falls back).
 */
export function contentFile(path: string, lang: Lang = DEFAULT_LANG): string {
  const translated = join('content', lang, path);
  return lang !== DEFAULT_LANG && existsSync(translated) ? translated : join('content', path);
}

/** Every module file in `lang` (English by default), parsed with the same schema and friendly errors as the build. */
export function loadModules(lang: Lang = DEFAULT_LANG): Module[] {
  return jsonFiles('content/modules').map((name) => {
    const file = contentFile(join('modules', name), lang);
    return parseWithFriendlyErrors(moduleSchema, json(file), file);
  });
}

/** The category quizzes in `lang` (English by default) by file name (`finance`, `web3`, `education`). */
export function loadQuizzes(lang: Lang = DEFAULT_LANG): Record<string, Quiz> {
  return Object.fromEntries(
    jsonFiles('content/quizzes').map((name) => {
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

/** The files of `dir` ending in `extension`, in file-name order, with their YAML frontmatter parsed (friendly errors, as the build). */
async function loadTextFiles<T extends z.ZodType>(dir: string, extension: string, schema: T): Promise<TextFile<z.output<T>>[]> {
  const { load } = await import('js-yaml');
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(extension))
        .sort()
    : [];
  return names.map((name) => {
    const source = readFileSync(join(dir, name), 'utf8');
    const frontmatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
    return { name, data: parseWithFriendlyErrors(schema, load(frontmatter), `${dir}/${name}`), source };
  });
}

/** A long-form lesson: its frontmatter (parsed) and its MDX source. */
export type LessonFile = TextFile<Lesson> & { slug: string };

/** The long-form lessons, `content/lessons/*.mdx`. */
export async function loadLessons(): Promise<LessonFile[]> {
  const files = await loadTextFiles('content/lessons', '.mdx', lessonSchema);
  return files.map((file) => ({ ...file, slug: file.name.replace(/\.mdx$/, '') }));
}

/** A white paper page: its frontmatter (parsed) and its Markdown source. */
export type WhitePaperFile = TextFile<WhitePaperPage>;

/** The white paper's pages, `content/whitepaper/*.md`, in file-name order. */
export function loadWhitePaper(): Promise<WhitePaperFile[]> {
  return loadTextFiles('content/whitepaper', '.md', whitePaperPageSchema);
}
