/**
 * The plain-English rules of the content guide, on one piece of text: sentences of at most
 * 30 words, and none of the editors' listed idioms (`content/plain-english.json`).
 *
 * Listed phrases are found in the syntax tree of `retext-english` (the unified/retext
 * family's English parser) with `nlcst-search`, the matcher `retext-simplify` uses: without
 * regard to case, line breaks or curly apostrophes ("Rule of\nthumb" matches "rule of thumb").
 *
 * Sentences and words come from `Intl.Segmenter` (ICU's Unicode sentence and word rules, built
 * into Node), not from retext: retext-english does not end a sentence after a number ("After
 * one year you have 105. In year two…" is one sentence to it), and this content ends many
 * sentences with one. ICU also knows "U.S." and "3.5%".
 */
import type { Root } from 'nlcst';
import { search } from 'nlcst-search';
import retextEnglish from 'retext-english';
import { unified } from 'unified';

/** Most words a sentence may have. */
export const MAX_SENTENCE_WORDS = 30;

/** One entry of `content/plain-english.json`: a phrase to avoid and what to write instead. */
export interface PlainPhrase {
  /** e.g. "rule of thumb". Matched without regard to case. */
  phrase: string;
  /** e.g. "simple guide". */
  plain: string;
}

/** A problem in one text: what is wrong and the fix, without the file (the caller names it). */
export interface ProseProblem {
  kind: 'long-sentence' | 'listed-phrase';
  message: string;
}

const parser = unified().use(retextEnglish);

/** ICU's sentence and word rules for a language (`en`, `es`, `pt-BR`). */
const segmenters = (locale: string) => ({
  sentences: new Intl.Segmenter(locale, { granularity: 'sentence' }),
  words: new Intl.Segmenter(locale, { granularity: 'word' }),
});
const english = segmenters('en');
/** One pair per language: a translation check segments thousands of lines. */
const segmentersByLocale = new Map([['en', english]]);

/** The words of a sentence, so "3.5%", "don't" and "U.S." count once. */
const wordCount = (sentence: string, words = english.words) => [...words.segment(sentence)].filter((segment) => segment.isWordLike).length;

const shorten = (text: string) => {
  const words = text.trim().split(/\s+/);
  return words.length <= 8 ? text.trim() : `${words.slice(0, 8).join(' ')} …`;
};

/** The sentences of `text` (in `locale`, English by default) over {@link MAX_SENTENCE_WORDS} words, with their word counts. */
export function longSentences(text: string, locale = 'en'): { sentence: string; words: number }[] {
  let pair = segmentersByLocale.get(locale);
  if (!pair) segmentersByLocale.set(locale, (pair = segmenters(locale)));
  const { sentences, words } = pair;
  return [...sentences.segment(text)]
    .map(({ segment }) => ({ sentence: segment.trim(), words: wordCount(segment, words) }))
    .filter(({ words }) => words > MAX_SENTENCE_WORDS);
}

/** The listed phrases `text` uses, in the order found, each once. */
export function listedPhrases(text: string, list: readonly PlainPhrase[]): PlainPhrase[] {
  const byPhrase = new Map(list.map((entry) => [entry.phrase.toLowerCase(), entry]));
  const found = new Set<PlainPhrase>();
  search(parser.parse(text) as Root, [...byPhrase.keys()], (_nodes, _index, _parent, phrase) => {
    const entry = byPhrase.get(phrase);
    if (entry) found.add(entry);
  });
  return [...found];
}

/** Every plain-English problem of `text`, each as a sentence that says the fix. */
export function proseProblems(text: string, list: readonly PlainPhrase[]): ProseProblem[] {
  return [
    ...longSentences(text).map(({ sentence, words }) => ({
      kind: 'long-sentence' as const,
      message: `the sentence "${shorten(sentence)}" has ${words} words: split it into sentences of at most ${MAX_SENTENCE_WORDS} words.`,
    })),
    ...listedPhrases(text, list).map(({ phrase, plain }) => ({
      kind: 'listed-phrase' as const,
      message: `"${phrase}" is on the plain-English list (content/plain-english.json): write "${plain}" or another plain wording.`,
    })),
  ];
}
