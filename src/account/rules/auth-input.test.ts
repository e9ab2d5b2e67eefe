import { describe, expect, it } from 'vitest';
import { isValidEmail, nameProblem, sanitizeInput } from './auth-input.ts';

describe('sanitizeInput', () => {
  it('trims and removes angle brackets', () => {
    expect(sanitizeInput('  ada@example.com  ')).toBe('ada@example.com');
    expect(sanitizeInput('<script>Ada</script>')).toBe('scriptAda/script');
    expect(sanitizeInput(' < Ada Lovelace > ')).toBe('Ada Lovelace');
  });

  it('keeps everything else, inner spaces included', () => {
    expect(sanitizeInput("Zoë O'Brien-Nkem")).toBe("Zoë O'Brien-Nkem");
    expect(sanitizeInput('a  b')).toBe('a  b');
  });
});

describe('isValidEmail', () => {
  it('accepts text@text.text', () => {
    for (const email of ['ada@example.com', 'a.b+c@mail.co.uk', 'x@y.z', 'ñandú@correo.ar']) expect(isValidEmail(email), email).toBe(true);
  });

  it('refuses spaces, a missing part or a missing dot', () => {
    for (const email of [
      '',
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'ada @example.com',
      'ada@exa mple.com',
      'ada@example.',
      'a@b@c.d',
    ])
      expect(isValidEmail(email), email).toBe(false);
  });
});

describe('hostile input', () => {
  it('refuses a 10,000-character hostile e-mail in linear time', () => {
    const hostile = [`${'a'.repeat(5000)}@${'a.'.repeat(2500)}`, `a@${'.a'.repeat(5000)} `, `${'@'.repeat(10_000)}`];
    for (const value of hostile) {
      const started = performance.now();
      expect(isValidEmail(value)).toBe(false);
      expect(performance.now() - started).toBeLessThan(50);
    }
  });
});

describe('nameProblem', () => {
  it('accepts 1 to 80 characters without control characters', () => {
    expect(nameProblem('Ada')).toBeUndefined();
    expect(nameProblem('Zoë'.repeat(26) + 'ab')).toBeUndefined();
    expect(nameProblem('😀'.repeat(80))).toBeUndefined();
  });

  it('refuses empty, long and control-character names', () => {
    expect(nameProblem('')).toBe('required');
    expect(nameProblem('a'.repeat(81))).toBe('long');
    expect(nameProblem('a'.repeat(27_000))).toBe('long');
    expect(nameProblem('Ada\u0000')).toBe('invalid');
    expect(nameProblem('Ada\nLovelace')).toBe('invalid');
  });
});
