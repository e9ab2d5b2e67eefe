/** Keys that move focus between the cards' summaries, and where they go. */
function targetIndex(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** Arrow keys, Home and End between the statistics cards; opening and closing is the browser's own `<details name>`. */
export function initStatsAccordion(list: HTMLElement): void {
  const summaries = [...list.querySelectorAll<HTMLElement>('summary')];
  list.addEventListener('keydown', (event) => {
    const index = summaries.indexOf(event.target as HTMLElement);
    const target = index < 0 ? undefined : targetIndex(event.key, index, summaries.length);
    if (target === undefined) return;
    event.preventDefault();
    summaries[target]?.focus();
  });
}
