/**
 * Claims the curriculum must not make unqualified, kept in one place so an editor can see
 * them all. Each pattern says why it is here. The content tests (tests/content/claims.test.ts)
 * read every lesson, white paper page and module through them, and the module page uses
 * `mentionsClubProduct` to show the club's disclosure.
 */

/**
 * A mention of the club's own product: its contracts, subclubs, Mega Vault, multisig or
 * wallets. Why: wherever the club describes what it sells, the reader must be told that the
 * club runs it and gains when they join, who holds the keys, and that this is not advice.
 */
export const CLUB_PRODUCT =
  /\b(Vault Club (contracts?|design|security)|club'?s (own )?(contracts?|design|Mega Vault|multisig|security design|wallets?|product)|Mega Vault|subclubs?|core contracts)\b/i;

/**
 * A claim that coins cannot be frozen. Why: it is true only of native coins such as bitcoin
 * or ether held in self-custody. The issuers of USDT and USDC can and do freeze tokens at an
 * address, and wBTC's contract can be paused, so the claim needs that qualification nearby.
 */
export const FREEZE_CLAIM =
  /\b(no (one|company|bank|government|issuer)|nobody)\b[^.]{0,40}\bcan\b[^.]{0,20}\bfreeze\b|\b(cannot|can't|can not) be frozen\b/i;

/**
 * The qualification a freeze claim needs: a word naming issuer-controlled tokens. Why: the
 * reader must learn that stablecoins and wrapped tokens can be frozen by their issuers.
 */
export const FREEZE_QUALIFICATION = /\b(issuers?|USDT|USDC|stablecoins?|wBTC|wrapped)\b/i;

/** Whether `text` speaks about the club's own product (see `CLUB_PRODUCT`). */
export function mentionsClubProduct(text: string): boolean {
  return CLUB_PRODUCT.test(text);
}

/**
 * The passages (paragraphs, slides, questions: whatever a reader sees together) that claim
 * coins cannot be frozen without saying which tokens can be (see `FREEZE_CLAIM` and
 * `FREEZE_QUALIFICATION`).
 */
export function unqualifiedFreezeClaims(passages: readonly string[]): string[] {
  return passages.filter((passage) => FREEZE_CLAIM.test(passage) && !FREEZE_QUALIFICATION.test(passage));
}

/** The paragraphs of Markdown or MDX text: blocks between blank lines. */
export function paragraphs(markdown: string): string[] {
  return markdown.split(/\n\s*\n/).filter((block) => block.trim() !== '');
}
