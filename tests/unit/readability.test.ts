import { describe, expect, it } from 'vitest';
import { gradeLevel, mdxText, sentences, words } from '../readability.ts';

describe('readability', () => {
  it('splits sentences on end marks and line breaks', () => {
    expect(sentences('Money is trust. Is it?\nA heading\n\nLast one!')).toEqual(['Money is trust.', 'Is it?', 'A heading', 'Last one!']);
  });

  it('counts numbers and hyphenated words as words', () => {
    expect(words('Save 3–6 months, a self-custody wallet.')).toEqual(['Save', '3–6', 'months', 'a', 'self-custody', 'wallet']);
  });

  it('rates plain text low and dense text high', () => {
    expect(gradeLevel('The cat sat on the mat. It was a good day.')).toBeLessThan(3);
    expect(
      gradeLevel('Decentralized finance protocols algorithmically intermediate collateralized borrowing relationships.'),
    ).toBeGreaterThan(14);
  });

  it('reads MDX as text: no frontmatter, tags, links or Markdown marks', () => {
    const text = mdxText('---\ntitle: X\n---\n## Heading\n<Callout type="tip">Save **first**.</Callout>\n- See [the path](/learn-now)');
    expect(text).not.toMatch(/title:|<|\*\*|\]\(|##/);
    expect(text).toContain('Save first.');
    expect(text).toContain('See the path');
  });
});
