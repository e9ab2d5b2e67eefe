/**
 * The part of Go's `html/template` that the e-mail templates and subjects use, rendered as
 * GoTrue renders them (supabase/auth, internal/mailer/templatemailer: subject and body are both
 * `html/template`, executed with `{ SiteURL, ConfirmationURL, Email, NewEmail, Token, TokenHash,
 * RedirectTo, Data }`, `Data` being the user's `user_metadata`).
 *
 * Written here because no maintained JavaScript library renders Go templates: npm's
 * `go-text-template` is a 0.x package with a handful of downloads, and the packages that run
 * Go's own code (`go-text-template-napi`, Node wrappers of a Go binary) need a Go build the
 * stand-in cannot assume. The subset is small and each rule follows Go's text/template:
 *
 * - text, `{{ pipeline }}` (the value HTML-escaped), `{{/* comment *\/}}`, and `{{-` / `-}}`,
 *   which trim the white space before / after the action;
 * - `{{ if pipeline }} … {{ else if pipeline }} … {{ else }} … {{ end }}`: false, 0, "", nil, a
 *   missing map key and an empty map or list are false (Go's `isTrue`);
 * - a pipeline is one operand or one call of `eq`, `ne` or `not` with operands: `.Field.key`
 *   chains into maps (a missing key is "no value"), `.`, "strings", `raw strings`, numbers,
 *   `true`, `false`, `nil`;
 * - `eq a b c…` is a == b or a == c… of values of one kind (bool, number, string); a missing
 *   value compared with a value is false, two values of different kinds are an error
 *   ("incompatible types for comparison"), as since Go 1.18.
 *
 * Anything else (`range`, `with`, variables, pipes `|`, parentheses, other functions) is refused
 * when the template is parsed, naming the place, so a template can never use something the
 * stand-in would render differently from hosted Supabase. The stand-in is stricter in two ways:
 * printing a missing value, a map or a list (Go prints `<no value>` or Go syntax) is an error,
 * and so is a top-level name the caller does not supply. It does not model html/template's
 * contextual escaping: values are escaped for HTML text and attributes alike.
 */

/** The names and maps a template reads: `{{ .Email }}`, `{{ .Data.lang }}`. */
type TemplateData = Record<string, unknown>;

type Operand =
  { kind: 'field'; path: string[] } | { kind: 'dot' } | { kind: 'literal'; value: string | number | boolean | null; integer: boolean };

type Pipeline = { kind: 'operand'; operand: Operand } | { kind: 'call'; fn: 'eq' | 'ne' | 'not'; args: Operand[] };

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'print'; pipeline: Pipeline; line: number }
  | { kind: 'if'; branches: { condition: Pipeline; body: Node[]; line: number }[]; otherwise: Node[] };

/** A parse or execution error, worded as Go's: `template: <name>:<line>: <what>`. */
export class TemplateError extends Error {
  constructor(name: string, line: number, message: string) {
    super(`template: ${name}:${line}: ${message}`);
    this.name = 'TemplateError';
  }
}

const FUNCTIONS = new Set(['eq', 'ne', 'not']);
/** What Go's text/template knows but this subset does not: refused by name rather than as an unknown function. */
const UNSUPPORTED = new Set(['range', 'with', 'define', 'template', 'block', 'break', 'continue', 'and', 'or', 'len', 'index', 'printf']);

interface Action {
  /** The action's text between the delimiters and the trim markers. */
  source: string;
  line: number;
}

/** Splits a template into text and actions, applying `{{-` and `-}}`. */
function lex(name: string, template: string): (string | Action)[] {
  const parts: (string | Action)[] = [];
  let at = 0;
  let trimNext = false;
  const lineAt = (index: number) => template.slice(0, index).split('\n').length;
  while (at <= template.length) {
    const open = template.indexOf('{{', at);
    let text = template.slice(at, open === -1 ? template.length : open);
    if (trimNext) text = text.replace(/^\s+/, '');
    if (open === -1) {
      parts.push(text);
      break;
    }
    const trimBefore = /^\{\{-[ \t\r\n]/.test(template.slice(open, open + 4));
    if (trimBefore) text = text.replace(/\s+$/, '');
    parts.push(text);
    const close = template.indexOf('}}', open + 2);
    if (close === -1) throw new TemplateError(name, lineAt(open), 'unclosed action');
    const trimAfter = /[ \t\r\n]-$/.test(template.slice(open + 2, close));
    const source = template.slice(open + (trimBefore ? 3 : 2), close - (trimAfter ? 1 : 0)).trim();
    if (source.startsWith('/*')) {
      if (!source.endsWith('*/')) throw new TemplateError(name, lineAt(open), 'unclosed comment');
    } else {
      parts.push({ source, line: lineAt(open) });
    }
    trimNext = trimAfter;
    at = close + 2;
  }
  return parts;
}

/** The words of an action: field chains, identifiers, numbers and quoted strings. */
function words(name: string, { source, line }: Action): string[] {
  const found: string[] = [];
  const pattern =
    /\s*("(?:[^"\\\n]|\\.)*"?|`[^`]*`|\.[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*|\.|-?\d+(?:\.\d+)?|[A-Za-z_][A-Za-z0-9_]*|\S)/gy;
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < source.length && (match = pattern.exec(source))) {
    const word = match[1]!;
    if (word.startsWith('"') && !/^"(?:[^"\\\n]|\\.)*"$/.test(word)) throw new TemplateError(name, line, 'unterminated quoted string');
    found.push(word);
  }
  if (source.trim() && found.length === 0) throw new TemplateError(name, line, `unexpected "${source}"`);
  return found;
}

function operand(name: string, word: string, line: number): Operand {
  if (word === '.') return { kind: 'dot' };
  if (word.startsWith('.')) return { kind: 'field', path: word.slice(1).split('.') };
  if (word.startsWith('"')) {
    try {
      return { kind: 'literal', value: JSON.parse(word) as string, integer: false };
    } catch {
      throw new TemplateError(name, line, `bad quoted string ${word}`);
    }
  }
  if (word.startsWith('`')) return { kind: 'literal', value: word.slice(1, -1), integer: false };
  if (/^-?\d/.test(word)) return { kind: 'literal', value: Number(word), integer: !word.includes('.') };
  if (word === 'true' || word === 'false') return { kind: 'literal', value: word === 'true', integer: false };
  if (word === 'nil') return { kind: 'literal', value: null, integer: false };
  if (word.startsWith('$')) throw new TemplateError(name, line, `variables such as ${word} are not supported by the local stand-in`);
  if (UNSUPPORTED.has(word)) throw new TemplateError(name, line, `"${word}" is not supported by the local stand-in`);
  if (/^[A-Za-z_]/.test(word)) throw new TemplateError(name, line, `function "${word}" not defined`);
  throw new TemplateError(name, line, `unexpected "${word}" in command (pipes and parentheses are not supported by the local stand-in)`);
}

function pipeline(name: string, list: string[], line: number, what: string): Pipeline {
  if (list.length === 0) throw new TemplateError(name, line, `missing value for ${what}`);
  const [first, ...rest] = list as [string, ...string[]];
  if (FUNCTIONS.has(first)) {
    return { kind: 'call', fn: first as 'eq' | 'ne' | 'not', args: rest.map((word) => operand(name, word, line)) };
  }
  const [head] = list.map((word) => operand(name, word, line));
  if (rest.length > 0) throw new TemplateError(name, line, `can't give argument to non-function ${first}`);
  return { kind: 'operand', operand: head! };
}

/** Parses `template` (its name is for messages) into nodes; throws a {@link TemplateError} for anything outside the subset. */
export function parseTemplate(name: string, template: string): Node[] {
  const parts = lex(name, template);
  let index = 0;

  /** Nodes up to an `else`, `else if` or `end` (returned as `stop`) or the end of the template. */
  function list(): { nodes: Node[]; stop?: { word: 'else' | 'end'; rest: string[]; line: number } } {
    const nodes: Node[] = [];
    while (index < parts.length) {
      const part = parts[index++]!;
      if (typeof part === 'string') {
        if (part) nodes.push({ kind: 'text', text: part });
        continue;
      }
      const [first, ...rest] = words(name, part);
      if (first === undefined) throw new TemplateError(name, part.line, 'missing value for command');
      if (first === 'else' || first === 'end') return { nodes, stop: { word: first, rest, line: part.line } };
      if (first === 'if') {
        nodes.push(ifNode(rest, part.line));
        continue;
      }
      nodes.push({ kind: 'print', pipeline: pipeline(name, [first, ...rest], part.line, 'command'), line: part.line });
    }
    return { nodes };
  }

  function ifNode(condition: string[], line: number): Node {
    const branches = [{ condition: pipeline(name, condition, line, 'if'), body: [] as Node[], line }];
    for (;;) {
      const { nodes, stop } = list();
      const last = branches[branches.length - 1];
      if (last) last.body = nodes;
      if (!stop) throw new TemplateError(name, line, 'unexpected EOF: {{if}} has no {{end}}');
      if (stop.word === 'end') {
        if (stop.rest.length) throw new TemplateError(name, stop.line, 'unexpected words after {{end}}');
        return { kind: 'if', branches, otherwise: [] };
      }
      if (stop.rest[0] === 'if') {
        branches.push({ condition: pipeline(name, stop.rest.slice(1), stop.line, 'if'), body: [], line: stop.line });
        continue;
      }
      if (stop.rest.length) throw new TemplateError(name, stop.line, 'unexpected words after {{else}}');
      const otherwise = list();
      if (!otherwise.stop || otherwise.stop.word !== 'end' || otherwise.stop.rest.length)
        throw new TemplateError(name, otherwise.stop?.line ?? line, 'expected {{end}} after {{else}}');
      return { kind: 'if', branches, otherwise: otherwise.nodes };
    }
  }

  const { nodes, stop } = list();
  if (stop) throw new TemplateError(name, stop.line, `unexpected {{${stop.word}}}`);
  return nodes;
}

/** Go's kinds of comparable values; `missing` is Go's invalid (zero) value: a missing key or nil. */
type Kind = 'missing' | 'bool' | 'int' | 'float' | 'string' | 'other';

interface Value {
  value: unknown;
  kind: Kind;
}

function kindOf(value: unknown): Kind {
  if (value === undefined || value === null) return 'missing';
  if (typeof value === 'boolean') return 'bool';
  // JSON numbers reach Go templates as float64.
  if (typeof value === 'number') return 'float';
  if (typeof value === 'string') return 'string';
  return 'other';
}

function evaluate(name: string, node: Operand, data: TemplateData, line: number): Value {
  if (node.kind === 'literal') return { value: node.value, kind: node.integer ? 'int' : kindOf(node.value) };
  if (node.kind === 'dot') return { value: data, kind: 'other' };
  let value: unknown = data;
  node.path.forEach((key, depth) => {
    if (value === undefined || value === null) throw new TemplateError(name, line, `nil pointer evaluating interface {}.${key}`);
    if (typeof value !== 'object' || Array.isArray(value))
      throw new TemplateError(name, line, `can't evaluate field ${key} in type ${kindOf(value)}`);
    if (depth === 0 && !Object.hasOwn(value, key))
      throw new TemplateError(name, line, `the template uses {{ .${key} }}, which the local backend does not supply`);
    value = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
  });
  return { value, kind: kindOf(value) };
}

/** Go's `isTrue`. */
function truth({ value, kind }: Value): boolean {
  if (kind === 'missing') return false;
  if (kind === 'other') return Array.isArray(value) ? value.length > 0 : Object.keys(value as object).length > 0;
  return Boolean(value);
}

/** Go's `eq` since 1.18: `a` equals any of `others`. */
function equals(name: string, line: number, a: Value, others: Value[]): boolean {
  if (others.length === 0) throw new TemplateError(name, line, 'error calling eq: missing argument for comparison');
  return others.some((b) => {
    if (a.kind !== b.kind) {
      if (a.kind !== 'missing' && b.kind !== 'missing')
        throw new TemplateError(name, line, 'error calling eq: incompatible types for comparison');
      return false;
    }
    if (a.kind === 'missing') return true;
    if (a.kind === 'other') throw new TemplateError(name, line, 'error calling eq: invalid type for comparison');
    return a.value === b.value;
  });
}

function run(name: string, pipeline: Pipeline, data: TemplateData, line: number): Value {
  if (pipeline.kind === 'operand') return evaluate(name, pipeline.operand, data, line);
  const values = pipeline.args.map((arg) => evaluate(name, arg, data, line));
  if (pipeline.fn === 'not') {
    if (values.length !== 1) throw new TemplateError(name, line, `wrong number of args for not: want 1 got ${values.length}`);
    return { value: !truth(values[0]!), kind: 'bool' };
  }
  if (pipeline.fn === 'ne' && values.length !== 2)
    throw new TemplateError(name, line, `wrong number of args for ne: want 2 got ${values.length}`);
  const equal = equals(name, line, values[0] ?? { value: undefined, kind: 'missing' }, values.slice(1));
  return { value: pipeline.fn === 'eq' ? equal : !equal, kind: 'bool' };
}

function escapeHtml(value: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

function execute(name: string, nodes: Node[], data: TemplateData): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      if (node.kind === 'if') {
        const taken = node.branches.find((branch) => truth(run(name, branch.condition, data, branch.line)));
        return execute(name, taken ? taken.body : node.otherwise, data);
      }
      const { value, kind } = run(name, node.pipeline, data, node.line);
      if (kind === 'missing' || kind === 'other')
        throw new TemplateError(
          name,
          node.line,
          `prints ${kind === 'missing' ? 'no value' : 'a map or list'}; the local stand-in refuses that`,
        );
      return escapeHtml(String(value));
    })
    .join('');
}

/** Renders `template` with `data`, as GoTrue's `html/template` does for the subset above. */
export function renderGoTemplate(name: string, template: string, data: TemplateData): string {
  return execute(name, parseTemplate(name, template), data);
}
