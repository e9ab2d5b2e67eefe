import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/index.ts';
import { ICON_DRAWINGS, ICON_NAMES, iconLabelKey, iconSet } from './icons.ts';
import { slideIconNames } from '../../content-build/page-data/slide-icons.ts';
import { cardSchema } from '../../content-build/schemas/module.ts';
import { smallModule } from '../../../tests/fixtures/learning.ts';

describe('icons', () => {
  it('every icon name has a drawing and a text alternative in the dictionary', () => {
    expect(ICON_NAMES.length).toBeGreaterThan(100);
    for (const name of ICON_NAMES) {
      expect(ICON_DRAWINGS[name].length, name).toBeGreaterThan(0);
      expect(t(iconLabelKey(name)), name).toMatch(/\S/);
    }
  });

  it('an emoji where content needs an icon fails with one message that names the allowed values', () => {
    const result = cardSchema.safeParse({ icon: '💰', title: 'Savings', description: 'Money kept.' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('"💰" is not an icon name. Use one of: alarm, baby,');
    expect(messages[0]).toContain('coins');
    expect(messages[0]).toContain('emoji are not allowed');
    expect(cardSchema.parse({ icon: 'coins', title: 'Savings', description: 'Money kept.' }).icon).toBe('coins');
  });

  it("a module's icon set holds exactly the icons its slides name, with their labels", () => {
    const names = smallModule.slides.flatMap(slideIconNames);
    expect(names).toEqual(['banknote', 'handshake', 'receipt', 'coins', 'phone', 'cycle', 'ruler', 'bank']);
    const set = iconSet([...names, 'bank'], (name) => `label of ${name}`, '/icons.svg?v=1');
    expect(Object.keys(set).sort()).toEqual([...new Set(names)].sort());
    expect(set.bank).toEqual({ href: '/icons.svg?v=1#bank', label: 'label of bank' });
  });
});
