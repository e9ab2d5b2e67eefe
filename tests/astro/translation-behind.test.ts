import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import TranslationBehind from '../../src/components/TranslationBehind.astro';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import site from '../../src/i18n/es/site.json';
import sitePt from '../../src/i18n/pt-br/site.json';

let container: AstroContainer;

beforeAll(async () => {
  // The site's routing, so `Astro.currentLocale` is the language of the page's URL.
  const i18n = {
    fallback: undefined,
    fallbackType: 'rewrite',
    strategy: 'pathname-prefix-other-locales',
    locales: LANGUAGES.map(({ code }) => code),
    defaultLocale: 'en',
    domainLookupTable: {},
    domains: undefined,
  };
  container = await AstroContainer.create({ manifest: { i18n } as never });
});

/** The notice as the page at `url` draws it with `props`. */
const render = (url: string, props: Record<string, unknown>) =>
  container.renderToString(TranslationBehind, { request: new Request(`http://127.0.0.1${url}`), props });

describe('the notice on a translated page behind its English', () => {
  it('says so in Spanish, names the parts and links to the English page', async () => {
    const html = await render('/es/learn/what-is-money-really', { parts: ['Las tres funciones del dinero', '¿Qué es la inflación?'] });
    expect(html).toContain('role="note"');
    expect(html).toContain(`${site['site.behindTitle']}</strong> ${site['site.behindText']}`);
    expect(html).toContain('<li>Las tres funciones del dinero</li><li>¿Qué es la inflación?</li>');
    expect(html).toContain(
      `<a href="/learn/what-is-money-really" hreflang="en" class="font-semibold text-brand-700 underline">${site['site.behindLink']}</a>`,
    );
    // Not by colour alone: a written label, the mark beside it hidden from screen readers.
    expect(html).toContain('<strong><span aria-hidden="true">⚠ </span>');
  });

  it('says so in Portuguese, to the English place it is given, without the list where it is left out', async () => {
    const html = await render('/pt-br/white-paper', { parts: ['O problema'], list: false, href: '/white-paper#page-1' });
    expect(html).toContain(sitePt['site.behindText']);
    expect(html).toContain(
      `<a href="/white-paper#page-1" hreflang="en" class="font-semibold text-brand-700 underline">${sitePt['site.behindLink']}</a>`,
    );
    expect(html).not.toContain('<li>');
    expect(html).not.toContain(sitePt['site.behindParts']);
  });

  it('draws nothing when no part is behind', async () => {
    expect((await render('/es/learn/what-is-money-really', { parts: [] })).trim()).toBe('');
  });
});
