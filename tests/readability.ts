import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

/** The highest Flesch-Kincaid grade a lesson may have at each level. */
export const MAX_GRADE = { Beginner: 9, Intermediate: 9, Advanced: 11, Expert: 11, Standalone: 9 } as const;

/** Sentences of `text`: ended by . ! ? or a line break (headings and list items count as sentences). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[A-Za-z0-9]/.test(sentence));
}

/** Words of `text`, numbers included ("21", "3–6" counts as one). */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,%–-]*/gu)?.map((word) => word.replace(/[.,]+$/, '')) ?? [];
}

/** The U.S. school grade needed to read `text` (Flesch-Kincaid), rounded to one decimal. */
export function gradeLevel(text: string): number {
  const all = words(text);
  if (all.length === 0) return 0;
  const counts = {
    sentence: Math.max(1, sentences(text).length),
    word: all.length,
    syllable: all.reduce((sum, word) => sum + Math.max(1, syllable(word)), 0),
  };
  return Math.round(fleschKincaid(counts) * 10) / 10;
}

/** The readable text of an MDX lesson: frontmatter, imports, tags and Markdown syntax removed. */
export function mdxText(source: string): string {
  return source
    .replace(/^---[\s\S]*?\n---\n/, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*([-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`>|]/g, '');
}
