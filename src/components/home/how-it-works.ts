import { mentionsClubProduct } from '../../content-build/checks/club-claims.ts';
import { useTranslations } from '../../i18n/index.ts';
import { DEFAULT_LANG, type Lang } from '../../i18n/languages.ts';

/** The steps of the home page's How It Works, in order; each has `home.how.<step>.title` and `.text`. */
export const HOW_IT_WORKS_STEPS = ['subclub', 'contract', 'deposits', 'vault', 'wbtc', 'completion'] as const;

/** The words How It Works shows in `lang`: its intro, then each step's title and text. */
export function howItWorksText(lang: Lang): string {
  const { t } = useTranslations(lang);
  const steps = HOW_IT_WORKS_STEPS.flatMap((step) => [t(`home.how.${step}.title`), t(`home.how.${step}.text`)]);
  return [t('home.how.intro'), ...steps].join('\n');
}

/**
 * Whether How It Works in `lang` must show the club's disclosure: it describes the club's
 * product (see `CLUB_PRODUCT`) in that language or in its English.
 */
export function howItWorksNeedsDisclosure(lang: Lang): boolean {
  return [lang, DEFAULT_LANG].some((language) => mentionsClubProduct(howItWorksText(language)));
}
