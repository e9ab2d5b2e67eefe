import { describe, expect, it } from 'vitest';
import { SHARED_CHUNK_GROUPS, sharedChunk, type ChunkingContext, type ModuleFacts } from './client-chunks.ts';

const REACT = '/site/node_modules/react/index.js';
const PAGE_SCRIPT = '/site/src/components/PageScript.astro?astro&type=script&index=0&lang.ts';
const CERTIFICATE_SCRIPT = '/site/src/pages/[...lang]/certificate.astro?astro&type=script&index=0&lang.ts';
const EARLY_ACCESS_SCRIPT = '/site/src/components/EarlyAccessScript.astro?astro&type=script&index=0&lang.ts';

/** A module graph as the bundler reports it: each module's static imports; entries marked. */
function graph(imports: Record<string, string[]>, entries: string[]): ChunkingContext {
  const facts = new Map<string, ModuleFacts>();
  const ids = new Set([...Object.keys(imports), ...Object.values(imports).flat()]);
  for (const id of ids) {
    const importers = Object.keys(imports).filter((importer) => imports[importer]!.includes(id));
    facts.set(id, { isEntry: entries.includes(id), importers, importedIds: imports[id] ?? [] });
  }
  return { getModuleInfo: (id) => facts.get(id) ?? null };
}

const site = graph(
  {
    [PAGE_SCRIPT]: ['/site/src/site/enhance.ts'],
    '/site/src/site/enhance.ts': ['/site/src/i18n/routing.ts'],
    [CERTIFICATE_SCRIPT]: ['/site/src/shared/rules/dates.ts', '/site/src/i18n/routing.ts'],
    [EARLY_ACCESS_SCRIPT]: ['/site/src/account/page-scripts/early-access-form.ts'],
    '/site/src/account/page-scripts/early-access-form.ts': ['/site/src/account/rules/auth-input.ts', '/site/src/account/stores/session.ts'],
    '/site/src/account/islands/AuthForm.tsx': [
      '/site/src/account/stores/session.ts',
      '/site/src/shared/islands/lang-context.tsx',
      '/site/src/account/rules/auth-input.ts',
    ],
    '/site/src/shared/islands/lang-context.tsx': [REACT, '/site/src/i18n/routing.ts'],
    '/site/src/path/islands/LearningPath.tsx': [
      '/site/src/progress/stores/progress.ts',
      '/site/src/progress/islands/ProgressStatus.tsx',
      '/site/src/site/rules/early-taps.ts',
      '/site/src/path/islands/ModuleCard.tsx',
      '/site/src/shared/islands/lang-context.tsx',
    ],
    '/site/src/player/islands/LessonPlayer.tsx': [
      '/site/src/progress/stores/progress.ts',
      '/site/src/progress/islands/ProgressStatus.tsx',
      '/site/src/site/rules/early-taps.ts',
      '/site/src/shared/islands/lang-context.tsx',
    ],
    '/site/src/exam/islands/FinalExam.tsx': [
      '/site/src/progress/stores/progress.ts',
      '/site/src/progress/islands/ProgressStatus.tsx',
      '/site/src/shared/rules/dates.ts',
    ],
    '/site/src/progress/stores/progress.ts': ['/site/src/account/stores/session.ts'],
    '/site/src/progress/islands/ProgressStatus.tsx': [REACT, '/site/src/progress/stores/progress.ts'],
    // Loaded only by dynamic imports: no static importer.
    '/site/src/progress/stores/progress-sync.ts': ['/site/src/progress/stores/progress.ts'],
  },
  [
    PAGE_SCRIPT,
    CERTIFICATE_SCRIPT,
    EARLY_ACCESS_SCRIPT,
    '/site/src/account/islands/AuthForm.tsx',
    '/site/src/path/islands/LearningPath.tsx',
    '/site/src/player/islands/LessonPlayer.tsx',
    '/site/src/exam/islands/FinalExam.tsx',
  ],
);

describe('sharedChunk', () => {
  it('puts what the page script needs in `site`, and what a page without islands shares with islands in `common`', () => {
    expect(sharedChunk('/site/src/site/enhance.ts', site)).toBe('site');
    expect(sharedChunk('/site/src/i18n/routing.ts', site)).toBe('site');
    expect(sharedChunk('/site/src/shared/rules/dates.ts', site)).toBe('common');
  });

  it('puts what the sign-in form shares in `account`, its React parts in `account-ui`', () => {
    expect(sharedChunk('/site/src/account/stores/session.ts', site)).toBe('account');
    expect(sharedChunk('/site/src/shared/islands/lang-context.tsx', site)).toBe('account-ui');
  });

  it('puts what three or more learning islands share in `learner`, its React parts in `learner-ui`', () => {
    expect(sharedChunk('/site/src/progress/stores/progress.ts', site)).toBe('learner');
    expect(sharedChunk('/site/src/progress/islands/ProgressStatus.tsx', site)).toBe('learner-ui');
  });

  it('leaves to the bundler the entries, what one or two islands use, and what only dynamic imports load', () => {
    expect(sharedChunk(PAGE_SCRIPT, site)).toBeNull();
    expect(sharedChunk('/site/src/path/islands/LearningPath.tsx', site)).toBeNull();
    expect(sharedChunk('/site/src/path/islands/ModuleCard.tsx', site)).toBeNull();
    expect(sharedChunk('/site/src/site/rules/early-taps.ts', site)).toBeNull();
    expect(sharedChunk('/site/src/progress/stores/progress-sync.ts', site)).toBeNull();
  });

  it("leaves a section's own script (the early-access form) to the bundler: what it shares with one island stays off the pages without islands", () => {
    expect(sharedChunk('/site/src/account/page-scripts/early-access-form.ts', site)).toBeNull();
    expect(sharedChunk('/site/src/account/rules/auth-input.ts', site)).toBeNull();
  });
});

describe('SHARED_CHUNK_GROUPS', () => {
  const namesOf = (id: string) => SHARED_CHUNK_GROUPS.map((group) => group.name(id, site)).filter(Boolean);

  it('gives each module to one group at most, and never React, which has a group of its own', () => {
    expect(namesOf('/site/src/progress/stores/progress.ts')).toEqual(['learner']);
    expect(namesOf('/site/src/i18n/routing.ts')).toEqual(['site']);
    expect(namesOf(REACT)).toEqual([]);
  });

  it('fills `site` first and `learner-ui` last, so a group never takes what an earlier one holds', () => {
    const priorities = SHARED_CHUNK_GROUPS.map((group) => group.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });
});
