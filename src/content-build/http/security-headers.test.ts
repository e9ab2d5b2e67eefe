import { describe, expect, it } from 'vitest';
import { formatHeadersFile, headersForPath, parseHeadersFile } from './headers-file.ts';
import { createHash } from 'node:crypto';
import {
  HSTS,
  SECURITY_HEADERS,
  VERSIONED_FILES,
  headerPolicy,
  inlineBodies,
  pagePaths,
  policyDirectives,
  securityHeaderRules,
  withUsedHashes,
} from './security-headers.ts';

const PAGE_POLICY =
  "default-src 'self';connect-src 'self' https://ref.supabase.co wss://ref.supabase.co;img-src 'self' data:; script-src 'self' 'sha256-abc='";

describe('a page policy as a header', () => {
  it('is the page’s policy, directive for directive, plus frame-ancestors', () => {
    const header = headerPolicy(PAGE_POLICY);
    expect(policyDirectives(header)).toEqual([
      ...policyDirectives(PAGE_POLICY),
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ]);
  });

  it('does not repeat a directive the page already has', () => {
    const header = headerPolicy("default-src 'self'; object-src 'none'; base-uri 'self'");
    expect(policyDirectives(header).filter((directive) => directive.startsWith('object-src'))).toEqual(["object-src 'none'"]);
  });

  it('contains every directive of the site-wide policy, so a host that joins both enforces the page’s', () => {
    const header = new Set(policyDirectives(headerPolicy(PAGE_POLICY)));
    for (const directive of policyDirectives(SECURITY_HEADERS['Content-Security-Policy']!)) expect(header).toContain(directive);
  });
});

describe('the hashes a policy keeps', () => {
  const hash = (body: string, algorithm = 'sha256') => `'${algorithm}-${createHash(algorithm).update(body).digest('base64')}'`;

  it('reads the inline scripts and styles of a page, not the scripts it loads from a file', () => {
    const html = `<style>a{}</style><script>run()</script><script type="module" src="/_astro/a.js"></script><template><script>later()</script></template>`;
    expect(inlineBodies(html)).toEqual(['a{}', 'run()', 'later()']);
  });

  it('keeps in script-src and style-src only the hashes of inline bodies the pages hold, whatever the algorithm', () => {
    const policy = [
      "default-src 'self'",
      `script-src 'self' ${hash('run()')} ${hash('never()')} ${hash('run()', 'sha384')} ${hash('never()', 'sha512')}`,
      `style-src 'self' ${hash('a{}')} ${hash('')}`,
      `img-src 'self' data:`,
    ].join('; ');
    expect(policyDirectives(withUsedHashes(policy, ['run()', 'a{}']))).toEqual([
      "default-src 'self'",
      `script-src 'self' ${hash('run()')} ${hash('run()', 'sha384')}`,
      `style-src 'self' ${hash('a{}')}`,
      "img-src 'self' data:",
    ]);
  });
});

describe('the paths a built page answers', () => {
  it.each([
    ['/', ['/']],
    ['/learn/financial-basics', ['/learn/financial-basics', '/learn/financial-basics/']],
    ['/es/learn/financial-basics/', ['/es/learn/financial-basics', '/es/learn/financial-basics/']],
    ['/404', ['/404', '/404.html']],
    ['/es/404', ['/es/404', '/es/404.html']],
  ])('%s → %j', (pathname, paths) => {
    expect(pagePaths(pathname)).toEqual(paths);
  });
});

describe('the _headers file', () => {
  const OTHER_POLICY = "default-src 'self'; script-src 'self' 'sha256-other='";
  const pages = [
    { pathname: '/', policy: PAGE_POLICY },
    { pathname: '/learn-now', policy: PAGE_POLICY },
    { pathname: '/auth', policy: OTHER_POLICY },
  ];
  const rules = securityHeaderRules({ hsts: true, pages });
  const parsed = parseHeadersFile(formatHeadersFile(rules));

  it('reads back exactly what was written', () => {
    expect(parsed).toEqual(rules);
  });

  it('gives every path the security headers and the policy most pages share, HSTS in production', () => {
    for (const path of ['/', '/learn-now/', '/_astro/page.js', '/no-such-page']) {
      const headers = headersForPath(parsed, path);
      expect(headers['Content-Security-Policy'], path).toBe(headerPolicy(PAGE_POLICY));
      expect(headers['X-Frame-Options'], path).toBe('DENY');
      expect(headers['Strict-Transport-Security'], path).toBe(HSTS);
    }
  });

  it('gives a page with a policy of its own that policy, on both of its paths', () => {
    expect(headersForPath(parsed, '/auth')['Content-Security-Policy']).toBe(headerPolicy(OTHER_POLICY));
    expect(headersForPath(parsed, '/auth/')['Content-Security-Policy']).toBe(headerPolicy(OTHER_POLICY));
    // The site-wide rule, the page's two paths, and one per versioned file.
    expect(rules).toHaveLength(3 + VERSIONED_FILES.length);
  });

  it('has no HSTS for the local build, and the base policy without pages', () => {
    const headers = headersForPath(securityHeaderRules({}), '/');
    expect(headers).not.toHaveProperty('Strict-Transport-Security');
    expect(headers['Content-Security-Policy']).toBe(SECURITY_HEADERS['Content-Security-Policy']);
  });

  it('sets caching only on the versioned files, never on hashed assets: hosts apply a path’s rule to its 404 as well', () => {
    // Cloudflare Pages attaches the matching _headers rules to every answer, its 404 too, and
    // Netlify's rules cannot depend on the status: a year on /_astro/* would keep a missing
    // file's 404 for a year. The hosts' own default (max-age=0, must-revalidate) stays there.
    const cached = rules.filter((rule) => Object.keys(rule.headers).some((name) => name.toLowerCase() === 'cache-control'));
    expect(cached.map((rule) => rule.path)).toEqual([...VERSIONED_FILES]);
    expect(headersForPath(rules, '/icons.svg')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersForPath(rules, '/_astro/LessonPlayer.abc.js')).not.toHaveProperty('Cache-Control');
  });

  it('skips comments and blank lines, and a later rule replaces a header an earlier one set', () => {
    const text = '# site\n/*\n  X-Test: one\n\n/a\n  X-Test: two\n  X-Only: a\n';
    expect(headersForPath(parseHeadersFile(text), '/a')).toEqual({ 'X-Test': 'two', 'X-Only': 'a' });
    expect(headersForPath(parseHeadersFile(text), '/b')).toEqual({ 'X-Test': 'one' });
  });
});
