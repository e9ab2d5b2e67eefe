import { describe, expect, it } from 'vitest';
import { BuiltSite } from '../built-site.ts';
import { headersAndRedirects } from '../steps/headers.ts';
import { parseHeadersFile, headersForPath } from '../../../src/content-build/http/headers-file.ts';
import { FIXTURE_POLICY, useFixtureDist, stepContext } from './fixture.ts';

const dist = useFixtureDist();

async function headersOf(production: boolean) {
  const site = await BuiltSite.read(dist().dir);
  await headersAndRedirects.run(site, stepContext(dist().dir, { production }));
  await site.flush();
  return parseHeadersFile(dist().read('_headers'));
}

describe('step 1, headers and redirects', () => {
  it('sends each page the policy Astro computed for it, with frame-ancestors added', async () => {
    const headers = headersForPath(await headersOf(false), '/learn-now');
    expect(headers['Content-Security-Policy']).toBe(`${FIXTURE_POLICY}; frame-ancestors 'none'; object-src 'none'; base-uri 'self'`);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('gives a page whose policy differs from the rest its own, on both of its paths', async () => {
    const site = await BuiltSite.read(dist().dir);
    const context = stepContext(dist().dir);
    const pagePolicies = new Map([...context.pagePolicies, ['/es/auth', "default-src 'self'; script-src 'self'; img-src 'self' data:"]]);
    await headersAndRedirects.run(site, { ...context, pagePolicies });
    await site.flush();
    const rules = parseHeadersFile(dist().read('_headers'));
    for (const path of ['/es/auth', '/es/auth/']) expect(headersForPath(rules, path)['Content-Security-Policy']).toContain('img-src');
    expect(headersForPath(rules, '/auth')['Content-Security-Policy']).not.toContain('img-src');
  });

  it('adds HSTS in a production build only', async () => {
    expect(headersForPath(await headersOf(true), '/')['Strict-Transport-Security']).toMatch(/^max-age=/);
    expect(headersForPath(await headersOf(false), '/')['Strict-Transport-Security']).toBeUndefined();
  });

  it('writes _redirects from the redirects it is given', async () => {
    await headersOf(false);
    expect(dist().read('_redirects')).toBe('/old /new 301\n');
  });
});
