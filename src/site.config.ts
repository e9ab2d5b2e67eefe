/** The name shown wherever the operator's company is named, when `PUBLIC_COMPANY_NAME` is not set. */
const DEFAULT_COMPANY_NAME = 'The Vault Club';

/** The operator's registered company name from the build's environment (`PUBLIC_COMPANY_NAME`), or the default. */
export function companyNameFrom(env: Readonly<Record<string, string | undefined>>): string {
  return env['PUBLIC_COMPANY_NAME']?.trim() || DEFAULT_COMPANY_NAME;
}

/**
 * The one place for the site's settings. Owners change names and links here; the company name
 * comes from `PUBLIC_COMPANY_NAME` and the backend from `PUBLIC_SUPABASE_URL` /
 * `PUBLIC_SUPABASE_ANON_KEY` (`shared/rules/backend.ts`), both at build time.
 */
export const siteConfig = {
  /** The product's name, used in titles and headings. */
  productName: 'The Vault Club',
  /** The operator's company, in the footer and legal text: `PUBLIC_COMPANY_NAME`, or "The Vault Club". */
  companyName: companyNameFrom(import.meta.env),
  /** A short line under the company name in the footer. */
  /** The external preview of the club app that "View Preview" opens in a new tab. PLACEHOLDER. */
  previewUrl: 'https://preview.thevaultclub.example/',
  /** The network members' wallets live on, shown on the wallet card. */
  walletNetwork: 'Ethereum',
  /** Show the optional banner section on Learn More. */
  showLearnMoreBanner: false,
  /** Year in the footer's copyright line. */
  copyrightYear: 2025,
} as const;
