import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the social card (public/social-card.png, made by `npm run social-card`)', () => {
  const file = readFileSync('public/social-card.png');

  it('is a 1200×630 PNG, the size Open Graph and Twitter cards expect', () => {
    expect(file.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(file.readUInt32BE(16)).toBe(1200);
    expect(file.readUInt32BE(20)).toBe(630);
  });

  it('stays small enough for a quick preview', () => {
    expect(file.length).toBeLessThan(300 * 1024);
  });
});
