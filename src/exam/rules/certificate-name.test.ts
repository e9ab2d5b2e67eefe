import { describe, expect, it } from 'vitest';
import { certificateNameProblem, codePointLabel, normaliseCertificateName } from './certificate-name.ts';

describe('certificateNameProblem', () => {
  it('accepts names in any script, with accents, apostrophes and hyphens', () => {
    for (const name of ['Ada Lovelace', "Zoë O'Brien-Smith", 'محمد الأمين', '李小龍', 'Jose\u0301', 'x'.repeat(100)]) {
      expect(certificateNameProblem(name), name).toBeNull();
    }
  });

  it('names the character that hides or reverses text, and what it is', () => {
    expect(certificateNameProblem('Bob\u202EdetoveR')).toEqual({ kind: 'format', codePoint: 'U+202E' });
    expect(certificateNameProblem('Ad\u200Bmin')).toEqual({ kind: 'format', codePoint: 'U+200B' });
    expect(certificateNameProblem('\u2066Eve\u2069')).toEqual({ kind: 'format', codePoint: 'U+2066' });
    expect(certificateNameProblem('Tag\u{E0041}')).toEqual({ kind: 'format', codePoint: 'U+E0041' });
    expect(certificateNameProblem('Ada\u0007')).toEqual({ kind: 'control', codePoint: 'U+0007' });
    expect(certificateNameProblem('Ada\u2028Lovelace')).toEqual({ kind: 'line-break', codePoint: 'U+2028' });
    expect(certificateNameProblem('Ann\u0378')).toEqual({ kind: 'unassigned', codePoint: 'U+0378' });
  });

  it('refuses a name with no letter, an empty one and one over 100 characters', () => {
    expect(certificateNameProblem('1234')).toEqual({ kind: 'no-letter' });
    expect(certificateNameProblem('!!! ???')).toEqual({ kind: 'no-letter' });
    expect(certificateNameProblem('   ')).toEqual({ kind: 'length' });
    expect(certificateNameProblem('x'.repeat(101))).toEqual({ kind: 'length' });
  });
});

describe('normaliseCertificateName and codePointLabel', () => {
  it('compose accents (NFC) and trim, and write code points with at least four digits', () => {
    expect(normaliseCertificateName('  Jose\u0301 ')).toBe('Jos\u00E9');
    expect(codePointLabel('\u00AD')).toBe('U+00AD');
    expect(codePointLabel('\u{E0001}')).toBe('U+E0001');
  });
});
