import { policyDirectives } from '../../src/lib/security-headers';
import { expect, sitemapPaths, test } from './fixtures';

// Every page, and an unknown path (the not-found page, served under the site-wide rule).
const paths = [...sitemapPaths(), '/no-such-page'];

test('every route loads under its CSP (header and <meta>) with no violation report, the <meta> before any script', async ({ page }) => {
  test.setTimeout(paths.length * 5_000);
  await page.addInitScript(() => {
    const reports: string[] = [];
    (window as unknown as { cspReports: string[] }).cspReports = reports;
    document.addEventListener('securitypolicyviolation', (event) => reports.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  for (const path of paths) {
    const response = await page.goto(path, { waitUntil: 'load' });
    const order = await page.evaluate(() => {
      const meta = document.querySelector('meta[http-equiv="content-security-policy"]');
      const firstScript = document.querySelector('script');
      return {
        policy: meta?.getAttribute('content') ?? '',
        before: !firstScript || (meta !== null && Boolean(meta.compareDocumentPosition(firstScript) & Node.DOCUMENT_POSITION_FOLLOWING)),
      };
    });
    expect(order.before, path).toBe(true);
    // The header (from dist/_headers) is the page's own policy plus what a <meta> cannot say.
    const header = policyDirectives(response!.headers()['content-security-policy'] ?? '');
    expect(header, path).toEqual([...policyDirectives(order.policy), "frame-ancestors 'none'"]);
    expect(await page.evaluate(() => (window as unknown as { cspReports: string[] }).cspReports), path).toEqual([]);
  }
});
