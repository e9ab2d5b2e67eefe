// @vitest-environment jsdom
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODULE_TABLE } from '../../path/rules/curriculum.ts';
import { defaultProgress } from '../rules/progress-rules.ts';
import { freshStore } from '../../../tests/fixtures/fresh-store.ts';

const row = (id: string) => MODULE_TABLE.find((module) => module.id === id)!;

// The store alone: reading it starts the sync engine, which progress-sync.test.ts tests.
const engine = vi.hoisted(() => ({ startProgressSync: vi.fn() }));
vi.mock('./progress-sync.ts', () => engine);

/** A fresh copy of the store module, so it reads storage as a new page would. */
const loadStore = freshStore(() => import('./progress.ts'));

beforeEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

afterEach(async () => {
  const { $progress } = await import('./progress.ts');
  cleanStores($progress);
});

describe('the progress store', () => {
  it('starts from the defaults when nothing is stored', async () => {
    const { $progress } = await loadStore();
    expect($progress.get()).toEqual(defaultProgress());
  });

  it('starts keeping progress in the account as soon as a page reads it', async () => {
    const { $progress } = await loadStore();
    engine.startProgressSync.mockClear();
    const stop = $progress.listen(() => {});
    await vi.waitFor(() => expect(engine.startProgressSync).toHaveBeenCalledTimes(1));
    stop();
  });

  it('saves every change under the product key, as versioned JSON', async () => {
    const { $progress, completeModule, PROGRESS_KEY } = await loadStore();
    completeModule(row('what-is-money-really'));
    expect(PROGRESS_KEY).toBe('vault-club:learning-progress');
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!)).toMatchObject({
      version: 2,
      completedModules: ['what-is-money-really'],
      completedAt: { 'what-is-money-really': expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    });
    expect($progress.get().completedModules).toEqual(['what-is-money-really']);
  });

  it('loads what a previous page saved', async () => {
    const first = await loadStore();
    first.completeLesson('financial-basics');
    first.recordQuizResult('finance', { score: 12, total: 15, percent: 80 });
    const second = await loadStore();
    expect(second.$progress.get().lessons['financial-basics']).toMatchObject({ completed: true, readPercent: 100 });
    expect(second.$progress.get().quizzes.finance?.percent).toBe(80);
  });

  it('upgrades the original unversioned shape to version 2, keeping every id of the curriculum once', async () => {
    localStorage.setItem(
      'vault-club:learning-progress',
      JSON.stringify({
        completedModules: ['what-is-money-really', 'what-is-money-really', 'gone-module'],
        currentCategory: 0,
        currentModule: 1,
      }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { $progress } = await loadStore();
    // A module the curriculum no longer has is dropped, as the account drops it.
    expect($progress.get()).toEqual({ ...defaultProgress(), completedModules: ['what-is-money-really'] });
    expect(warn).toHaveBeenCalledWith('Ignored stored learning progress field completedModules.2');
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['null', 'null'],
    ['an array', '["what-is-money-really"]'],
  ])('logs and falls back to the defaults on %s', async (_case, raw) => {
    localStorage.setItem('vault-club:learning-progress', raw);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { $progress } = await loadStore();
    expect($progress.get()).toEqual(defaultProgress());
    expect(warn).toHaveBeenCalledWith('Failed to parse learning progress', expect.anything());
  });

  it('drops only the stored fields that fail validation, naming each, and keeps the rest', async () => {
    localStorage.setItem(
      'vault-club:learning-progress',
      JSON.stringify({
        version: 2,
        completedModules: ['what-is-money-really', 42, 'tokens-tokenization'],
        completedAt: { 'what-is-money-really': '2025-01-01T00:00:00.000Z', 'tokens-tokenization': 'last week' },
        lessons: {
          'financial-basics': { completed: true, readPercent: 100 },
          'shortfalls-of-crypto': { completed: 'yes', readPercent: 20 },
        },
        quizzes: {
          finance: { score: 16, total: 15, percent: 100 },
          web3: { score: 12, total: 15, percent: 80 },
          chess: { score: 1, total: 1, percent: 100 },
        },
        exam: { score: 30, total: 35, percent: 186 },
      }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { $progress } = await loadStore();
    expect($progress.get()).toEqual({
      version: 2,
      completedModules: ['what-is-money-really', 'tokens-tokenization'],
      completedAt: { 'what-is-money-really': '2025-01-01T00:00:00.000Z' },
      lessons: { 'financial-basics': { completed: true, readPercent: 100 } },
      quizzes: { web3: { score: 12, total: 15, percent: 80 } },
      exam: null,
      slides: {},
      reviews: {},
    });
    expect(warn.mock.calls.map(([message]) => String(message)).sort()).toEqual([
      'Ignored stored learning progress field completedAt.tokens-tokenization',
      'Ignored stored learning progress field completedModules.1',
      'Ignored stored learning progress field exam',
      'Ignored stored learning progress field lessons.shortfalls-of-crypto',
      'Ignored stored learning progress field quizzes.chess',
      'Ignored stored learning progress field quizzes.finance',
    ]);
  });

  it('reads a version 1 document as version 2, with its lessons and results', async () => {
    localStorage.setItem(
      'vault-club:learning-progress',
      JSON.stringify({
        version: 1,
        completedModules: ['what-is-money-really'],
        currentCategory: 0,
        currentModule: 1,
        lessons: { 'financial-basics': { completed: false, readPercent: 40 } },
        quizzes: { finance: { score: 12, total: 15, percent: 80 } },
        exam: null,
      }),
    );
    const { $progress } = await loadStore();
    expect($progress.get()).toEqual({
      version: 2,
      completedModules: ['what-is-money-really'],
      completedAt: {},
      lessons: { 'financial-basics': { completed: false, readPercent: 40 } },
      quizzes: { finance: { score: 12, total: 15, percent: 80 } },
      exam: null,
      slides: {},
      reviews: {},
    });
  });

  it('keeps working in memory when storage cannot be read or written', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { $progress, completeModule } = await loadStore();
    expect($progress.get()).toEqual(defaultProgress());
    expect(() => completeModule(row('what-is-money-really'))).not.toThrow();
    expect($progress.get().completedModules).toEqual(['what-is-money-really']);
    expect(warn).toHaveBeenCalled();
  });

  it('does not lose an unsaved change when storage is full', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { $progress, completeModule } = await loadStore();
    const unbind = $progress.listen(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    completeModule(row('what-is-money-really'));
    unbind();
    window.dispatchEvent(new Event('pageshow'));
    expect($progress.get().completedModules).toEqual(['what-is-money-really']);
  });

  it('takes changes made in another tab', async () => {
    const { $progress } = await loadStore();
    const seen: string[][] = [];
    const unbind = $progress.listen((value) => seen.push(value.completedModules));
    const other = JSON.stringify({ ...defaultProgress(), completedModules: ['tokens-tokenization'] });
    localStorage.setItem('vault-club:learning-progress', other);
    window.dispatchEvent(new StorageEvent('storage', { key: 'vault-club:learning-progress', newValue: other }));
    expect(seen).toEqual([['tokens-tokenization']]);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect($progress.get()).toEqual(defaultProgress());
    unbind();
  });

  it('reads storage afresh when no island is listening', async () => {
    const { $progress } = await loadStore();
    localStorage.setItem(
      'vault-club:learning-progress',
      JSON.stringify({ ...defaultProgress(), completedModules: ['what-is-money-really'] }),
    );
    expect($progress.get().completedModules).toEqual(['what-is-money-really']);
  });

  it('only raises reading progress, and resets to the defaults', async () => {
    const { $progress, setReadingProgress, resetProgress, completeModule } = await loadStore();
    setReadingProgress('understanding-markets', 50);
    setReadingProgress('understanding-markets', 20);
    expect($progress.get().lessons['understanding-markets']?.readPercent).toBe(50);
    completeModule(row('what-is-money-really'));
    resetProgress();
    expect($progress.get()).toEqual(defaultProgress());
  });

  it('keeps the best exam result', async () => {
    const { $progress, recordExamResult } = await loadStore();
    recordExamResult({ score: 30, total: 35, percent: 86 });
    recordExamResult({ score: 10, total: 35, percent: 29 });
    expect($progress.get().exam).toEqual({ score: 30, total: 35, percent: 86 });
  });
});
