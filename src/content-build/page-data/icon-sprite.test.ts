import { describe, expect, it } from 'vitest';
import { ICON_DRAWINGS, ICON_NAMES } from '../../shared/rules/icons.ts';
import { ICON_SPRITE_PATH, iconSprite, iconSpriteHref } from './icon-sprite.ts';

describe('the icon sprite', () => {
  it('holds one symbol per icon, named after it, on the 24×24 grid, with its drawing', () => {
    const sprite = iconSprite();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map(([, id]) => id);
    expect(ids).toEqual(ICON_NAMES);
    const bank = sprite.match(/<symbol id="bank"[^>]*>(.*?)<\/symbol>/)![1]!;
    expect(bank.match(/<\w+ /g)?.length).toBe(ICON_DRAWINGS.bank.length);
    for (const [, attributes] of ICON_DRAWINGS.bank)
      for (const [name, value] of Object.entries(attributes)) expect(bank).toContain(`${name}="${value}"`);
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
  });

  it('writes attribute values safely and leaves out the undefined ones', () => {
    const sprite = iconSprite({ odd: [['path', { d: 'M0 0"/><script>', stroke: undefined }]] });
    expect(sprite).toContain('<symbol id="odd" viewBox="0 0 24 24"><path d="M0 0&quot;/>&lt;script>"/></symbol>');
  });

  it('is asked for with a version of its content, which changes with any drawing', () => {
    const href = iconSpriteHref();
    expect(href).toMatch(new RegExp(`^${ICON_SPRITE_PATH}\\?v=[0-9a-f]{10}$`));
    expect(iconSpriteHref()).toBe(href);
    expect(iconSpriteHref(iconSprite({ ...ICON_DRAWINGS, bank: [['circle', { cx: 12, cy: 12, r: 1 }]] }))).not.toBe(href);
  });
});
