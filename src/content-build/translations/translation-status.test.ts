import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { translationProblems } from '../../../tools/check-translations.ts';
import { mark, seed } from '../../../tools/translations-status.ts';
import { readRecords } from './translation-records.ts';
import { statusReport, statusSummary } from './translation-report.ts';
import { behindUnits, languageStatus } from './translation-status.ts';

/** A module of two slides (the first with two cards) and one question, in English. */
const englishModule = (slide2 = 'In 2023, 1,300 people took part.', card2 = 'A plan.') => ({
  id: 'saving',
  title: 'Saving',
  slides: [
    {
      id: 'slide-1',
      title: 'Why Save',
      content: 'Saving helps.',
      visualElements: {
        cards: [
          { title: 'Safety', description: 'A cushion.' },
          { title: 'Goals', description: card2 },
        ],
      },
    },
    { id: 'slide-2', title: 'A Survey', content: slide2 },
  ],
  quizPool: [{ id: 'q1', question: 'Why save?', options: ['For safety', 'For fun'], correctAnswer: 0, explanation: 'Safety first.' }],
});

/** Its Spanish translation, with `slide2` as the second slide's words. */
const spanishModule = (slide2 = 'En 2023, 1.300 personas participaron.') => ({
  id: 'saving',
  title: 'Ahorrar',
  slides: [
    {
      id: 'slide-1',
      title: 'Por qué ahorrar',
      content: 'Ahorrar ayuda.',
      visualElements: {
        cards: [
          { title: 'Seguridad', description: 'Un colchón.' },
          { title: 'Metas', description: 'Un plan.' },
        ],
      },
    },
    { id: 'slide-2', title: 'Una encuesta', content: slide2 },
  ],
  quizPool: [
    {
      id: 'q1',
      question: '¿Por qué ahorrar?',
      options: ['Por seguridad', 'Por diversión'],
      correctAnswer: 0,
      explanation: 'Primero la seguridad.',
    },
  ],
});

const LESSON = (heading: string, body: string) => `---\ntitle: "Budgets"\n---\n\nIntro text.\n\n## ${heading}\n\n${body}\n`;

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A project with the module and a lesson in English and Spanish, and a dictionary file in every language. */
function project(): string {
  root = mkdtempSync(join(tmpdir(), 'vault-club-status-'));
  write('content/modules/saving.json', englishModule());
  write('content/es/modules/saving.json', spanishModule());
  write('content/lessons/budgets.mdx', LESSON('Make a plan', 'Write down 3 costs.'));
  write(
    'content/es/lessons/budgets.mdx',
    LESSON('Haz un plan', 'Anota 3 gastos.').replace('Budgets', 'Presupuestos').replace('Intro text.', 'Texto inicial.'),
  );
  write('src/i18n/en/site.json', { 'nav.home': 'Home' });
  write('src/i18n/es/site.json', { 'nav.home': 'Inicio' });
  write('src/i18n/pt-br/site.json', { 'nav.home': 'Início' });
  return root;
}

function write(file: string, value: unknown): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), typeof value === 'string' ? value : JSON.stringify(value, null, 2));
}

const behindKeys = (dir: string) => behindUnits(languageStatus(dir, 'es')).map((unit) => unit.key);

describe('the translation status', () => {
  it('finds every unit current right after seeding', () => {
    const dir = project();
    expect(seed(dir, ['es'], '2026-01-10')).toEqual(['es: 13 units recorded in content/es/translated-from.json (13 new or changed).']);
    const files = languageStatus(dir, 'es');
    expect(files.flatMap((file) => file.units.map((unit) => unit.state))).toEqual(Array(13).fill('current'));
    expect(statusSummary([{ lang: 'es', files }])).toBe('Every translated unit matches the English it was translated from (es).');
  });

  it('marks exactly the units whose English changed behind, and keeps the rest current', () => {
    const dir = project();
    seed(dir, ['es'], '2026-01-10');
    write('content/modules/saving.json', englishModule('In 2024, 1,300 people took part.', 'A plan for later.'));
    expect(behindKeys(dir)).toEqual(['modules/saving.json#slides/slide-1/visualElements/cards/1', 'modules/saving.json#slides/slide-2']);
    const states = languageStatus(dir, 'es').flatMap((file) => file.units.filter((unit) => unit.state === 'current'));
    expect(states).toHaveLength(11);
  });

  it('lists the longest recorded first, then in file order, with what changed in the English', () => {
    const dir = project();
    seed(dir, ['es'], '2026-01-10');
    // The lesson's section is changed and brought up to date in March; the module waits since January.
    write('content/lessons/budgets.mdx', LESSON('Make a plan', 'Write down 4 costs.'));
    write(
      'content/es/lessons/budgets.mdx',
      LESSON('Haz un plan', 'Anota 4 gastos.').replace('Budgets', 'Presupuestos').replace('Intro text.', 'Texto inicial.'),
    );
    mark(dir, 'es', ['lessons/budgets.mdx#make-a-plan'], '2026-03-02');
    write('content/lessons/budgets.mdx', LESSON('Make a plan', 'Write down 5 costs.'));
    write('content/modules/saving.json', englishModule('In 2024, 1,300 people took part.'));
    // By file name the lesson comes first; by the day it was recorded, the module does.
    expect(behindKeys(dir)).toEqual(['modules/saving.json#slides/slide-2', 'lessons/budgets.mdx#make-a-plan']);
    const report = statusReport([{ lang: 'es', files: languageStatus(dir, 'es') }]);
    expect(report).toContain('es 2 of 13 units behind their English:');
    expect(report).toContain(
      '  2026-01-10  modules/saving.json#slides/slide-2 ("A Survey")\n      English then: A Survey In 2023, 1,300 people took part.\n      English now:  A Survey In 2024, 1,300 people took part.',
    );
    expect(report.indexOf('modules/saving.json#slides/slide-2')).toBeLessThan(
      report.indexOf('2026-03-02  lessons/budgets.mdx#make-a-plan ("Make a plan")'),
    );
  });

  it('keeps a section behind when its English heading is renamed, and brings a unit back with --mark', () => {
    const dir = project();
    seed(dir, ['es'], '2026-01-10');
    write('content/lessons/budgets.mdx', LESSON('Make a monthly plan', 'Write down 3 costs.'));
    expect(behindKeys(dir)).toEqual(['lessons/budgets.mdx#make-a-monthly-plan']);
    expect(mark(dir, 'es', ['content/es/lessons/budgets.mdx'], '2026-02-01')).toEqual([
      "es: 3 units recorded as translated from today's English (behind until now: 1).",
    ]);
    expect(behindKeys(dir)).toEqual([]);
    expect(Object.keys(readRecords(dir, 'es'))).toContain('lessons/budgets.mdx#make-a-monthly-plan');
    expect(() => mark(dir, 'es', ['modules/saving.json#slides/slide-9'])).toThrow(
      'es has no translated unit "modules/saving.json#slides/slide-9": name a file (modules/x.json) or a unit as the status report shows it (modules/x.json#slides/slide-2).',
    );
  });
});

describe('the number check', () => {
  it('never fails because the English moved, but refuses a translated year that drifted from an unchanged English', () => {
    const dir = project();
    seed(dir, ['es'], '2026-01-10');
    write('content/modules/saving.json', englishModule('In 2024, 1,300 people took part.'));
    expect(translationProblems(dir).flatMap((report) => report.problems)).toEqual([]);

    // The translator records the slide as up to date but leaves the old year.
    mark(dir, 'es', ['modules/saving.json#slides/slide-2'], '2026-02-01');
    expect(translationProblems(dir).flatMap((report) => report.problems)).toEqual([
      'content/es/modules/saving.json: slides/slide-2 ("A Survey"): the English has "2024" where the translation has "2023" (read as es numbers: 1.300 = 1300, 1,5 = 1.5). Write the English\'s numbers; if the translation says the same in other words, record that: npm run translations:status -- --mark es modules/saving.json#slides/slide-2 --numbers-checked',
    ]);
    write('content/es/modules/saving.json', spanishModule('En 2024, 1.300 personas participaron.'));
    expect(translationProblems(dir).flatMap((report) => report.problems)).toEqual([]);
  });

  it("passes numbers a translator checked say the same in other words, until the translation's numbers change", () => {
    const dir = project();
    write('content/es/modules/saving.json', spanishModule('En 2023, mil trescientas personas participaron.'));
    seed(dir, ['es'], '2026-01-10');
    expect(translationProblems(dir).flatMap((report) => report.problems)).toHaveLength(1);
    mark(dir, 'es', ['modules/saving.json#slides/slide-2'], '2026-01-10', true);
    expect(readRecords(dir, 'es')['modules/saving.json#slides/slide-2']).toEqual({
      en: 'A Survey\nIn 2023, 1,300 people took part.',
      on: '2026-01-10',
      numbersChecked: '2023',
    });
    expect(translationProblems(dir).flatMap((report) => report.problems)).toEqual([]);
    write('content/es/modules/saving.json', spanishModule('En 2032, mil trescientas personas participaron.'));
    expect(translationProblems(dir).flatMap((report) => report.problems)).toHaveLength(1);
  });
});

it('writes its record as plain JSON a reviewer can read in a diff', () => {
  const dir = project();
  seed(dir, ['es'], '2026-01-10');
  const text = readFileSync(join(dir, 'content/es/translated-from.json'), 'utf8');
  expect(text).toContain(
    '"modules/saving.json#slides/slide-1/visualElements/cards/0": {\n      "en": "Safety\\nA cushion.",\n      "on": "2026-01-10"\n    }',
  );
});
