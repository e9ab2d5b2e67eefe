import { expect, sitemapPaths, test } from './fixtures';

const paths = sitemapPaths();

test('every route loads under its CSP with no violation report, the CSP <meta> before any script', async ({ page }) => {
  test.setTimeout(paths.length * 5_000);
  await page.addInitScript(() => {
    const reports: string[] = [];
    (window as unknown as { cspReports: string[] }).cspReports = reports;
    document.addEventListener('securitypolicyviolation', (event) => reports.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'load' });
    const order = await page.evaluate(() => {
      const meta = document.querySelector('meta[http-equiv="content-security-policy"]');
      const firstScript = document.querySelector('script');
      return {
        meta: meta !== null,
        before: !firstScript || (meta !== null && Boolean(meta.compareDocumentPosition(firstScript) & Node.DOCUMENT_POSITION_FOLLOWING)),
      };
    });
    expect(order, path).toEqual({ meta: true, before: true });
    expect(await page.evaluate(() => (window as unknown as { cspReports: string[] }).cspReports), path).toEqual([]);
  }
});
