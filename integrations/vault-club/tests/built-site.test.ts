import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BuiltSite } from '../built-site.ts';
import { TRANSLATED_LANGS } from '../../../src/i18n/languages.ts';
import { useFixtureDist, page } from './fixture.ts';

const dist = useFixtureDist();

describe('the built site in memory', () => {
  it('holds every HTML page, in path order, and nothing else', async () => {
    const site = await BuiltSite.read(dist().dir);
    const english = [
      'auth/index.html',
      'finance-quiz/index.html',
      'index.html',
      'interactive-learn/what-is-money/index.html',
      'learn-now/index.html',
      'learn/financial-basics/index.html',
      'offline/index.html',
      'review/index.html',
    ];
    const translated = TRANSLATED_LANGS.flatMap((lang) => english.map((file) => `${lang}/${file}`));
    expect(site.pages().map(([file]) => file)).toEqual([...english, ...translated].sort());
    expect(site.page('index.html')).toBe(page('Home'));
    expect(site.page('_astro/PageScript.abc.js')).toBeUndefined();
  });

  it('writes only what changed, once, creating folders for new files', async () => {
    const site = await BuiltSite.read(dist().dir);
    site.write('index.html', page('Home'));
    site.write('learn-now/index.html', page('Learn Now, revised'));
    site.write('_new/folder/file.txt', 'new');
    expect(site.page('learn-now/index.html')).toBe(page('Learn Now, revised'));
    expect(dist().read('learn-now/index.html')).toBe(page('Learn Now', { islands: true }));

    expect((await site.flush()).sort()).toEqual(['_new/folder/file.txt', 'learn-now/index.html']);
    expect(dist().read('learn-now/index.html')).toBe(page('Learn Now, revised'));
    expect(dist().read('_new/folder/file.txt')).toBe('new');
    expect(await site.flush()).toEqual([]);
  });

  it('leaves dist/ as it was when nothing is written', async () => {
    const site = await BuiltSite.read(dist().dir);
    expect(await site.flush()).toEqual([]);
    expect(existsSync(new URL('_headers', dist().dir))).toBe(false);
  });
});
