/**
 * The content in a learner's language, entry by entry: the translation when
 * `content/<lang>/…` has one, else the English entry marked `fallback`, so content added in
 * English never breaks another language. Translations keep the English ids, answers and
 * sources (`npm run check:translations`), so only the words change.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { DEFAULT_LANG, type Lang } from '../../i18n/languages.ts';
import { jsonParityProblems, markdownParityProblems } from '../translations/translation-parity.ts';

/** The collections whose files are translated one file per entry. */
type LocalizedCollection = 'modules' | 'lessons' | 'quizzes' | 'whitepaper';

/** An entry as a language shows it. */
export interface LocalEntry<C extends LocalizedCollection> {
  /** The English id (file name), the same in every language. */
  id: string;
  /** The entry to read and render: the translation, or the English one. */
  entry: CollectionEntry<C>;
  data: CollectionEntry<C>['data'];
  /** True when `lang` has no translation of this entry and it is shown in English. */
  fallback: boolean;
}

/**
 * Whether `translation` still matches `english` (same ids, answers, sources, markers): one made
 * before the English changed is not shown, so a learner never sees answers that disagree.
 */
function matches(
  english: { data: unknown; body?: string | undefined },
  translation: { data: unknown; body?: string | undefined },
): boolean {
  if (jsonParityProblems(english.data, translation.data).length > 0) return false;
  return english.body === undefined || markdownParityProblems(english.body, translation.body ?? '').length === 0;
}

/**
 * `matches`, once per pair of file versions (their content digests): every page asks for whole
 * collections, which was 2,596 comparisons of about 100 pairs per build.
 */
const verdicts = new Map<string, boolean>();
function stillMatches(english: CollectionEntry<LocalizedCollection>, translation: CollectionEntry<LocalizedCollection>): boolean {
  if (english.digest === undefined || translation.digest === undefined) return matches(english, translation);
  const key = `${english.collection}/${english.id}@${english.digest} ${translation.id}@${translation.digest}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) verdicts.set(key, (verdict = matches(english, translation)));
  return verdict;
}

/** Every English entry of `collection`, each in `lang` where translated (and still matching). */
export async function localEntries<C extends LocalizedCollection>(collection: C, lang: Lang): Promise<LocalEntry<C>[]> {
  const all = (await getCollection(collection)) as CollectionEntry<C>[];
  const prefix = `${lang}/`;
  const translated = new Map(all.filter((entry) => entry.id.startsWith(prefix)).map((entry) => [entry.id.slice(prefix.length), entry]));
  return all
    .filter((entry) => !entry.id.includes('/'))
    .map((english) => {
      const candidate = lang === DEFAULT_LANG ? undefined : translated.get(english.id);
      const translation = candidate && stillMatches(english, candidate) ? candidate : undefined;
      const entry = translation ?? english;
      return { id: english.id, entry, data: entry.data, fallback: lang !== DEFAULT_LANG && !translation };
    });
}

/** One entry of `collection` in `lang`, or undefined when no English entry has that id. */
export async function localEntry<C extends LocalizedCollection>(collection: C, id: string, lang: Lang): Promise<LocalEntry<C> | undefined> {
  return (await localEntries(collection, lang)).find((entry) => entry.id === id);
}
