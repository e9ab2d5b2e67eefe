/**
 * Random draws: the 3 questions of a module quiz and the 35 of the final exam. Every draw
 * takes its random source as an argument (`Math.random` by default) so tests can fix it.
 */

/** Returns a number in [0, 1), like `Math.random`. */
export type RandomSource = () => number;

/** A new array with the items in random order (Fisher–Yates); the input is not changed. */
export function shuffle<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

/** `count` different items in random order, or all of them when there are fewer. */
export function sample<T>(items: readonly T[], count: number, random: RandomSource = Math.random): T[] {
  return shuffle(items, random).slice(0, Math.max(0, count));
}

/** A module quiz question as the draw sees it: the slides it needs (indexes from 0). */
export interface NeedsSlides {
  requiresSlides: readonly number[];
}

/** Questions whose required slides were all seen. */
export function askableQuestions<Q extends NeedsSlides>(pool: readonly Q[], seenSlides: ReadonlySet<number>): Q[] {
  return pool.filter((question) => question.requiresSlides.every((slide) => seenSlides.has(slide)));
}

/** Size of a module quiz. */
export const MODULE_QUIZ_DRAW = 3;

/** Whether a module's pool can give a quiz at all, once every slide is seen (the build tells the player). */
export function hasModuleQuiz(module: { slides: readonly unknown[]; quizPool: readonly NeedsSlides[] }): boolean {
  const everySlide = new Set(module.slides.map((_, slide) => slide));
  return askableQuestions(module.quizPool, everySlide).length >= MODULE_QUIZ_DRAW;
}

/**
 * The module quiz: 3 questions at random among those whose slides were seen, or an empty
 * list when fewer than 3 can be asked (the quiz is then not available).
 */
export function drawModuleQuiz<Q extends NeedsSlides>(
  pool: readonly Q[],
  seenSlides: ReadonlySet<number>,
  random: RandomSource = Math.random,
): Q[] {
  const askable = askableQuestions(pool, seenSlides);
  return askable.length < MODULE_QUIZ_DRAW ? [] : sample(askable, MODULE_QUIZ_DRAW, random);
}
