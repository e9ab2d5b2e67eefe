import type { z } from 'astro/zod';

/** Renders a zod issue path as an editor reads it: `quizPool[3].correctAnswer`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  );
}

function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return `${typeof value === 'object' ? 'an object' : `the ${typeof value} ${String(value)}`}`;
}

/** What to write in a field an editor often leaves out, keyed by the field's name. */
const MISSING_FIELD_HINTS: Record<string, string> = {
  explanation: 'one or two sentences on why the right answer is right',
};

function hintFor(path: readonly PropertyKey[]): string {
  const hint = MISSING_FIELD_HINTS[String(path.at(-1))];
  return hint ? `: ${hint}` : '';
}

/** One issue as a sentence that says what is wrong and how to fix it. */
export function explainIssue(issue: z.core.$ZodIssue): string {
  const field = formatPath(issue.path) || 'the file';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `${field} is missing: add it (expected ${issue.expected}${hintFor(issue.path)}).`
        : `${field} should be ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`} but is ${describe(issue.input)}.`;
    case 'invalid_value':
      return `${field} is ${describe(issue.input)} but must be one of: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`;
    case 'invalid_union': {
      const tag = 'discriminator' in issue && typeof issue.discriminator === 'string' ? issue.discriminator : undefined;
      return tag
        ? `${field}.${tag} is not one of the allowed values: check its spelling.`
        : `${field} does not match any allowed shape: ${issue.message}.`;
    }
    case 'unrecognized_keys':
      return `${field} has unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}: check the spelling or remove ${issue.keys.length > 1 ? 'them' : 'it'}.`;
    case 'too_small':
      return issue.origin === 'array'
        ? `${field} has too few items: it needs at least ${String(issue.minimum)}.`
        : issue.origin === 'string'
          ? `${field} is empty or too short: write at least ${String(issue.minimum)} character${issue.minimum === 1 ? '' : 's'}.`
          : `${field} is ${describe(issue.input)} but must be at least ${String(issue.minimum)}.`;
    case 'too_big':
      return issue.origin === 'array'
        ? `${field} has too many items: it may have at most ${String(issue.maximum)}.`
        : issue.origin === 'string'
          ? `${field} is too long: at most ${String(issue.maximum)} characters.`
          : `${field} is ${describe(issue.input)} but must be at most ${String(issue.maximum)}.`;
    case 'invalid_format':
      return `${field} is ${describe(issue.input)}, which is not a valid ${issue.format === 'regex' ? 'value' : issue.format}: ${issue.message}.`;
    case 'custom':
      // Our refinements already write the field and the fix into their message.
      return issue.message.startsWith(field) ? issue.message : `${field}: ${issue.message}`;
    default:
      return `${field}: ${issue.message}`;
  }
}

/**
 * Thrown for a content mistake; its message names the file, the field, what is wrong and the
 * fix. It carries no stack: the place in our code that noticed the mistake would only distract
 * an editor from the file they must change.
 */
export class ContentError extends Error {
  override name = 'ContentError';

  constructor(message: string) {
    super(message);
    this.stack = '';
  }
}

/**
 * Parses `data` with `schema`, or throws a ContentError whose message names the file, each
 * field and the fix, e.g. `content/modules/x.json: quizPool[3].correctAnswer is 4 but …`.
 */
export function parseWithFriendlyErrors<T extends z.ZodType>(schema: T, data: unknown, file: string): z.output<T> {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  const lines = result.error.issues.map(explainIssue);
  throw new ContentError(
    lines.length === 1 ? `${file}: ${lines[0]}` : `${file} has ${lines.length} problems:\n${lines.map((line) => `  ${line}`).join('\n')}`,
  );
}
