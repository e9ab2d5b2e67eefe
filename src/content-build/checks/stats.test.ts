import { describe, expect, it } from 'vitest';
import { sentences } from '../../../tests/readability.ts';
import { loadStats } from './load-content.ts';

describe('the statistics cards (content/stats.json)', () => {
  const stats = loadStats();

  it('has the seven cards of "The Current State of Financial Access", in order', () => {
    expect(stats.map(({ id }) => id)).toEqual([
      'stock-ownership',
      'financial-literacy',
      'financial-stress',
      'mobile-gap',
      'nigeria-crypto',
      'stock-wealth-bottom-half',
      'cost-of-illiteracy',
    ]);
  });

  it('explains each figure in two or three sentences', () => {
    for (const { id, detail } of stats) expect(sentences(detail).length, id).toBeGreaterThanOrEqual(2);
    for (const { id, detail } of stats) expect(sentences(detail).length, id).toBeLessThanOrEqual(3);
  });

  it('gives every card a dated, linked source', () => {
    for (const { id, source, moreSources } of stats) {
      for (const { url, year } of [source, ...moreSources]) {
        expect(url, id).toMatch(/^https:\/\//);
        expect(year, id).toBeGreaterThanOrEqual(2014);
      }
    }
  });

  it('repeats each headline figure in the detail, so the card explains its own number', () => {
    for (const { id, headline, detail } of stats) {
      const figures = headline.match(/\$?[\d,]+%?/g) ?? [];
      expect(figures.length, id).toBeGreaterThan(0);
      for (const figure of figures) expect(detail, `${id}: ${figure}`).toContain(figure);
    }
  });
});
