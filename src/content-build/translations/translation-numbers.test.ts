import { describe, expect, it } from 'vitest';
import { numberDifference, numbersIn, scaleWords, separators } from './translation-numbers.ts';

const values = (text: string, lang: Parameters<typeof numbersIn>[1]) => numbersIn(text, lang).map(({ value }) => value);

describe('numbers read in their own language', () => {
  it('takes the separators from Intl: 1,300.5 in English, 1.300,5 in Spanish and Portuguese', () => {
    expect(separators('en')).toEqual({ group: ',', decimal: '.' });
    expect(separators('es')).toEqual({ group: '.', decimal: ',' });
    expect(separators('pt-BR')).toEqual({ group: '.', decimal: ',' });
  });

  it('reads "1,300" in English and "1.300" in Spanish and Portuguese as the same number', () => {
    expect(values('1,300 people', 'en')).toEqual([1300]);
    expect(values('1.300 personas', 'es')).toEqual([1300]);
    expect(values('1.300 pessoas', 'pt-br')).toEqual([1300]);
    expect(numberDifference('About 1,300 people', 'Unas 1.300 personas', 'es')).toBeUndefined();
  });

  it('reads a decimal comma in Spanish and Portuguese, and an English-style "1,300" there as 1.3', () => {
    expect(values('un 1,5 % al año', 'es')).toEqual([1.5]);
    expect(values('1,300 personas', 'es')).toEqual([1.3]);
    expect(numberDifference('About 1,300 people', 'Unas 1,300 personas', 'es')).toBe(
      'the English has "1,300" (1300) where the translation has "1,300" (1.3)',
    );
  });

  it('reads the scale words each language writes after a number, from Intl', () => {
    expect(scaleWords('es').map(({ word }) => word)).toContain('mil millones');
    expect(values('1.3 billion adults', 'en')).toEqual([1_300_000_000]);
    expect(values('1300 millones de adultos', 'es')).toEqual([1_300_000_000]);
    expect(values('1,3 mil millones de adultos', 'es')).toEqual([1_300_000_000]);
    expect(values('1,3 bilhão de adultos', 'pt-br')).toEqual([1_300_000_000]);
    expect(values('244 Million Out of School', 'en')).toEqual([244_000_000]);
  });

  it('leaves out {placeholders}, and counts a number each time it is written', () => {
    expect(values('{count} of 3 modules, 3 left', 'en')).toEqual([3, 3]);
  });
});

describe('the numbers of a translation against its English', () => {
  it('refuses a drifted year and passes its faithful twin', () => {
    const english = 'In 2023, 62% of adults owned stock.';
    expect(numberDifference(english, 'En 2024, el 62 % de los adultos tenía acciones.', 'es')).toBe(
      'the English has "2023" where the translation has "2024"',
    );
    expect(numberDifference(english, 'En 2023, el 62 % de los adultos tenía acciones.', 'es')).toBeUndefined();
    expect(numberDifference(english, 'Em 2023, 62% dos adultos tinham ações.', 'pt-br')).toBeUndefined();
  });

  it('names a number the translation lacks, or one it adds', () => {
    expect(numberDifference('Prices fell 40% in 2022.', 'Los precios cayeron en 2022.', 'es')).toBe(
      'the translation lacks the English\'s "40"',
    );
    expect(numberDifference('Prices fell in 2022.', 'Os preços caíram 40% em 2022.', 'pt-br')).toBe(
      'the translation has "40", which the English does not',
    );
  });
});
