/// <reference types="astro/client" />

interface ImportMetaEnv {
  readonly PUBLIC_SUPABASE_URL?: string;
  readonly PUBLIC_SUPABASE_ANON_KEY?: string;
  /** The operator's registered company name for the footer and legal text; default "The Vault Club". */
  readonly PUBLIC_COMPANY_NAME?: string;
}

/** The card id of every question in the content (src/content-build/read/review-card-ids.ts). */
declare module 'virtual:review-card-ids' {
  const ids: readonly string[];
  export default ids;
}

/** The slug of every long-form lesson in the content (src/content-build/read/lesson-slugs.ts). */
declare module 'virtual:lesson-slugs' {
  const slugs: readonly string[];
  export default slugs;
}
