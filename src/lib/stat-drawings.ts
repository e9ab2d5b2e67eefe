import type { StatIcon } from '../schemas/stats';

/** Stroke drawings on a 24×24 grid, one per icon name a statistics card may use. */
export const STAT_DRAWINGS: Readonly<Record<StatIcon, string[]>> = {
  chart: ['M3 17l6-6 4 4 8-8', 'M15 7h6v6'],
  graduation: ['M2 9l10-5 10 5-10 5z', 'M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5'],
  worry: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M9 10h.01M15 10h.01', 'M8 16c1-1.3 2.4-2 4-2s3 .7 4 2'],
  phone: ['M9 2h6a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z', 'M11 18h2'],
  globe: [
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
    'M3 12h18',
    'M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  ],
  scale: ['M12 3v18M7 21h10M5 7h14', 'M5 7l-3 7h6zM19 7l-3 7h6z'],
  banknote: [
    'M4 6h16a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z',
    'M12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
    'M6 12h.01M18 12h.01',
  ],
};
