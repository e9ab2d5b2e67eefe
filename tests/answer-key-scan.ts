/**
 * Finds exam answer keys in built files: a file reveals a question's key when it holds both the
 * question's text and the text of its right option (in any encoding a page or bundle uses:
 * plain, HTML entities, JSON or JavaScript string escapes).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the scan needs of an exam question. */
export interface KeyedQuestion {
  id: string;
  question: string;
  options: { value: string; text: string }[];
  correct: string;
}

/** Undoes the escapes HTML, JSON and minified JavaScript put in strings. */
export function unescapeBuilt(text: string): string {
  return text
    .replace(/\\u([0-9a-fA-F]{4})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\(["'\\/])/g, '$1')
    .replace(/&#x([0-9a-fA-F]+);/g, (_match, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCodePoint(Number(code)))
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** The ids of the questions whose key `text` reveals. */
export function revealedKeys(text: string, questions: readonly KeyedQuestion[]): string[] {
  const plain = unescapeBuilt(text);
  return questions
    .filter((question) => {
      const right = question.options.find((option) => option.value === question.correct)?.text;
      return right !== undefined && plain.includes(question.question) && plain.includes(right);
    })
    .map(({ id }) => id);
}

/** Every text file under `dir` (HTML, JS, JSON, CSS, XML, TXT…) with the keys it reveals, for those that reveal any. */
export function scanBuiltSite(dir: string, questions: readonly KeyedQuestion[]): { file: string; ids: string[] }[] {
  const found: { file: string; ids: string[] }[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(html|js|mjs|json|css|xml|txt|webmanifest|map)$/.test(entry.name) || !entry.name.includes('.')) {
        const ids = revealedKeys(readFileSync(path, 'utf8'), questions);
        if (ids.length > 0) found.push({ file: path, ids });
      }
    }
  };
  walk(dir);
  return found;
}
