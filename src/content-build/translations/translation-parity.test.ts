import { describe, expect, it } from 'vitest';
import { jsonParityProblems, jsonText, markdownParityProblems, placeholders, splitFrontmatter } from './translation-parity.ts';

/** A question as the content has it: ids, the answer and the sources are data; the words are text. */
const question = {
  id: 'q-money-1',
  question: 'What does a wallet keep?',
  options: ['Your keys', 'Your coins', 'Your bank card'],
  correctAnswer: 0,
  explanation: 'It keeps {count} keys.',
  cites: ['findex-2025'],
  level: 'Beginner',
};
const translated = {
  ...question,
  question: '¿Qué guarda una billetera?',
  options: ['Tus claves', 'Tus monedas', 'Tu tarjeta'],
  explanation: 'Guarda {count} claves.',
};

describe('placeholders', () => {
  it('are the {names} of a text, sorted', () => {
    expect(placeholders('Module {n} of {total}, {n} again')).toEqual(['n', 'n', 'total']);
    expect(placeholders('No placeholder')).toEqual([]);
  });
});

describe('JSON parity', () => {
  it('passes a translation that changes only the words', () => {
    expect(jsonParityProblems(question, translated)).toEqual([]);
  });

  it('fails another answer, id, level or citation (data keys stay as in English)', () => {
    expect(jsonParityProblems(question, { ...translated, correctAnswer: 1 })).toEqual(['correctAnswer: is 1; keep the English value 0']);
    expect(jsonParityProblems(question, { ...translated, id: 'q-dinero-1', level: 'Principiante' })).toEqual([
      'id: is "q-dinero-1"; keep the English value "q-money-1"',
      'level: is "Principiante"; keep the English value "Beginner"',
    ]);
    expect(jsonParityProblems(question, { ...translated, cites: ['fed-2025'] })).toEqual([
      'cites[0]: is "fed-2025"; keep the English value "findex-2025"',
    ]);
  });

  it('fails options added, removed or no longer a list (their order is the answer)', () => {
    expect(jsonParityProblems(question, { ...translated, options: ['Tus claves', 'Tus monedas'] })).toEqual([
      'options: has 2 items; the English has 3, in the same order',
    ]);
    expect(jsonParityProblems(question, { ...translated, options: 'Tus claves' })).toEqual(['options: should be a list, as in English']);
  });

  it('fails a missing or an added field, and an object turned into something else', () => {
    const { explanation: _, ...withoutExplanation } = translated;
    expect(jsonParityProblems(question, withoutExplanation)).toEqual(['explanation: missing; keep every field of the English']);
    expect(jsonParityProblems(question, { ...translated, note: 'extra' })).toEqual(['note: not in the English; remove it']);
    expect(jsonParityProblems({ quiz: question }, { quiz: [] })).toEqual(['quiz: should be an object, as in English']);
  });

  it('fails a text whose placeholders differ, and a number that changed', () => {
    expect(jsonParityProblems(question, { ...translated, explanation: 'Guarda {cuenta} claves.' })).toEqual([
      'explanation: placeholders {cuenta} differ from the English {count}; keep them exactly',
    ]);
    expect(jsonParityProblems({ stat: { value: 1.3, rate: 79 } }, { stat: { value: 1.3, rate: 80 } })).toEqual([
      'stat.rate: is 80; keep the English value 79',
    ]);
  });

  it('fails a text whose source markers differ from the English, or moved to another paragraph; passes them moved within one', () => {
    const slide = { content: 'In 2024, 79% had an account.[^findex-2025]\nThe top 10% held 87%.[^fed-2025]' };
    expect(
      jsonParityProblems(slide, { content: 'El 79% tenía una cuenta en 2024.[^findex-2025]\nEl 10% más rico tenía el 87%.[^fed-2025]' }),
    ).toEqual([]);
    expect(
      jsonParityProblems(slide, { content: 'En 2024, el 79% tenía una cuenta.[^findex-2025]\nEl 10% más rico tenía el 87%.' }),
    ).toEqual([
      'content (paragraph 2): source markers none differ from the English [^fed-2025]; keep each [^id] after the same sentence as in English',
    ]);
    expect(jsonParityProblems(slide, { content: 'El 79%.[^findex-2025][^fed-2025]\nEl 10% más rico tenía el 87%.' })).toEqual([
      'content (paragraph 1): source markers [^fed-2025] [^findex-2025] differ from the English [^findex-2025]; keep each [^id] after the same sentence as in English',
      'content (paragraph 2): source markers none differ from the English [^fed-2025]; keep each [^id] after the same sentence as in English',
    ]);
    expect(jsonParityProblems({ explanation: 'Why.[^fed-2025]' }, { explanation: 'Por qué.' })).toEqual([
      'explanation: source markers none differ from the English [^fed-2025]; keep each [^id] after the same sentence as in English',
    ]);
  });

  it("reads only the reader's text of a file, never its data", () => {
    expect(jsonText(translated).split('\n')).toEqual([
      '¿Qué guarda una billetera?',
      'Tus claves',
      'Tus monedas',
      'Tu tarjeta',
      'Guarda {count} claves.',
    ]);
  });
});

describe('Markdown parity', () => {
  const english = [
    '---',
    'title: Financial basics',
    'level: Beginner',
    'sources:',
    '  - id: findex-2025',
    '    title: Global Findex 2025',
    '---',
    '## Saving',
    '',
    'About 1.3 billion adults have no account.[^findex-2025] See [the path](/learn-now).',
    '',
    '<Callout type="warning">Scams exist.</Callout>',
    '',
  ].join('\n');
  const spanish = english
    .replace('title: Financial basics', 'title: Finanzas básicas')
    .replace('## Saving', '## Ahorrar')
    .replace('About 1.3 billion adults have no account.', 'Unos 1300 millones de adultos no tienen cuenta.')
    .replace('See [the path]', 'Mira [la ruta]')
    .replace('Scams exist.', 'Hay estafas.');

  it('passes a translation that keeps the markers, components, links, headings and frontmatter data', () => {
    expect(markdownParityProblems(english, spanish)).toEqual([]);
  });

  it('fails a frontmatter data field that changed (a level, a source)', () => {
    expect(markdownParityProblems(english, spanish.replace('level: Beginner', 'level: Principiante'))).toEqual([
      'frontmatter level: is "Principiante"; keep the English value "Beginner"',
    ]);
    expect(markdownParityProblems(english, spanish.replace('title: Global Findex 2025', 'title: Findex global 2025'))).toEqual([
      'frontmatter sources[0].title: is "Findex global 2025"; keep the English value "Global Findex 2025"',
    ]);
  });

  it('fails a source marker lost, a component changed, a link moved elsewhere or a heading level changed', () => {
    expect(markdownParityProblems(english, spanish.replace('[^findex-2025]', ''))).toEqual([
      'body: source markers [^id] differ from the English: missing findex-2025',
    ]);
    expect(markdownParityProblems(english, spanish.replace('type="warning"', 'type="note"'))).toEqual([
      'body: components differ from the English: missing Callout type="warning"; not in the English Callout type="note"',
    ]);
    expect(markdownParityProblems(english, spanish.replace('(/learn-now)', '(/es/learn-now)'))).toEqual([
      'body: link targets differ from the English: missing /learn-now; not in the English /es/learn-now',
    ]);
    expect(markdownParityProblems(english, spanish.replace('## Ahorrar', '### Ahorrar'))).toEqual([
      'body: heading levels differ from the English: missing ##; not in the English ###',
    ]);
  });

  it("splits the frontmatter from the body, and reads the reader's text of both", () => {
    expect(splitFrontmatter('No frontmatter.')).toEqual({ data: {}, body: 'No frontmatter.' });
    const { data, body } = splitFrontmatter(spanish);
    const text = `${jsonText(data)}\n${body}`;
    expect(text).toContain('Finanzas básicas');
    expect(text).toContain('Hay estafas.');
    // Sources are data: their titles stay as published.
    expect(text).not.toContain('Global Findex 2025');
  });
});
