/** Whether the visitor asked for less motion: no smooth scrolling, no cards appearing one by one. */
export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
