/**
 * Dates as a learner reads them, in the page's language: every formatter takes the page's
 * BCP 47 tag (`useLangTag()` in an island, `<html lang>` in a page script). The site's English
 * writes dates day first ("23 November 2026"), as British English does; every other language
 * keeps its own order. That rule lives here only.
 */
const dateLocale = (tag: string) => (tag === 'en' ? 'en-GB' : tag);

/** A calendar date (ISO string), e.g. "23 November 2026", "23 de noviembre de 2026"; read in UTC, as certificates are issued. */
export function formatDate(iso: string, tag: string): string {
  return new Intl.DateTimeFormat(dateLocale(tag), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** A moment (ISO string) with its time, in the reader's time zone unless one is given, e.g. "23 November 2026 at 14:05". */
export function formatDateTime(iso: string, tag: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(dateLocale(tag), { dateStyle: 'long', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(
    new Date(iso),
  );
}

/** A moment with its weekday and time, in the reader's time zone unless one is given, e.g. "Thursday, 27 November 2025 at 20:00". */
export function formatWeekdayDateTime(iso: string, tag: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(dateLocale(tag), { dateStyle: 'full', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(
    new Date(iso),
  );
}
