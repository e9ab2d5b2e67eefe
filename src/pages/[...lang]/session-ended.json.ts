import type { APIRoute } from 'astro';
import { useTranslations } from '../../i18n/index.ts';
import { langPaths } from '../../i18n/routing.ts';

/** The words in every language (see src/i18n/routing.ts). */
export const getStaticPaths = langPaths;

/**
 * The words of the notice of an ended sign-in (`SessionEndedNotice.astro`), fetched by
 * `src/account/page-scripts/session-ended-notice.ts` when it shows: the notice is rare, and its words in the
 * page would cost the home page its first round trip.
 */
export const GET: APIRoute = ({ currentLocale }) => {
  const { t } = useTranslations(currentLocale);
  const words = { text: t('session.ended'), signIn: t('session.endedSignIn'), dismiss: t('session.endedDismiss') };
  return new Response(JSON.stringify(words), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
