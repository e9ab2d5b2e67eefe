import { describe, expect, it } from 'vitest';
import { isValidEmail, sanitizeInput } from '../../src/lib/auth-input';

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
