import { describe, expect, it } from 'vitest';
import { moduleClaims } from './claim-files.ts';
import { claimIds } from './claim-checks.ts';
import type { Module } from '../schemas/module.ts';

/** A one-slide module whose slide cites the Findex and shows `cards`. */
const moduleWith = (cards: { title: string; description: string; cites?: string[] }[]): Module =>
  ({
    id: 'x',
    title: 'Accounts',
    description: 'Who has an account.',
    level: 'Beginner',
    slides: [
      {
        id: 'slide-1',
        type: 'content',
        title: 'Accounts',
        layout: 'grid',
        content: 'In 2024, 79% of adults had an account.',
        cites: ['findex-2025'],
        visualElements: { cards: cards.map((card) => ({ icon: 'bank', color: 'blue', ...card })) },
      },
    ],
    quizPool: [],
    sources: [
      { id: 'findex-2025', publisher: 'World Bank', title: 'Global Findex 2025', year: 2025 },
      { id: 'fed-2025', publisher: 'Federal Reserve', title: 'Distributional Financial Accounts', year: 2025 },
    ],
  }) as unknown as Module;

const cardCites = (module: Module) =>
  moduleClaims(module)
    .claims.filter((claim) => claim.where.includes(' card '))
    .map((claim) => claimIds(claim));

describe("a module card's citation", () => {
  it("takes its slide's source for a figure it holds, and keeps its own cites and markers", () => {
    const module = moduleWith([
      { title: 'Accounts', description: '79% had one in 2024.' },
      { title: 'Stocks', description: 'The top 10% held 87%.', cites: ['fed-2025'] },
      { title: 'Stocks', description: 'The top 10% held 87%.[^fed-2025]' },
    ]);
    expect(cardCites(module)).toEqual([['findex-2025'], ['fed-2025'], ['fed-2025']]);
  });

  it('is no cited claim when it holds no figure and names no source of its own, though its slide cites one', () => {
    const module = moduleWith([
      { title: 'Repeat', description: 'Come back to any module at any time.' },
      { title: 'Ask', description: 'No question about money is a silly one.' },
    ]);
    expect(cardCites(module)).toEqual([[], []]);
    expect(moduleClaims(module).claims.find((claim) => claim.where.startsWith('slides[0] ('))?.cites).toEqual(['findex-2025']);
  });
});
