import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import StatsAccordion, { type StatCard } from './StatsAccordion';

const stats: StatCard[] = [
  {
    id: 'one',
    icon: 'chart',
    headline: '62% own stocks',
    detail: 'Gallup asked adults. Most said yes.',
    sources: [{ publisher: 'Gallup', title: 'Stock ownership', year: 2025, url: 'https://example.org/gallup' }],
  },
  {
    id: 'two',
    icon: 'graduation',
    headline: 'Only 33% are financially literate',
    detail: 'A global survey. One in three passed.',
    sources: [
      { publisher: 'S&P', title: 'FinLit Survey', year: 2015, url: 'https://example.org/finlit' },
      { publisher: 'World Bank', title: 'Findex', year: 2025 },
    ],
  },
  {
    id: 'three',
    icon: 'banknote',
    headline: 'Illiteracy costs money',
    detail: 'People estimated their losses. The average was high.',
    sources: [{ publisher: 'NFEC', title: 'Survey', year: 2025, url: 'https://example.org/nfec' }],
  },
];
const strings = { source: 'Source:', sources: 'Sources:' };
const button = (name: RegExp) => screen.getByRole('button', { name });
const panelOf = (name: RegExp) => document.getElementById(button(name).getAttribute('aria-controls')!)!;

async function axeViolations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { rules: { region: { enabled: false } } });
  return results.violations.map((violation) => violation.id);
}

describe('StatsAccordion', () => {
  it('renders every card open on the server, so the page reads without JavaScript', () => {
    const html = renderToString(<StatsAccordion stats={stats} strings={strings} />);
    for (const stat of stats) expect(html).toContain(stat.detail);
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(3);
    expect(html).not.toMatch(/\shidden[\s=>]/);
    expect(html).toContain('data-state="static"');
  });

  it('hydrates the server HTML without a mismatch, then closes every card', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<StatsAccordion stats={stats} strings={strings} />);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <StatsAccordion stats={stats} strings={strings} />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('ul')?.dataset['state']).toBe('interactive');
    expect(container.querySelectorAll('[aria-expanded="false"]')).toHaveLength(3);
    container.remove();
  });

  it('opens one card at a time, and clicking the open card closes it', async () => {
    const user = userEvent.setup();
    render(<StatsAccordion stats={stats} strings={strings} />);
    expect(panelOf(/62% own stocks/).hidden).toBe(true);
    await user.click(button(/62% own stocks/));
    expect(button(/62% own stocks/).getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(/62% own stocks/).hidden).toBe(false);
    await user.click(button(/33%/));
    expect(button(/62% own stocks/).getAttribute('aria-expanded')).toBe('false');
    expect(button(/33%/).getAttribute('aria-expanded')).toBe('true');
    await user.click(button(/33%/));
    expect(button(/33%/).getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(/33%/).hidden).toBe(true);
  });

  it('links the panel to its button and cites each source', async () => {
    const user = userEvent.setup();
    render(<StatsAccordion stats={stats} strings={strings} />);
    await user.click(button(/33%/));
    expect(panelOf(/33%/).textContent).toContain('Sources: S&P, FinLit Survey (2015); World Bank, Findex (2025)');
    expect(screen.getByRole('link', { name: 'S&P, FinLit Survey (2015)' }).getAttribute('href')).toBe('https://example.org/finlit');
  });

  it('works from the keyboard: arrows, Home and End move, Enter and Space toggle', async () => {
    const user = userEvent.setup();
    render(<StatsAccordion stats={stats} strings={strings} />);
    button(/62%/).focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(button(/33%/));
    await user.keyboard('{Enter}');
    expect(button(/33%/).getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(button(/costs money/));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(button(/62%/));
    await user.keyboard('{ArrowUp}{Home}');
    expect(document.activeElement).toBe(button(/62%/));
    await user.keyboard(' ');
    expect(button(/62%/).getAttribute('aria-expanded')).toBe('true');
    expect(button(/33%/).getAttribute('aria-expanded')).toBe('false');
  });

  it('has no axe violations closed or open', async () => {
    const user = userEvent.setup();
    const { container } = render(<StatsAccordion stats={stats} strings={strings} />);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(button(/33%/));
    expect(await axeViolations(container)).toEqual([]);
  });
});
