import { z } from 'astro/zod';

/** The difficulty levels a module or lesson may have, easiest first. */
export const LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;

/** A module's or lesson's difficulty, shown as a badge with its word (never colour alone). */
export type Level = (typeof LEVELS)[number];

/** One of the levels, e.g. "Beginner". */
export const levelSchema = z.enum(LEVELS);
