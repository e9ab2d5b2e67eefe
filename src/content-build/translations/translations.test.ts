import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { translationProblems } from '../../../tools/check-translations.ts';
import { TRANSLATED_LANGS } from '../../i18n/languages.ts';

describe('the translations of the real content', () => {
  const reports = translationProblems(process.cwd());

  it.each(TRANSLATED_LANGS)('%s: every file keeps parity with its English file and uses the glossary words', (lang) => {
    const report = reports.find((entry) => entry.lang === lang)!;
    expect(report.problems).toEqual([]);
    // The check read something: the dictionary, the modules, lessons, quizzes, exam and white paper.
    expect(report.files).toBeGreaterThan(40);
  });
});

describe('the translation check on a small project', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A project with one quiz and one dictionary file in English and in Spanish, and the real glossary. */
  function project(files: Record<string, unknown> = {}): string {
    root = mkdtempSync(join(tmpdir(), 'vault-club-translations-'));
    const quiz = { id: 'finance', questions: [{ id: 'q1', question: 'What is money?', options: ['A tool', 'A rock'], correctAnswer: 0 }] };
    const all: Record<string, unknown> = {
      'content/quizzes/finance.json': quiz,
      'content/es/quizzes/finance.json': {
        ...quiz,
        questions: [{ ...quiz.questions[0], question: '¿Qué es el dinero?', options: ['Una herramienta', 'Una roca'] }],
      },
      'src/i18n/en/site.json': { 'nav.home': 'Home', 'footer.rights': '© {year}' },
      'src/i18n/es/site.json': { 'nav.home': 'Inicio', 'footer.rights': '© {year}' },
      'src/i18n/pt-br/site.json': { 'nav.home': 'Início', 'footer.rights': '© {year}' },
      ...files,
    };
    for (const [file, value] of Object.entries(all)) {
      if (value === undefined) continue;
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), JSON.stringify(value));
    }
    mkdirSync(join(root, 'content'), { recursive: true });
    cpSync('content/glossary.json', join(root, 'content/glossary.json'));
    return root;
  }
  const problems = (dir: string) => translationProblems(dir).flatMap((report) => report.problems);

  it('finds nothing wrong in a faithful translation', () => {
    expect(problems(project())).toEqual([]);
  });

  it('fails a translated question whose right answer moved', () => {
    const dir = project();
    const file = join(dir, 'content/es/quizzes/finance.json');
    const spanish = JSON.parse(readFileSync(file, 'utf8'));
    spanish.questions[0].correctAnswer = 1;
    writeFileSync(file, JSON.stringify(spanish));
    expect(problems(dir)).toEqual(['content/es/quizzes/finance.json: questions[0].correctAnswer: is 1; keep the English value 0']);
  });

  it('fails a language that lacks a dictionary file, or a key of one', () => {
    expect(problems(project({ 'src/i18n/pt-br/site.json': undefined }))).toEqual([
      'src/i18n/pt-br/site.json: missing; every English dictionary file needs its translation',
    ]);
    expect(problems(project({ 'src/i18n/es/site.json': { 'nav.home': 'Inicio' } }))).toEqual([
      'src/i18n/es/site.json footer.rights: missing; keep every field of the English',
    ]);
  });

  it('fails a word the glossary says to avoid, and a translation with no English file', () => {
    expect(problems(project({ 'src/i18n/es/site.json': { 'nav.home': 'Tu monedero', 'footer.rights': '© {year}' } }))).toEqual([
      'src/i18n/es/site.json: uses "monedero" for "wallet"; the glossary\'s word is "billetera"',
    ]);
    expect(problems(project({ 'content/es/quizzes/web3.json': { id: 'web3' } }))).toEqual([
      "content/es/quizzes/web3.json: has no English file content/quizzes/web3.json; a translation mirrors an English file's path",
    ]);
  });
});
