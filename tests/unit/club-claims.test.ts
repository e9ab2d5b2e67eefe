import { describe, expect, it } from 'vitest';
import { mentionsClubProduct, paragraphs, unqualifiedFreezeClaims } from '../../src/build/club-claims';

describe("mentions of the club's own product", () => {
  it.each([
    'The club runs Vault Club contracts for small groups.',
    "Deposits first go to the club's Mega Vault.",
    "The club's design says it uses multisig security.",
    'A subclub is a group of 4 to 8 members.',
    "This holds for The Vault Club's own contracts too.",
  ])('finds "%s"', (text) => {
    expect(mentionsClubProduct(text)).toBe(true);
  });

  it.each(['A savings circle such as a susu has clear rules.', 'A futures contract is traded on an exchange.', 'Join a book club.'])(
    'ignores "%s"',
    (text) => {
      expect(mentionsClubProduct(text)).toBe(false);
    },
  );
});

describe('claims that coins cannot be frozen', () => {
  it('flags the bare claim', () => {
    expect(unqualifiedFreezeClaims(['With self-custody, no company can freeze your coins.'])).toHaveLength(1);
    expect(unqualifiedFreezeClaims(['Coins in your own wallet cannot be frozen.'])).toHaveLength(1);
  });

  it('accepts the claim with the issuer qualification in the same passage', () => {
    expect(
      unqualifiedFreezeClaims([
        'No company can freeze native coins such as bitcoin, but the issuers of USDT and USDC can freeze their tokens.',
      ]),
    ).toEqual([]);
  });

  it('ignores passages about something else being frozen', () => {
    expect(unqualifiedFreezeClaims(["Ethereum's guide says funds with lost keys are frozen forever."])).toEqual([]);
  });

  it('splits Markdown into the paragraphs a reader sees together', () => {
    expect(paragraphs('One.\nStill one.\n\nTwo.\n\n\n')).toEqual(['One.\nStill one.', 'Two.']);
  });
});
