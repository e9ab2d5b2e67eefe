import { describe, expect, it } from 'vitest';
import { glossaryProblems, type GlossaryTerm } from './glossary.ts';

const terms: GlossaryTerm[] = [
  { en: 'wallet', es: 'billetera', 'pt-br': 'carteira', avoid: { es: ['monedero', 'cartera digital'], 'pt-br': ['wallet'] } },
  { en: 'custody', es: 'custodia', 'pt-br': 'custódia', avoid: { es: ['resguardo'] } },
  { en: 'self-custody', es: 'autocustodia', 'pt-br': 'autocustódia', avoid: { es: ['custodia propia'] } },
];

describe('the glossary rule: one word per term in a language', () => {
  it('passes text that uses the glossary words', () => {
    expect(glossaryProblems('Tu billetera está bajo tu autocustodia, no en custodia de otro.', 'es', terms)).toEqual([]);
    expect(glossaryProblems('A sua carteira fica sob a sua custódia.', 'pt-br', terms)).toEqual([]);
  });

  it('names each avoided word used, whatever its case, with the word to use', () => {
    expect(glossaryProblems('Guarda tu Monedero en resguardo.', 'es', terms)).toEqual([
      { found: 'Monedero', use: 'billetera', term: 'wallet' },
      { found: 'resguardo', use: 'custodia', term: 'custody' },
    ]);
    expect(glossaryProblems('Abra a sua wallet.', 'pt-br', terms)).toEqual([{ found: 'wallet', use: 'carteira', term: 'wallet' }]);
  });

  it('finds an avoided phrase of several words', () => {
    expect(glossaryProblems('Una cartera digital es útil.', 'es', terms)).toEqual([
      { found: 'cartera digital', use: 'billetera', term: 'wallet' },
    ]);
  });

  it('matches whole words only, never inside a longer word or a hyphenated one', () => {
    const avoidCustodia: GlossaryTerm[] = [{ en: 'custodian', es: 'custodio', avoid: { es: ['custodia'] } }];
    expect(glossaryProblems('La autocustodia y la no-custodia.', 'es', avoidCustodia)).toEqual([]);
    expect(glossaryProblems('La custodia.', 'es', avoidCustodia)).toEqual([{ found: 'custodia', use: 'custodio', term: 'custodian' }]);
  });

  it("applies only the language's own list", () => {
    expect(glossaryProblems('A wallet in English is fine on an English page.', 'es', terms)).toEqual([]);
    expect(glossaryProblems('Monedero', 'pt-br', terms)).toEqual([]);
  });
});
