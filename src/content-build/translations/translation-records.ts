/**
 * The record, per language, of the English each translated unit was translated from:
 * `content/<lang>/translated-from.json`, written by `npm run translations:status -- --seed` or
 * `--mark`, never by hand. Like gettext's `#| msgid` and Weblate's "previous source", it keeps
 * the English text itself, so the status report can show what changed since; like a Weblate
 * "needs editing" mark, a unit stays behind until a translator records it again.
 *
 *   { "$comment": "…", "units": { "modules/what-is-money-really.json#slides/slide-2": { "en": "The Three Jobs of Money\n…", "on": "2026-11-20" } } }
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '../../i18n/languages.ts';
import { contentPath, hasContent, readContentJson } from '../read/content-files.ts';

/** The file name of a language's record, in `content/<lang>/`. */
export const RECORDS_FILE = 'translated-from.json';

/** What one unit's translation was made from. */
export interface UnitRecord {
  /** The English unit's reader text when its translation was recorded as up to date. */
  en: string;
  /** The day it was recorded, `YYYY-MM-DD`. */
  on: string;
  /** For a lesson or white paper section, its place among the headings: a renamed heading keeps its record. */
  section?: number;
  /**
   * The translation's numbers (their values, in order) that a translator confirmed say the same as
   * the English's in other words ("by half" written "50 %"): the number check passes the unit while
   * they stay the same. Set by `--mark … --numbers-checked`.
   */
  numbersChecked?: string;
}

/** A language's records by unit key, `<file>#<unit path>` (`lessons/financial-basics.mdx#key-points`, `i18n/site.json#nav.home`). */
export type Records = Record<string, UnitRecord>;

const COMMENT =
  'The English each unit of this translation was translated from. Written by npm run translations:status -- --seed or --mark (see content/README.md, "Translations"); do not edit it by hand.';

/** `lang`'s records; none when the file does not exist yet. */
export function readRecords(root: string, lang: Lang): Records {
  const file = join(lang, RECORDS_FILE);
  if (!hasContent(root, file)) return {};
  try {
    return (readContentJson(root, file) as { units?: Records }).units ?? {};
  } catch (error) {
    throw new Error(
      `content/${lang}/${RECORDS_FILE} cannot be read (${(error as Error).message}): run npm run translations:status -- --seed ${lang} to write it again.`,
      { cause: error },
    );
  }
}

/** Writes `lang`'s records in the order given (files in order, each unit where it is in its file), indented, so a diff shows each unit that changed. */
export function writeRecords(root: string, lang: Lang, records: Records): void {
  writeFileSync(contentPath(root, join(lang, RECORDS_FILE)), `${JSON.stringify({ $comment: COMMENT, units: records }, null, 2)}\n`);
}

/** Today as `YYYY-MM-DD` (UTC), the day a record is made. */
export const today = (date = new Date()) => date.toISOString().slice(0, 10);
