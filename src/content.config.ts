import { defineCollection } from 'astro:content';
import { curriculumFile, jsonFolder, jsonList, textFolder } from './content-build/read/content-loaders.ts';
import { behindFileSchema, translationStatusLoader } from './content-build/translations/translation-status-loader.ts';
import { pathSchema } from './content-build/schemas/curriculum.ts';
import { lessonSchema } from './content-build/schemas/lesson.ts';
import { moduleSchema } from './content-build/schemas/module.ts';
import { examQuestionSchema, quizSchema } from './content-build/schemas/quiz.ts';
import { statSchema } from './content-build/schemas/stats.ts';
import { whitePaperPageSchema } from './content-build/schemas/whitepaper.ts';

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
