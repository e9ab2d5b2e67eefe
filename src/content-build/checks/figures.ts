/**
 * What counts as a figure, the claims that must name their source (content guide, "Facts and
 * sources"): a number with a per cent sign, a currency amount, a count of people, or a
 * year-bound claim ("in 2024 …", "since May 2024").
 */

const NUMBER = String.raw`\d(?:[\d,.]*\d)?`;
const SCALE = String.raw`(?:\s*(?:thousand|million|billion|trillion|[kmb]n?)\b)?`;
const PEOPLE =
  'people|persons|adults|children|kids|girls|boys|women|men|youth|young people|users|members|learners|students|pupils|workers|households|families|citizens|residents|investors|owners|holders|Americans|Nigerians|Filipinos|Brazilians|Kenyans|customers|clients|accounts';

const FUNCTION_WORDS = 'and|or|but|for|about|to|of|the|a|an|let|lets|with|in|on|at|by|from|that|which|who';

const PATTERNS: readonly { kind: string; pattern: RegExp }[] = [
  { kind: 'a percentage', pattern: new RegExp(String.raw`${NUMBER}\s?(?:%|per\s?cent\b|percent\b)`, 'i') },
  {
    kind: 'a currency amount',
    pattern: new RegExp(
      String.raw`(?:[$€£¥₦₹₱₩₵]|\bUS\$|\b(?:USD|EUR|GBP|NGN|KES|PHP|BRL|GHS|INR)\s?)\s?${NUMBER}|${NUMBER}${SCALE}\s+(?:US\s)?(?:dollars|euros|pounds|naira|pesos|shillings|reais|rupees|cedis|francs)\b`,
      'i',
    ),
  },
  {
    kind: 'a count of people',
    // A bare year ("2023 about children") is not a count; the words between are describing ones ("million out-of-school children").
    pattern: new RegExp(
      String.raw`\b(?!(?:1[5-9]|20)\d\d\b)${NUMBER}${SCALE}\s+(?:(?!(?:${FUNCTION_WORDS})\b)[a-z-]+\s+){0,2}(?:${PEOPLE})\b`,
      'i',
    ),
  },
  {
    kind: 'a year-bound claim',
    pattern:
      /\b(?:in|since|by|during|until|through|as of|from|after|before|between)\s+(?:(?:early|late|mid|the end of|the start of|January|February|March|April|May|June|July|August|September|October|November|December)[\s-]+)?(?:1[5-9]|20)\d\d\b/i,
  },
];

/** The first figure in `text`, as a short description and the words that hold it, or undefined. */
export function findFigure(text: string): { kind: string; match: string } | undefined {
  for (const { kind, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { kind, match: match[0] };
  }
  return undefined;
}
