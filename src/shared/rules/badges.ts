/**
 * Colours of the level and exam-category badges. Each badge also shows its word, so the
 * colour is never the only signal; every pair passes WCAG AA contrast.
 */
import type { Level } from '../../content-build/schemas/level.ts';

/** Beginner green, Intermediate yellow, Advanced orange, Expert red. */
export const LEVEL_BADGE: Readonly<Record<Level, string>> = {
  Beginner: 'border-green-300 bg-green-100 text-green-900',
  Intermediate: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  Advanced: 'border-orange-300 bg-orange-100 text-orange-900',
  Expert: 'border-red-300 bg-red-100 text-red-900',
};

/** Finance cyan, Web3 purple, Education orange. */
export const EXAM_CATEGORY_BADGE: Readonly<Record<string, string>> = {
  Finance: 'border-cyan-300 bg-cyan-100 text-cyan-900',
  Web3: 'border-purple-300 bg-purple-100 text-purple-900',
  Education: 'border-orange-300 bg-orange-100 text-orange-900',
};

/** The shared shape of a badge. */
export const BADGE = 'inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold';
