import type { IconName } from '../../shared/rules/icons.ts';

/** A source as a statistics card cites it. */
export interface StatSource {
  publisher: string;
  title: string;
  year: number;
  url?: string | undefined;
}

/** One statistics card, as loaded from `content/stats.json`. */
export interface StatCard {
  id: string;
  icon: IconName;
  headline: string;
  detail: string;
  sources: StatSource[];
  /** True when the card's translation is behind its English (the English changed since). Default: false. */
  behind?: boolean;
}
