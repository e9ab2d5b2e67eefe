import { ContentError } from './friendly-errors.ts';

/** Line and column (from 1) of a character offset in `text`. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/**
 * `JSON.parse`, but a syntax error becomes one ContentError naming the file, the line and
 * column, and the usual fix, e.g. `content/exam.json line 12, column 5: …`.
 */
export function parseJsonText(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    // V8 reports "at position N" (and sometimes the line and column too); we count them ourselves.
    const position = /position (\d+)/.exec(message)?.[1];
    const where = position === undefined ? lineAndColumn(text, text.length) : lineAndColumn(text, Number(position));
    const what = message.replace(/\s*(in JSON )?at position \d+.*$/s, '').replace(/^JSON\.parse: /, '');
    throw new ContentError(
      `${file} line ${where.line}, column ${where.column}: this is not valid JSON (${what}). ` +
        'Check for a missing or extra comma, quote or bracket at that place or just before it.',
    );
  }
}
