import { z } from 'astro/zod';
import { fill } from '../lib/format';
import auth from './en/auth.json';
import certificate from './en/certificate.json';
import home from './en/home.json';
import icons from './en/icons.json';
import learn from './en/learn.json';
import offline from './en/offline.json';
import site from './en/site.json';

/**
 * The UI text the product fixes, as one flat dictionary of dotted keys. Each domain keeps
 * its own file under `en/`; keys must not repeat across files (a test checks).
 */
export const dictionaryFiles = { site, auth, learn, home, offline, certificate, icons } as const;

const dictionary = Object.assign({}, ...Object.values(dictionaryFiles)) as typeof site &
  typeof auth &
  typeof learn &
  typeof home &
  typeof offline &
  typeof certificate &
  typeof icons;

/** Every dictionary value is a non-empty string. */
export const dictionarySchema = z.record(z.string(), z.string().min(1));

export type UIKey = keyof typeof dictionary;

/** The text for `key`, with `{name}` placeholders filled from `values`. */
export function t(key: UIKey, values: Record<string, string | number> = {}): string {
  return fill(dictionary[key], values);
}

/**
 * The strings of some keys, to pass to an island as a prop: islands get only the text they
 * show, never the whole dictionary. Placeholders named in `values` (numbers the build knows,
 * such as the curriculum's) are filled here; the island fills the rest with `fill`.
 */
export function texts<K extends UIKey>(keys: readonly K[], values: Record<string, string | number> = {}): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, fill(dictionary[key], values)])) as Record<K, string>;
}
