import { defineCollection } from 'astro:content';
import { curriculumFile, jsonFolder, jsonList, textFolder } from './build/content-loaders.ts';
import { behindFileSchema, translationStatusLoader } from './build/translation-status-loader.ts';
import { pathSchema } from './schemas/curriculum.ts';
import { lessonSchema } from './schemas/lesson.ts';
import { moduleSchema } from './schemas/module.ts';
import { examQuestionSchema, quizSchema } from './schemas/quiz.ts';
import { statSchema } from './schemas/stats.ts';
import { whitePaperPageSchema } from './schemas/whitepaper.ts';

/** The learning paths, in order, each listing its modules in order: `content/curriculum.json`. */
const curriculum = defineCollection({ loader: curriculumFile('content/curriculum.json', pathSchema), schema: pathSchema });

/** Interactive modules: `content/modules/<id>.json`; translations `content/<lang>/modules/<id>.json` have ids `<lang>/<id>`. */
const modules = defineCollection({ loader: jsonFolder('modules', moduleSchema), schema: moduleSchema });

/** Long-form lessons: `content/lessons/<slug>.mdx`. */
const lessons = defineCollection({ loader: textFolder('lessons', '.mdx', lessonSchema), schema: lessonSchema });

/** Category quizzes: `content/quizzes/<path id>.json`. */
const quizzes = defineCollection({ loader: jsonFolder('quizzes', quizSchema), schema: quizSchema });

/** The final-exam question bank: `content/exam.json`. */
const exam = defineCollection({ loader: jsonList('content/exam.json', examQuestionSchema), schema: examQuestionSchema });

/** The statistics cards on the home page: `content/stats.json`. */
const stats = defineCollection({ loader: jsonList('content/stats.json', statSchema), schema: statSchema });

/** The white paper, one Markdown file per page: `content/whitepaper/<NN>-<slug>.md`. */
const whitepaper = defineCollection({
  loader: textFolder('whitepaper', '.md', whitePaperPageSchema),
  schema: whitePaperPageSchema,
});

/**
 * The parts of each translated file behind their English (`content/<lang>/translated-from.json`),
 * for the notices on translated pages: entry `<lang>/<file>`, e.g. `es/modules/what-is-money-really.json`.
 */
const translationStatus = defineCollection({ loader: translationStatusLoader(), schema: behindFileSchema });

export const collections = { curriculum, modules, lessons, quizzes, exam, stats, whitepaper, translationStatus };
