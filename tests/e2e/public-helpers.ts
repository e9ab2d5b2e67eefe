import type { Page } from '@playwright/test';

/** Every heading of the page in document order, as "h2 Title". */
export async function headingOutline(page: Page): Promise<string[]> {
  return page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) =>
      headings.map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent?.replace(/\s+/g, ' ').trim()}`),
    );
}

/** Headings that jump more than one level down from the heading before them (h2 → h4). */
export function skippedLevels(outline: string[]): string[] {
  const levels = outline.map((heading) => Number(heading[1]));
  return outline.filter((_, index) => index > 0 && levels[index]! > levels[index - 1]! + 1);
}

/** The content of a `<meta>` tag, by name or property. */
export async function meta(page: Page, key: string): Promise<string | null> {
  return page.locator(`meta[name="${key}"], meta[property="${key}"]`).getAttribute('content');
}
