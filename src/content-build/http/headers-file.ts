/**
 * The `_headers` file that static hosts (Netlify, Cloudflare Pages) read: which headers go with
 * which path. The build writes it from the built pages and the project's own server applies it,
 * so the headers a visitor gets locally are the ones the host sends.
 *
 * Written by hand: the hosts document the format but publish no small parser for it, and only
 * the two path forms the build writes are needed here (exact paths and a trailing `*`).
 */

/** Headers to send for a path pattern: `/learn/x` exactly, or `/learn/*` for everything below. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** Turns rules into the file's text: the path on its own line, then each header indented. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n')
    .concat('\n');
}

/** Reads the file's text back into rules; comments (`#`) and blank lines are skipped. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: trimmed, headers: {} });
      continue;
    }
    const colon = trimmed.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers[trimmed.slice(0, colon).trim()] = trimmed.slice(colon + 1).trim();
  }
  return rules;
}

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/**
 * The headers for a request path: every matching rule in file order, a later rule replacing a
 * header an earlier one set (what Netlify does; Cloudflare joins both values instead, which
 * for a CSP enforces both policies — the build writes per-page policies that contain the
 * site-wide one, so either way the page's own policy is what holds).
 */
export function headersForPath(rules: readonly HeaderRule[], path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => matches(rule.path, path)).map((rule) => rule.headers));
}
