import { createRoot } from 'react-dom/client';
import { isLang } from '../../i18n/languages.ts';
import WalletCard, { type WalletCardText } from '../islands/WalletCard.tsx';

/**
 * Renders the wallet card into `place` once, with the page's language and the card's words
 * that `WalletSection.astro` wrote into `data-lang` and `data-text`. The card itself follows
 * the session (nothing when signed out) and the wallet's states.
 */
export function mountWalletCard(place: HTMLElement): void {
  if (place.dataset['mounted']) return;
  place.dataset['mounted'] = 'true';
  const lang = place.dataset['lang'];
  const text = JSON.parse(place.dataset['text'] ?? '{}') as WalletCardText;
  const props = isLang(lang) ? { lang, text } : { text };
  createRoot(place).render(<WalletCard {...props} />);
}
