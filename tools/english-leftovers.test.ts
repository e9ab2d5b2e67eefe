import { describe, expect, it } from 'vitest';
import { EnglishLabels, englishOnPage, pageSegments, readsAsEnglish } from './english-leftovers.ts';

/** A built page in `lang` with `body` in its `<main>`. */
const page = (body: string, { lang = 'es', title = 'Aprende ahora', main = '' } = {}) =>
  `<!doctype html><html lang="${lang}"><head><title>${title} | The Vault Club</title>` +
  `<meta name="description" content="Lecciones gratis sobre dinero."><script>const english = "This is a script, not text";</script>` +
  `<style>body::after { content: "Not text either"; }</style></head>` +
  `<body><main id="main"${main}>${body}</main><template><p>Only a template for the script.</p></template></body></html>`;

/** The UI strings of the fixture dictionary: English, and the Spanish that differs (Bitcoin stays Bitcoin). */
const labels = new EnglishLabels(
  ['Beginner', 'Bitcoin', 'Learn Now', 'Module {n} of {total}', '{count}'],
  ['Principiante', 'Bitcoin', 'Aprende ahora', 'Módulo {n} de {total}', '{count}'],
);

describe('the text of a built page', () => {
  it('is one segment per block, with its links and emphasis, never a script, style or template', () => {
    const segments = pageSegments(page('<h1>El dinero</h1><p>Una <a href="/x">billetera</a> es <strong>tuya</strong>.<br>Siempre.</p>'));
    expect(segments).toEqual([
      { where: 'title', text: 'Aprende ahora | The Vault Club' },
      { where: 'meta description', text: 'Lecciones gratis sobre dinero.' },
      { where: 'h1', text: 'El dinero' },
      { where: 'p', text: 'Una billetera es tuya. Siempre.' },
    ]);
  });

  it('reads the text of alt, aria-label, title and placeholder attributes', () => {
    const segments = pageSegments(
      page(
        '<img src="/a.png" alt="Una moneda"><nav aria-label="Principal"></nav><input placeholder="tu correo"><abbr title="Cripto">C</abbr>',
      ),
    );
    expect(segments.map((segment) => segment.where)).toEqual(
      expect.arrayContaining(['img[alt]', 'nav[aria-label]', 'input[placeholder]', 'abbr[title]']),
    );
  });

  it('leaves out what is marked lang="en", leaving a gap in the sentence around it', () => {
    const segments = pageSegments(
      page('<p>Fuente: <a lang="en" href="/s">Bank of England, 2014</a></p><p lang="en">Read this site in English?</p>'),
    );
    expect(segments.at(-1)).toEqual({ where: 'p', text: 'Fuente: …' });
    expect(segments.map((segment) => segment.text).join(' ')).not.toContain('England');
  });

  it('leaves out the title and description of a page whose content is the English fallback', () => {
    const segments = pageSegments(page('<p>Lesson text, not yet translated.</p>', { title: 'What Is Money?', main: ' lang="en"' }));
    expect(segments).toEqual([]);
  });
});

describe('an English sentence on a translated page', () => {
  it.each([
    ['es', 'Learn the basics for free, then join a small group of people.'],
    ['es', 'This page does not exist.'],
    ['pt-br', 'Easing into investing, together: learn first, then build wealth with your community.'],
    ['pt-br', 'Page not found'],
  ] as const)('%s: "%s" reads as English', (lang, text) => {
    expect(readsAsEnglish(text, lang)).toBe(true);
  });

  it.each([
    ['es', 'Aprende lo básico gratis y después únete a un grupo pequeño de 4 a 8 personas.'],
    ['es', 'Según el informe “Money creation in the modern economy” del Banco de Inglaterra, los bancos crean dinero.'],
    ['es', 'The Vault Club es un club de ahorro: no es un banco.'],
    ['pt-br', 'Só on-line'],
    ['pt-br', 'Aprenda o básico de graça e depois entre em um grupo pequeno de 4 a 8 pessoas.'],
    ['pt-br', 'Uma stablecoin como a USDC segue o valor do dólar.'],
    ['pt-br', 'US$ 0 US$ 20 mil US$ 40 mil US$ 60 mil US$ 80 mil'],
    ['es', '0 US$ 20 mil US$ 40 mil US$ 60 mil US$'],
  ] as const)('%s: "%s" does not', (lang, text) => {
    expect(readsAsEnglish(text, lang)).toBe(false);
  });
});

describe('English UI text on a translated page', () => {
  it('finds a dictionary string the language says otherwise, alone or as the first part of a title', () => {
    expect(labels.has('Beginner')).toBe(true);
    expect(labels.has('Learn Now | The Vault Club')).toBe(true);
    expect(labels.has('Module 3 of 18')).toBe(true);
  });

  it('passes a string the language writes the same way, its own words, and a bare placeholder', () => {
    expect(labels.has('Bitcoin')).toBe(false);
    expect(labels.has('Principiante')).toBe(false);
    expect(labels.has('Módulo 3 de 18')).toBe(false);
    expect(labels.has('42')).toBe(false);
  });
});

describe('the check of one page', () => {
  it('passes a Spanish page whose sources and English offer are marked lang="en"', () => {
    const html = page(
      '<h1>Aprende ahora</h1><span class="badge">Principiante</span><p>Fuente: <a lang="en" href="/s">World Bank, 2025</a></p>' +
        '<aside lang="en"><p>Read this site in English?</p><button>No, thanks</button></aside>',
    );
    expect(englishOnPage(html, 'es', labels)).toEqual([]);
  });

  it('fails a page with an English sentence, an English label, an English alt text or an English title', () => {
    const html = page(
      '<h1>Aprende ahora</h1><span class="badge">Beginner</span><p>Learn the basics for free, then join a small group.</p>' +
        '<img src="/a.png" alt="A coin and the page it sits on">',
      { title: 'Learn Now' },
    );
    expect(englishOnPage(html, 'es', labels).map(({ where, text }) => `${where}: ${text}`)).toEqual([
      'title: Learn Now | The Vault Club',
      'p: Learn the basics for free, then join a small group.',
      'img[alt]: A coin and the page it sits on',
      // A block's own text comes after the blocks inside it.
      'main: Beginner',
    ]);
  });
});
