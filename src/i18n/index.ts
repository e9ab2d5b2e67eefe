import { z } from 'astro/zod';
import auth from './en/auth.json';
import site from './en/site.json';

/**
 * The UI text the product fixes, as one flat dictionary of dotted keys. Each domain keeps
 * its own file under `en/`; keys must not repeat across files (a test checks).
 */
export const dictionaryFiles = { site, auth } as const;

const dictionary = Object.assign({}, ...Object.values(dictionaryFiles)) as typeof site & typeof auth;

/** Every dictionary value is a non-empty string. */
export const dictionarySchema = z.record(z.string(), z.string().min(1));

export type UIKey = keyof typeof dictionary;

/** The text for `key`, with `{name}` placeholders filled from `values`. */
export function t(key: UIKey, values: Record<string, string | number> = {}): string {
  return dictionary[key].replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
