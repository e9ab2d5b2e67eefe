import { z } from 'astro/zod';
import { fill } from '../shared/rules/format.ts';
import auth from './en/auth.json';
import certificate from './en/certificate.json';
import home from './en/home.json';
import icons from './en/icons.json';
import learn from './en/learn.json';
import offline from './en/offline.json';
import site from './en/site.json';
import { DEFAULT_LANG, isLang, langTag, TRANSLATED_LANGS, type Lang } from './languages.ts';
import { localHref } from './routing.ts';

/**
 * The UI text the product fixes, as one flat dictionary of dotted keys per language. Each domain
 * keeps its own file under `en/`; keys must not repeat across files (a test checks). A
 * translation (`es/`, `pt-br/`) has the same files and keys; a key it lacks shows in English.
 */
export const dictionaryFiles = { site, auth, learn, home, offline, certificate, icons } as const;

const english = Object.assign({}, ...Object.values(dictionaryFiles)) as typeof site &
  typeof auth &
  typeof learn &
  typeof home &
  typeof offline &
  typeof certificate &
  typeof icons;

export type UIKey = keyof typeof english;

/** Every translated dictionary file, by language and file name (`es/learn.json`). */
export const translatedFiles = import.meta.glob<Record<string, string>>('./*/*.json', { eager: true, import: 'default' });

const dictionaries = Object.fromEntries([
  [DEFAULT_LANG, english],
  ...TRANSLATED_LANGS.map((lang) => [
    lang,
    Object.assign(
      {},
      english,
      ...Object.entries(translatedFiles)
        .filter(([path]) => path.startsWith(`./${lang}/`))
        .map(([, text]) => text),
    ),
  ]),
]) as Record<Lang, Record<UIKey, string>>;

/** Every dictionary value is a non-empty string. */
export const dictionarySchema = z.record(z.string(), z.string().min(1));

/**
 * The UI text of one language (`Astro.currentLocale`; anything unknown is English):
 * - `t(key, values)`: the text for `key`, with `{name}` placeholders filled from `values`;
 * - `texts(keys, values)`: the strings of some keys, to pass to an island as a prop (islands get
 *   only the text they show, never the whole dictionary; the island fills the placeholders the
 *   build cannot know with `fill`);
 * - `localize(path)`: a site path in this language; `tag`: its BCP 47 tag for `lang` and `Intl`.
 */
export function useTranslations(locale: string | undefined) {
  const lang: Lang = isLang(locale) ? locale : DEFAULT_LANG;
  const dictionary = dictionaries[lang];
  const t = (key: UIKey, values: Record<string, string | number> = {}): string => fill(dictionary[key], values);
  function texts<K extends UIKey>(keys: readonly K[], values: Record<string, string | number> = {}): Record<K, string> {
    return Object.fromEntries(keys.map((key) => [key, fill(dictionary[key], values)])) as Record<K, string>;
  }
  return { lang, tag: langTag(lang), t, texts, localize: (path: string) => localHref(lang, path) };
}

/** The English UI text (for code outside a page, and tests): `useTranslations('en')`. */
export const { t, texts } = useTranslations(DEFAULT_LANG);
