/**
 * A module's quiz as its own file: the questions and the sources they cite leave the module's
 * page, whose first response then fits the network's first round trip, and the player loads
 * them once it runs, long before a learner reaches the last slide.
 */
import type { Lang } from '../../i18n/languages.ts';
import { localHref } from '../../i18n/routing.ts';
import type { ModuleQuestion } from '../../content-build/schemas/module.ts';
import type { Source } from '../../content-build/schemas/source.ts';

/** What a module's quiz file holds. */
export interface ModuleQuizData {
  /** The questions the quiz is drawn from, as a reader sees them (`shownQuestion`). */
  quizPool: ModuleQuestion[];
  /** The module's sources, named under the explanations that cite them (`shownSource`). */
  sources: Source[];
}

/** Where the build writes `moduleId`'s quiz in `lang`: `moduleQuizHref('x', 'es')` → `/es/learn/x/quiz.json`. */
export const moduleQuizHref = (moduleId: string, lang: Lang): string => localHref(lang, `/learn/${moduleId}/quiz.json`);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isStringList = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');

function isQuestion(value: unknown): value is ModuleQuestion {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.question === 'string' &&
    isStringList(value.options) &&
    Number.isInteger(value.correctAnswer) &&
    typeof value.explanation === 'string' &&
    Array.isArray(value.requiresSlides) &&
    value.requiresSlides.every(Number.isInteger) &&
    (value.cites === undefined || isStringList(value.cites))
  );
}

/**
 * Whether `data`, a fetched file, is a module's quiz: what answers in its place (a captive
 * portal's page, a cut-off download) is refused instead of drawn from. The file is the build's
 * own, checked against the content schema there; this checks only what the player reads.
 */
export function isModuleQuizData(data: unknown): data is ModuleQuizData {
  return (
    isObject(data) &&
    Array.isArray(data.quizPool) &&
    data.quizPool.every(isQuestion) &&
    Array.isArray(data.sources) &&
    data.sources.every((source) => isObject(source) && typeof source.id === 'string')
  );
}
