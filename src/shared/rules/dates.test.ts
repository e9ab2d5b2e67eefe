import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatWeekdayDateTime } from './dates.ts';

describe('dates in the page language', () => {
  it("writes the site's English day first, as British English does", () => {
    expect(formatDate('2026-11-23T10:00:00Z', 'en')).toBe('23 November 2026');
    expect(formatDateTime('2026-11-24T09:15:00Z', 'en', 'UTC')).toBe('24 November 2026 at 09:15');
    expect(formatWeekdayDateTime('2025-11-27T20:00:00Z', 'en', 'UTC')).toBe('Thursday, 27 November 2025 at 20:00');
  });

  it('writes Spanish and Brazilian Portuguese dates in their own words and order', () => {
    expect(formatDate('2026-11-23T10:00:00Z', 'es')).toBe('23 de noviembre de 2026');
    expect(formatDate('2026-11-23T10:00:00Z', 'pt-BR')).toBe('23 de novembro de 2026');
    expect(formatDateTime('2026-11-24T09:15:00Z', 'es', 'UTC')).toBe('24 de noviembre de 2026 a las 9:15');
    expect(formatWeekdayDateTime('2025-11-27T20:00:00Z', 'pt-BR', 'UTC')).toBe('quinta-feira, 27 de novembro de 2025 às 20:00');
  });

  it('reads a certificate date in UTC, so it is the same day wherever it is read', () => {
    expect(formatDate('2026-11-23T23:30:00Z', 'en')).toBe('23 November 2026');
  });
});
