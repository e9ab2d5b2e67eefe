/**
 * The fixed shape of the curriculum: 3 categories of 6 modules, the module table the
 * content must match, and the lesson URLs. Content files fill in the words; this table is
 * what routes, unlock rules and content tests agree on.
 */

/** A module's difficulty, shown as a badge with its word (never colour alone). */
export type Level = 'Beginner' | 'Intermediate' | 'Advanced' | 'Expert';

export const LEVELS: readonly Level[] = ['Beginner', 'Intermediate', 'Advanced', 'Expert'];

/** A learning path: 6 modules, a category quiz and its unlock text. */
export interface Category {
  index: 0 | 1 | 2;
  /** Path name, e.g. "Financial Overview". */
  name: string;
  /** The quiz's short name, e.g. "Financial Basics". */
  quizName: string;
  /** Route of the category quiz. */
  quizPath: string;
  /** `category` value of the exam questions from this path. */
  examCategory: 'Finance' | 'Web3' | 'Education';
}

export const CATEGORIES: readonly Category[] = [
  { index: 0, name: 'Financial Overview', quizName: 'Financial Basics', quizPath: '/finance-quiz', examCategory: 'Finance' },
  { index: 1, name: 'Web3 & Digital Ownership', quizName: 'Crypto & Web3', quizPath: '/web3-quiz', examCategory: 'Web3' },
  { index: 2, name: 'Why Learning Matters', quizName: 'Education & Learning', quizPath: '/education-quiz', examCategory: 'Education' },
];

/** One row of the module table. */
export interface ModuleRow {
  id: string;
  level: Level;
  categoryIndex: 0 | 1 | 2;
  moduleIndex: number;
  slides: number;
  questions: number;
}

const row = (id: string, level: Level, categoryIndex: 0 | 1 | 2, moduleIndex: number, slides: number, questions: number): ModuleRow => ({
  id,
  level,
  categoryIndex,
  moduleIndex,
  slides,
  questions,
});

/** The 18 modules in category order, with their exact slide and question counts. */
export const MODULE_TABLE: readonly ModuleRow[] = [
  row('what-is-money-really', 'Beginner', 0, 0, 5, 5),
  row('historical-evolution-money', 'Beginner', 0, 1, 8, 8),
  row('types-financial-markets', 'Intermediate', 0, 2, 8, 8),
  row('crypto-market-role', 'Intermediate', 0, 3, 8, 7),
  row('wealth-societal-empowerment', 'Advanced', 0, 4, 8, 7),
  row('financial-strategy-planning', 'Advanced', 0, 5, 8, 7),
  row('cryptocurrencies-fundamentals', 'Beginner', 1, 0, 6, 6),
  row('digital-ownership-empowerment', 'Beginner', 1, 1, 6, 6),
  row('tokens-tokenization', 'Intermediate', 1, 2, 6, 6),
  row('blockchain-technology-deep-dive', 'Intermediate', 1, 3, 6, 5),
  row('decentralized-finance-defi', 'Advanced', 1, 4, 6, 5),
  row('advanced-web3-innovations', 'Expert', 1, 5, 7, 10),
  row('learning-human-progress-foundation', 'Beginner', 2, 0, 7, 6),
  row('consequences-educational-absence', 'Beginner', 2, 1, 8, 6),
  row('financial-literacy-gatekeeping', 'Intermediate', 2, 2, 7, 5),
  row('money-as-control', 'Intermediate', 2, 3, 10, 5),
  row('global-education-statistics', 'Advanced', 2, 4, 10, 8),
  row('democratizing-financial-knowledge', 'Advanced', 2, 5, 10, 5),
];

export const MODULES_PER_CATEGORY = 6;
export const TOTAL_MODULES = MODULE_TABLE.length;

/** Lesson URL slugs that show a module under another name. */
const SLUG_ALIASES: Readonly<Record<string, string>> = { 'colonialism-money-trade': 'money-as-control' };

/** The 18 data-driven `/learn/{slug}` slugs, in category order (the alias replaces its target's place). */
export const MODULE_LESSON_SLUGS: readonly string[] = MODULE_TABLE.map(
  ({ id }) => Object.keys(SLUG_ALIASES).find((alias) => SLUG_ALIASES[alias] === id) ?? id,
);

/** Every `/learn/{slug}` that shows a module: the 18 slugs plus the module's own id for an alias. */
export const ALL_MODULE_LESSON_SLUGS: readonly string[] = [...new Set([...MODULE_LESSON_SLUGS, ...MODULE_TABLE.map(({ id }) => id)])];

/** The module id a `/learn/{slug}` shows, or undefined when the slug is not a module's. */
export function moduleIdForSlug(slug: string): string | undefined {
  const id = SLUG_ALIASES[slug] ?? slug;
  return MODULE_TABLE.some((module) => module.id === id) ? id : undefined;
}

/** The slug a module's cards link to on the learning path. */
export function slugForModule(id: string): string {
  return MODULE_LESSON_SLUGS[MODULE_TABLE.findIndex((module) => module.id === id)] ?? id;
}

/** The modules of one category, in order. */
export function modulesOfCategory(categoryIndex: number): ModuleRow[] {
  return MODULE_TABLE.filter((module) => module.categoryIndex === categoryIndex);
}

/** The 7 long-form MDX lessons, in reading order. */
export const LESSON_SLUGS = [
  'financial-basics',
  'digital-asset-fundamentals',
  'vault-club-contracts',
  'digital-asset-exposure',
  'expanding-beyond-vault-club',
  'understanding-markets',
  'shortfalls-of-crypto',
] as const;

export type LessonSlug = (typeof LESSON_SLUGS)[number];
