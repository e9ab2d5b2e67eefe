/**
 * Claims the curriculum must not make unqualified, kept in one place so an editor can see
 * them all. Each pattern says why it is here. The content tests (src/content-build/checks/claims.test.ts)
 * read every lesson, white paper page and module through them, and the module page and the
 * home page's How It Works use `mentionsClubProduct` to show the club's disclosure.
 */
import type { Module } from '../schemas/module.ts';

/** Things of the club's product a page can name: "the club's …" or "… del club" / "… do clube". */
const OWNED = {
  en: 'people|contracts?|smart contracts?|code|programs|design|security(?: design)?|multisig|vault|Mega Vault|keys?|funds|money|wallets?|address(?:es)?|product|white paper|custody|emergency withdrawal|fees?',
  es: 'personas|contratos?(?: inteligentes?)?|código|programas|diseño|seguridad|multifirma|bóveda|claves|fondos|dinero|billeteras?|direcci(?:ón|ones)|producto|documento técnico|custodia|manos|retiro de emergencia|comisiones',
  'pt-br':
    'pessoas|contratos?(?: inteligentes?)?|código|programas|projeto|segurança|multiassinatura|cofre|chaves|fundos|dinheiro|carteiras?|endereços?|produto|white paper|custódia|cuidados|mãos|saque de emergência|taxas',
};

/**
 * The ways a page names the club's own product (its vault, keys, contracts, wallets, white
 * paper), in English, Spanish and Brazilian Portuguese. Why: wherever the club describes what
 * it sells, the reader must be told that the club runs it and gains when they join, who holds
 * the keys, that it is not a bank deposit, that a loss of the shared vault falls on every
 * member, and what else can go wrong (`<ClubDisclosure />`). Each language has its own
 * patterns, so a translated page is caught in its own words.
 */
export const CLUB_PRODUCT: readonly RegExp[] = [
  // Names only the club's product has, the same in every language.
  /\b(Mega Vault|subclub(?:e|es|s)?|core contracts)\b/i,
  // "the club's white paper", "the vault's funds", "a club contract", "Vault Club security".
  new RegExp(`\\b(?:Vault Club|club|vault)(?:'s|’s)? (?:own )?(?:${OWNED.en})\\b`, 'i'),
  // "The vault" alone is the club's on this site; other vaults are "a bank vault". ("The white paper" alone can be Bitcoin's.)
  /\bthe vault\b(?!\s+club)/i,
  // "the keys are held by the club", "the club, not you, holds the keys".
  /\bkeys\b[^.]{0,40}\bheld by the club\b|\bthe club\b[^.]{0,20}\bholds?\b[^.]{0,20}\bkeys\b/i,
  // "el documento técnico del club", "las claves las tienen personas del club", "bajo la custodia del club".
  new RegExp(`\\b(?:${OWNED.es})\\b(?: [^ .]+){0,3} (?:del club|de The Vault Club)\\b`, 'i'),
  // "o white paper do clube", "as chaves nas mãos das pessoas do clube", "sob a custódia do clube".
  new RegExp(`\\b(?:${OWNED['pt-br']})\\b(?: [^ .]+){0,3} (?:do clube|da The Vault Club|do The Vault Club)\\b`, 'i'),
];

/**
 * A claim that coins cannot be frozen. Why: it is true only of native coins such as bitcoin
 * or ether held in self-custody. The issuers of USDT and USDC can and do freeze tokens at an
 * address, and wBTC's contract can be paused, so the claim needs that qualification nearby.
 */
const FREEZE_CLAIM =
  /\b(no (one|company|bank|government|issuer)|nobody)\b[^.]{0,40}\bcan\b[^.]{0,20}\bfreeze\b|\b(cannot|can't|can not) be frozen\b/i;

/**
 * The qualification a freeze claim needs: a word naming issuer-controlled tokens. Why: the
 * reader must learn that stablecoins and wrapped tokens can be frozen by their issuers.
 */
const FREEZE_QUALIFICATION = /\b(issuers?|USDT|USDC|stablecoins?|wBTC|wrapped)\b/i;

/** Whether `text`, in any of the site's languages, speaks about the club's own product (see `CLUB_PRODUCT`). */
export function mentionsClubProduct(text: string): boolean {
  return CLUB_PRODUCT.some((pattern) => pattern.test(text));
}

/**
 * The passages (paragraphs, slides, questions: whatever a reader sees together) that claim
 * coins cannot be frozen without saying which tokens can be (see `FREEZE_CLAIM` and
 * `FREEZE_QUALIFICATION`).
 */
export function unqualifiedFreezeClaims(passages: readonly string[]): string[] {
  return passages.filter((passage) => FREEZE_CLAIM.test(passage) && !FREEZE_QUALIFICATION.test(passage));
}

/**
 * What a learner sees together in a module: its title and description, each slide with its
 * cards, and each question with its answers and explanation.
 */
export function modulePassages(module: Pick<Module, 'title' | 'description' | 'slides' | 'quizPool'>): string[] {
  const slides = module.slides.map((slide) => {
    const visual = slide.visualElements ?? {};
    const cards = 'cards' in visual ? visual.cards : 'features' in visual ? visual.features : [];
    const sides = 'before' in visual ? [visual.before, visual.after] : [];
    return [
      slide.title,
      slide.content,
      ...cards.flatMap((card) => [card.title, card.description]),
      ...sides.flatMap((side) => [side.title, ...side.items]),
    ].join('\n');
  });
  const questions = module.quizPool.map((question) => [question.question, ...question.options, question.explanation].join('\n'));
  return [`${module.title}\n${module.description}`, ...slides, ...questions];
}

/** Whether a module speaks about the club's own product anywhere a learner reads it (see `modulePassages`). */
export function moduleMentionsClub(module: Parameters<typeof modulePassages>[0]): boolean {
  return mentionsClubProduct(modulePassages(module).join('\n\n'));
}

/** The paragraphs of Markdown or MDX text: blocks between blank lines. */
export function paragraphs(markdown: string): string[] {
  return markdown.split(/\n\s*\n/).filter((block) => block.trim() !== '');
}
