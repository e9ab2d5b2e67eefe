import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICON_DRAWINGS } from '../rules/icons.ts';
import Icon from './Icon.tsx';
import LockIcon from './LockIcon.tsx';

describe('Icon', () => {
  it('draws inline SVG, an image named by its text alternative', () => {
    render(<Icon drawing={ICON_DRAWINGS.bank} label="Bank" />);
    const image = screen.getByRole('img', { name: 'Bank' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.querySelectorAll('path, rect, circle, line, polyline, polygon').length).toBeGreaterThan(0);
    expect(image.textContent).toBe('');
  });

  it('draws a symbol of the icon sprite by its address, an image named by its text alternative', () => {
    render(<Icon href="/icons.svg?v=1#bank" label="Bank" size={48} />);
    const image = screen.getByRole('img', { name: 'Bank' });
    expect(image.getAttribute('width')).toBe('48');
    expect(image.getAttribute('stroke')).toBe('currentColor');
    expect(image.querySelector('use')?.getAttribute('href')).toBe('/icons.svg?v=1#bank');
  });

  it('without a label it is hidden from screen readers (the text beside it says the same)', () => {
    const { container } = render(<LockIcon />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws nothing for a missing drawing', () => {
    const { container } = render(<Icon drawing={undefined} label="Nothing" />);
    expect(container.innerHTML).toBe('');
  });
});
