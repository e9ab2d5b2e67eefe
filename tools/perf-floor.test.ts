import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWithFloors, floorPath, stripScripts } from './perf-floor.ts';
import { fixtureDist } from '../integrations/vault-club/tests/fixture.ts';

describe('the perf floor: each measured page beside its script-free copy', () => {
  it('serves the floor of a page in any language under /__floor/, with one slash between segments', () => {
    expect(floorPath('/')).toBe('/__floor/');
    expect(floorPath('/learn-more')).toBe('/__floor/learn-more/');
    expect(floorPath('/es/')).toBe('/__floor/es/');
    expect(floorPath('/pt-br/learn/financial-basics')).toBe('/__floor/pt-br/learn/financial-basics/');
  });

  it('copies the site and adds a script-free copy of each page, the Spanish and Portuguese ones included', () => {
    const page = (lang: string) =>
      `<html lang="${lang}"><head><link rel="modulepreload" href="/_astro/a.js"><script type="module" src="/_astro/a.js"></script></head>` +
      `<body><h1>${lang}</h1><template><script>inline()</script></template></body></html>`;
    const dist = fixtureDist({
      'index.html': page('en'),
      'es/index.html': page('es'),
      'pt-br/learn/financial-basics/index.html': page('pt-BR'),
      '_astro/a.js': 'export {};',
    });
    const root = buildWithFloors(dist.dir.pathname, ['/', '/es/', '/pt-br/learn/financial-basics']);
    try {
      for (const [path, lang] of [
        ['/', 'en'],
        ['/es/', 'es'],
        ['/pt-br/learn/financial-basics', 'pt-BR'],
      ] as const) {
        const floor = readFileSync(join(root, floorPath(path), 'index.html'), 'utf8');
        expect(floor).toBe(stripScripts(page(lang)));
        expect(floor).toContain(`<h1>${lang}</h1>`);
        expect(floor).not.toMatch(/<script|modulepreload/);
      }
      expect(readFileSync(join(root, 'es/index.html'), 'utf8')).toBe(page('es'));
      expect(existsSync(join(root, '_astro/a.js'))).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
      dist.remove();
    }
  });
});
