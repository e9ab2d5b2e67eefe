/** Opens `url` in this tab, as a link would (kept in history). A module of its own so tests can replace it. */
export function goTo(url: string): void {
  window.location.assign(url);
}

/** Replaces this page with `url` (no history entry), e.g. after taking a confirmation link. */
export function replaceWith(url: string): void {
  window.location.replace(url);
}
