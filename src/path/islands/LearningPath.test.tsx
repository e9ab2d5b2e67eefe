import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../../i18n/index.ts';
import { axeViolations } from '../../../tests/axe-dom.ts';
import { facts, idsOf, pathCategories, pathModules, storeProgress } from '../../../tests/fixtures/learning.ts';
import LearningPath from './LearningPath.tsx';
import { LEARNING_PATH_TEXT } from '../../shared/islands/text-keys.ts';

const renderPath = () => render(<LearningPath modules={pathModules} categories={pathCategories} text={texts(LEARNING_PATH_TEXT, facts)} />);

/** A path's button: its name, then how many of its modules are done. */
const pathButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name.replace(/[&]/g, '\\$&')}`) });

/** Opens the path `name` (the page may have opened it already, on the learner's next module). */
async function openPath(user: ReturnType<typeof userEvent.setup>, name: string) {
  await screen.findAllByText(/modules done$/);
  if (pathButton(name).getAttribute('aria-pressed') !== 'true') await user.click(pathButton(name));
}

describe('LearningPath', () => {
  beforeEach(() => storeProgress([]));

  it('opens on the path of the next module, with each path’s progress and Continue first; a path toggles with aria-pressed', async () => {
    storeProgress([idsOf(1)[0]!, idsOf(1)[1]!]);
    const user = userEvent.setup();
    renderPath();
    const web3 = pathButton('Web3 & Digital Ownership');
    await vi.waitFor(() => expect(web3.getAttribute('aria-pressed')).toBe('true'));
    expect(within(web3).getByText('Selected')).toBeTruthy();
    expect(within(web3).getByText('2/6 modules done')).toBeTruthy();
    expect(within(pathButton('Financial Overview')).getByText('0/6 modules done')).toBeTruthy();
    expect(screen.getByRole('link', { name: `Continue: Title of ${idsOf(1)[2]}` }).getAttribute('href')).toBe(`/learn/${idsOf(1)[2]}`);

    await user.click(web3);
    expect(web3.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Web3 & Digital Ownership modules' })).toBeNull();
    const finance = pathButton('Financial Overview');
    await user.click(finance);
    expect(finance.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Financial Overview modules' })).toBeTruthy();
  });

  it('links module 0, locks the rest, and shows level words', async () => {
    const user = userEvent.setup();
    const { container } = renderPath();
    await openPath(user, 'Web3 & Digital Ownership');
    const first = screen.getByRole('link', { name: 'Title of cryptocurrencies-fundamentals' });
    expect(first.getAttribute('href')).toBe('/learn/cryptocurrencies-fundamentals');
    const firstCard = first.closest('li')!;
    expect(firstCard.getAttribute('data-state')).toBe('unlocked');
    expect(within(firstCard).getByText('Interactive Learning')).toBeTruthy();
    expect(within(firstCard).getByText(/Start Learning/)).toBeTruthy();
    expect(within(firstCard).getByText('Beginner')).toBeTruthy();

    expect(screen.queryByRole('link', { name: 'Title of digital-ownership-empowerment' })).toBeNull();
    const locked = container.querySelector('[data-module="digital-ownership-empowerment"]')!;
    expect(locked.getAttribute('data-state')).toBe('locked');
    expect(within(locked as HTMLElement).getByText('Locked')).toBeTruthy();
    expect(within(locked as HTMLElement).getByText('Complete previous modules')).toBeTruthy();
    expect(within(container.querySelector('[data-module="advanced-web3-innovations"]') as HTMLElement).getByText('Expert')).toBeTruthy();
  });

  it('marks completed modules with Review and unlocks the next one', async () => {
    storeProgress(['what-is-money-really']);
    const user = userEvent.setup();
    renderPath();
    await openPath(user, 'Financial Overview');
    const done = screen.getByRole('link', { name: 'Title of what-is-money-really' }).closest('li')!;
    expect(done.getAttribute('data-state')).toBe('completed');
    expect(within(done).getByText('Completed')).toBeTruthy();
    expect(within(done).getByText(/Review/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Title of historical-evolution-money' }).getAttribute('href')).toBe(
      '/learn/historical-evolution-money',
    );
  });

  it('links each module to its one address, /learn/{id}', async () => {
    storeProgress(idsOf(2).slice(0, 3));
    const user = userEvent.setup();
    renderPath();
    await openPath(user, 'Why Learning Matters');
    expect(screen.getByRole('link', { name: 'Title of money-as-control' }).getAttribute('href')).toBe('/learn/money-as-control');
  });

  it('locks the quiz with progress and unlock text until the path is complete', async () => {
    storeProgress(idsOf(0).slice(0, 4));
    const user = userEvent.setup();
    renderPath();
    await openPath(user, 'Financial Overview');
    const panel = screen.getByRole('region', { name: 'Financial Basics Quiz' });
    expect(within(panel).getByText('Quiz Locked')).toBeTruthy();
    expect(within(panel).getByText('4 / 6 modules completed')).toBeTruthy();
    expect(within(panel).getByText('Complete all 6 Financial Basics modules to unlock this quiz.')).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Start Quiz' })).toBeNull();

    await openPath(user, 'Web3 & Digital Ownership');
    expect(
      within(screen.getByRole('region', { name: 'Crypto & Web3 Quiz' })).getByText(
        'Complete all 6 Crypto & Web3 modules to unlock this quiz.',
      ),
    ).toBeTruthy();
    await openPath(user, 'Why Learning Matters');
    expect(
      within(screen.getByRole('region', { name: 'Education & Learning Quiz' })).getByText(
        'Complete all 6 Education & Learning modules to unlock this quiz.',
      ),
    ).toBeTruthy();
  });

  it('offers Start Quiz once all 6 modules of the path are completed', async () => {
    storeProgress(idsOf(1));
    const user = userEvent.setup();
    renderPath();
    await openPath(user, 'Web3 & Digital Ownership');
    const panel = screen.getByRole('region', { name: 'Crypto & Web3 Quiz' });
    expect(within(panel).getByRole('link', { name: 'Start Quiz' }).getAttribute('href')).toBe('/web3-quiz');
    expect(within(panel).getByText('You completed every module of this path. 15 questions; pass at 70%.')).toBeTruthy();
  });

  it('always shows the final exam panel, locked with per-category progress and percent', async () => {
    storeProgress([...idsOf(0), 'cryptocurrencies-fundamentals']);
    renderPath();
    const panel = screen.getByRole('region', { name: 'Comprehensive Final Exam' });
    // Its content loads once the path is interactive, into the panel drawn at first.
    expect(await within(panel).findByText('Final Exam Locked')).toBeTruthy();
    expect(within(panel).getByText('Complete all 18 modules of every path to unlock the comprehensive final exam.')).toBeTruthy();
    expect(within(panel).getByText('Financial Overview: 6/6')).toBeTruthy();
    expect(within(panel).getByText('Web3 & Digital Ownership: 1/6')).toBeTruthy();
    expect(within(panel).getByText('Why Learning Matters: 0/6')).toBeTruthy();
    expect(within(panel).getByText('7 / 18 modules done')).toBeTruthy();
    expect(within(panel).getByRole('progressbar', { name: '39% complete' }).getAttribute('value')).toBe('39');
  });

  it('opens the final exam when every module is completed', async () => {
    storeProgress([...idsOf(0), ...idsOf(1), ...idsOf(2)]);
    renderPath();
    const panel = screen.getByRole('region', { name: 'Comprehensive Final Exam' });
    expect((await within(panel).findByRole('link', { name: 'Take Final Exam' })).getAttribute('href')).toBe('/comprehensive-exam');
    expect(within(panel).getByText('35 questions drawn at random from every path.')).toBeTruthy();
    expect(within(panel).getByText('100% complete')).toBeTruthy();
  });

  it('has no axe violations with nothing chosen, a path chosen, and the quiz open', async () => {
    const user = userEvent.setup();
    const { container } = renderPath();
    expect(await axeViolations(container)).toEqual([]);
    await openPath(user, 'Financial Overview');
    expect(await axeViolations(container)).toEqual([]);
    storeProgress(idsOf(0));
    // The first path done, the page opens the next one (the learner chose none): open the first again.
    await waitFor(() => expect(pathButton('Web3 & Digital Ownership').getAttribute('aria-pressed')).toBe('true'));
    await openPath(user, 'Financial Overview');
    expect(await screen.findByRole('link', { name: 'Start Quiz' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
