import { describe, expect, it } from 'vitest';
import { BuiltSite } from '../built-site.ts';
import { headersAndRedirects } from '../steps/headers.ts';
import { parseHeadersFile, headersForPath } from '../../../src/content-build/http/headers-file.ts';
import { useFixtureDist, page, stepContext } from './fixture.ts';

const dist = useFixtureDist();

async function headersOf(production: boolean) {
  const site = await BuiltSite.read(dist().dir);
  await headersAndRedirects.run(site, stepContext(dist().dir, { production }));
  await site.flush();
  return parseHeadersFile(dist().read('_headers'));
}

describe('step 1, headers and redirects', () => {
  it('sends each page the policy of its <meta>, with frame-ancestors a <meta> cannot carry', async () => {
    const headers = headersForPath(await headersOf(false), '/learn-now');
    expect(headers['Content-Security-Policy']).toMatch(/^default-src 'self'; script-src 'self'; frame-ancestors 'none'/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('reads the pages as the earlier steps left them, not as they are on disk', async () => {
    const site = await BuiltSite.read(dist().dir);
    site.write('learn-now/index.html', page('Learn Now').replace("script-src 'self'", "script-src 'self' 'sha256-x'"));
    await headersAndRedirects.run(site, stepContext(dist().dir));
    await site.flush();
    const headers = headersForPath(parseHeadersFile(dist().read('_headers')), '/learn-now');
    expect(headers['Content-Security-Policy']).toContain("'sha256-x'");
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
