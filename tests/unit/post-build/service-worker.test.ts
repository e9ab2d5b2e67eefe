import { describe, expect, it } from 'vitest';
import { BuiltSite } from '../../../integrations/vault-club/built-site';
import { serviceWorker } from '../../../integrations/vault-club/steps/service-worker';
import { useFixtureDist, recordingLogger, stepContext } from './fixture';

const dist = useFixtureDist();

describe('step 4, the service worker', () => {
  // One Workbox run (several seconds): the precache's rules are tested in tests/unit/service-worker.test.ts.
  it('writes sw.js over the site as the pipeline holds it: learning pages, scripts and styles, no redirect stub', async () => {
    const site = await BuiltSite.read(dist().dir);
    site.write('learn/financial-basics/index.html', '<meta http-equiv="refresh" content="0;url=/learn/money">');
    await site.flush();
    const lines: string[] = [];
    await serviceWorker.run(site, stepContext(dist().dir, { logger: recordingLogger(lines, 'sw') }));
    const sw = dist().read('sw.js');
    for (const url of [
      'learn-now',
      'interactive-learn/what-is-money',
      'finance-quiz',
      'offline',
      '_astro/PageScript.abc.js',
      'favicon.svg',
    ])
      expect(sw, url).toContain(`url:"${url}"`);
    for (const url of ['auth', 'learn/financial-basics']) expect(sw, url).not.toContain(`url:"${url}"`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[sw\] sw\.js: 9 files \(\d+ KB\) precached for offline use$/);
  }, 60_000);
});
