import { describe, expect, it } from 'vitest';
import { imagesByName, pageImageUrl } from './whitepaper.ts';

describe('white paper page images', () => {
  const images = imagesByName({ '/content/whitepaper/page-3.png': '/_astro/page-3.abc123.png' });

  it('finds an image by its file name', () => {
    expect(pageImageUrl('content/whitepaper/03-subclubs.md', 'page-3.png', images)).toBe('/_astro/page-3.abc123.png');
  });

  it('names the file and the fix when the image is missing', () => {
    expect(() => pageImageUrl('content/whitepaper/04-vault.md', 'page-4.png', images)).toThrow(
      'content/whitepaper/04-vault.md: image is "page-4.png" but there is no such file in content/whitepaper/: add the file or remove the image line.',
    );
  });
});
