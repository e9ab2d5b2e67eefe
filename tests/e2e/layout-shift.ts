import type { Page } from '@playwright/test';

type ShiftWindow = Window & { layoutShifts?: number[] };

/** Starts recording the page's layout shifts not caused by input, from its first paint on (call before `goto`). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as ShiftWindow).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the shifts recorded so far, after one more frame so the latest shift is reported. */
export async function layoutShift(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => ((window as ShiftWindow).layoutShifts ?? []).reduce((sum, value) => sum + value, 0));
}
