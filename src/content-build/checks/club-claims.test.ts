import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mentionsClubProduct, moduleMentionsClub, paragraphs, unqualifiedFreezeClaims } from './club-claims.ts';
import { howItWorksNeedsDisclosure, howItWorksText } from '../../components/home/how-it-works.ts';
import type { Module } from '../schemas/module.ts';

/** The module that describes the club's 3-of-5 vault keys, as a learner reads it in `folder` (`''`, `'es/'`, `'pt-br/'`). */
const multisigModule = (folder: string) =>
  JSON.parse(readFileSync(`content/${folder}modules/advanced-web3-innovations.json`, 'utf8')) as Module;

describe("mentions of the club's own product", () => {
  it.each([
    'The club runs Vault Club contracts for small groups.',
    "Deposits first go to the club's Mega Vault.",
    "The club's design says it uses multisig security.",
    'A subclub is a group of 4 to 8 members.',
    "This holds for The Vault Club's own contracts too.",
    // The two the rule missed, from the module on multisig.
    "The club's white paper says a payment will need several keys.",
    "Moving its vault's funds will need three of five keys.",
    'The club, not you, holds the keys.',
    'The vault adds risks of its own.',
    'El documento técnico del club dice que se necesitarán varias claves.',
    'Esas claves las tienen personas del club, no tú.',
    'O white paper do clube diz que mover os fundos do cofre dele vai exigir várias chaves.',
    'O dinheiro fica sob a custódia do clube.',
  ])('finds "%s"', (text) => {
    expect(mentionsClubProduct(text)).toBe(true);
  });

  it.each([
    'A savings circle such as a susu has clear rules.',
    'A futures contract is traded on an exchange.',
    'Join a book club.',
    'The white paper described peer-to-peer electronic cash.',
    'Old gold blocks are locked in a bank vault.',
    "The club's learning materials suggest a split.",
    'Su documento técnico de 2008 describía pagos en línea.',
    'Los materiales de estudio del club sugieren una división.',
    'O cofre do grupo abre com duas das três chaves.',
  ])('ignores "%s"', (text) => {
    expect(mentionsClubProduct(text)).toBe(false);
  });
});

describe('the pages that showed no club disclosure', () => {
  it.each([
    ['English', ''],
    ['Spanish', 'es/'],
    ['Portuguese', 'pt-br/'],
  ])('the module advanced-web3-innovations, which describes the vault keys, in %s', (_language, folder) => {
    expect(moduleMentionsClub(multisigModule(folder))).toBe(true);
  });

  it.each(['en', 'es', 'pt-br'] as const)("the home page's How It Works in %s, which describes the vault and wBTC", (lang) => {
    expect(mentionsClubProduct(howItWorksText(lang))).toBe(true);
    expect(howItWorksNeedsDisclosure(lang)).toBe(true);
  });
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
