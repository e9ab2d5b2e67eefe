import { z } from 'astro/zod';
import { ContentError, explainIssue } from './friendly-errors.ts';

/**
 * The props of the components lesson MDX may use (`src/components/lesson/`), checked before
 * the page is built so a mistake names the lesson file and line.
 */
const LESSON_COMPONENT_PROPS = {
  /** `<Callout type="warning" title="Scams">…</Callout>`; type defaults to "info". */
  Callout: z.strictObject({ type: z.enum(['info', 'tip', 'warning']).optional(), title: z.string().min(1).optional() }),
  /** `<ClubDisclosure />`: who runs the club's product, who gains and who holds the keys; no props needed. */
  ClubDisclosure: z.strictObject({ id: z.string().trim().min(1).optional(), class: z.string().optional() }),
  /** `<KeyTerm term="Stablecoin">…</KeyTerm>`. */
  KeyTerm: z.strictObject({ term: z.string().trim().min(1) }),
  /** `<Figure src="/images/x.png" alt="What it shows" caption="Why it matters" />`. */
  Figure: z.strictObject({ src: z.string().min(1), alt: z.string().trim().min(1), caption: z.string().trim().min(1) }),
} as const;

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/**
 * Checks a lesson's MDX for the mistakes the compiler lets through: a component that does not
 * exist, a prop it does not take or lacks, a prop value it does not allow, and an image
 * without alt text. Throws one ContentError for the first mistake, naming `file` and the line.
 *
 * Written by hand because Astro 7 compiles MDX natively and offers no syntax tree to a
 * content loader; the scan covers only the tags and images lessons use.
 */
export function checkLessonBody(body: string, file: string, firstLine = 1): void {
  const at = (offset: number) => `${file} line ${lineOf(body, offset) + firstLine - 1}`;
  for (const match of body.matchAll(/<([A-Z]\w*)((?:\s+[\w-]+(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*)\s*\/?>/g)) {
    const [, name, attributes = ''] = match;
    const schema = LESSON_COMPONENT_PROPS[name as keyof typeof LESSON_COMPONENT_PROPS];
    if (!schema) {
      const known = Object.keys(LESSON_COMPONENT_PROPS).join(', ');
      throw new ContentError(`${at(match.index)}: <${name}> is not a lesson component: use one of ${known}, or plain Markdown.`);
    }
    const props = Object.fromEntries(
      [...attributes.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}))?/g)].map(([, key, double, single, expression]) => [
        key,
        double ?? single ?? expression ?? true,
      ]),
    );
    const result = schema.safeParse(props, { reportInput: true });
    if (!result.success) {
      const problem = explainIssue(result.error.issues[0]!).replace(/^the file/, 'it');
      throw new ContentError(`${at(match.index)}: <${name}> ${problem.replace(/^(\S+) /, 'prop $1 ')}`);
    }
  }
  for (const match of body.matchAll(/!\[([^\]]*)\]\(([^)\s]+)[^)]*\)|<img\b[^>]*>/g)) {
    const alt = match[0].startsWith('<img') ? /\balt="([^"]*)"/.exec(match[0])?.[1] : match[1];
    if (!alt?.trim()) {
      throw new ContentError(
        `${at(match.index)}: the image ${match[2] ?? ''} has no alt text: write what it shows, e.g. ![A phone showing a wallet app](${match[2] ?? 'image.png'}).`.replace(
          '  ',
          ' ',
        ),
      );
    }
  }
}
