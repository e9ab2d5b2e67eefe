import { describe, expect, it } from 'vitest';
import { BuiltSite } from '../built-site.ts';
import { serviceWorker } from '../steps/service-worker.ts';
import { LANGUAGES } from '../../../src/i18n/languages.ts';
import { localHref } from '../../../src/i18n/routing.ts';
import { useFixtureDist, recordingLogger, stepContext } from './fixture.ts';

const dist = useFixtureDist();

describe('step 3, the service workers', () => {
  // One Workbox run per language (several seconds each): the precache's rules are tested in integrations/vault-club/steps/service-worker-serve.test.ts.
  it("writes each language's worker over the site as the pipeline holds it: its learning pages and module quizzes, the shared scripts and styles, no redirect stub", async () => {
    const site = await BuiltSite.read(dist().dir);
    for (const { code } of LANGUAGES) {
      const lesson = localHref(code, '/learn/financial-basics');
      site.write(`${lesson.slice(1)}/index.html`, `<meta http-equiv="refresh" content="0;url=${localHref(code, '/learn/money')}">`);
    }
    await site.flush();
    const lines: string[] = [];
    await serviceWorker.run(site, stepContext(dist().dir, { logger: recordingLogger(lines, 'sw') }));
    const pages = [
      '/learn-now',
      '/review',
      '/interactive-learn/what-is-money',
      '/learn/what-is-money-really/quiz.json',
      '/finance-quiz',
      '/offline',
    ];
    const shared = ['/_astro/PageScript.abc.js', '/_astro/BaseLayout.abc.css', '/favicon.svg', '/icons.svg'];
    for (const { code } of LANGUAGES) {
      const file = localHref(code, '/sw.js').slice(1);
      const sw = dist().read(file);
      for (const url of [...pages.map((page) => localHref(code, page)), ...shared]) expect(sw, `${file}: ${url}`).toContain(`url:"${url}"`);
      for (const page of ['/auth', '/learn/financial-basics'])
        expect(sw, `${file}: ${page}`).not.toContain(`url:"${localHref(code, page)}"`);
    }
    expect(lines).toEqual(
      ['sw\\.js', 'es/sw\\.js', 'pt-br/sw\\.js'].map((file) =>
        expect.stringMatching(new RegExp(`^\\[sw\\] ${file}: 12 files \\(\\d+ KB\\) precached for offline use$`)),
      ),
    );
  }, 90_000);
});
