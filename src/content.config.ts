import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { jsonContent } from './lib/content-loader';
import { lessonSchema } from './schemas/lesson';
import { moduleSchema } from './schemas/module';
import { examQuestionSchema, quizSchema } from './schemas/quiz';
import { statSchema } from './schemas/stats';
import { whitePaperPageSchema } from './schemas/whitepaper';

/** Interactive modules: `content/modules/<id>.json`. */
const modules = defineCollection({
  loader: jsonContent({ path: 'content/modules', schema: moduleSchema, idFromFileName: true }),
  schema: moduleSchema,
});

/** Long-form lessons: `content/lessons/<slug>.mdx`. */
const lessons = defineCollection({ loader: glob({ base: './content/lessons', pattern: '*.mdx' }), schema: lessonSchema });

/** Category quizzes: `content/quizzes/{finance,web3,education}.json`. */
const quizzes = defineCollection({ loader: jsonContent({ path: 'content/quizzes', schema: quizSchema }), schema: quizSchema });

/** The final-exam question bank: `content/exam.json`. */
const exam = defineCollection({
  loader: jsonContent({ path: 'content/exam.json', schema: examQuestionSchema }),
  schema: examQuestionSchema,
});

/** The statistics cards on the home page: `content/stats.json`. */
const stats = defineCollection({ loader: jsonContent({ path: 'content/stats.json', schema: statSchema }), schema: statSchema });

/** The white paper, one Markdown file per page: `content/whitepaper/<NN>-<slug>.md`. */
const whitepaper = defineCollection({ loader: glob({ base: './content/whitepaper', pattern: '*.md' }), schema: whitePaperPageSchema });

export const collections = { modules, lessons, quizzes, exam, stats, whitepaper };
