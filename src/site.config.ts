import { resolveBackend } from './lib/backend';

/**
 * The one place for the site's settings. Owners change names and links here; the backend
 * comes from `PUBLIC_SUPABASE_URL` / `PUBLIC_SUPABASE_ANON_KEY` at build time.
 */
export const siteConfig = {
  /** The product's name, used in titles and headings. */
  productName: 'The Vault Club',
  /** PLACEHOLDER: the owners replace this with the registered company name. */
  companyName: 'Vault Club Collective (placeholder company name)',
  /** A short line under the company name in the footer. */
  tagline: 'Easing into investing, together: learn first, then build wealth with your community.',
  /** The external preview of the club app that "View Preview" opens in a new tab. PLACEHOLDER. */
  previewUrl: 'https://preview.thevaultclub.example/',
  /** The network members' wallets live on, shown on the wallet card. */
  walletNetwork: 'Ethereum',
  /** Show the optional banner section on Learn More. */
  showLearnMoreBanner: false,
  /** Year in the footer's copyright line. */
  copyrightYear: 2025,
  /** The Supabase project (or the local stand-in) the site talks to. */
  backend: resolveBackend(import.meta.env),
} as const;
