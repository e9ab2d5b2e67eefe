import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { texts } from '../i18n';
import { facts, idsOf, pathCategories, pathModules, storeProgress } from '../../tests/fixtures/learning';
import LearningPath from './LearningPath';
import { LEARNING_PATH_TEXT } from './text-keys';

// The parts progress decides (quiz panel, exam panel content, review link, offline setting) come
// in a part loaded after the path (path/after-known.ts): here it cannot load, as when the
// connection drops files or the site was updated since the page came.
vi.mock('./path/after-known', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const text = texts(LEARNING_PATH_TEXT, facts);

describe('LearningPath, when the part that progress decides cannot load', () => {
  it('still opens the path with Continue and the module cards, and says that part did not load rather than "Checking" for ever', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeProgress(idsOf(0).slice(0, 2));
    render(<LearningPath modules={pathModules} categories={pathCategories} text={text} />);
    expect(await screen.findByRole('link', { name: `Continue: Title of ${idsOf(0)[2]}` })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Financial Overview modules' })).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Comprehensive Final Exam' });
    expect(within(panel).getByRole('status').textContent).toBe(text['path.partUnavailable']);
    expect(panel.getAttribute('data-state')).toBe('checking');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Could not load part of the page'), expect.anything());
    warn.mockRestore();
  });
});
