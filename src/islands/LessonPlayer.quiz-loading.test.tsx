import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { texts } from '../i18n';
import { smallModule, storeProgress } from '../../tests/fixtures/learning';
import LessonPlayer from './LessonPlayer';
import { LESSON_PLAYER_TEXT } from './text-keys';

// The quiz's draw, the quiz and its result come in a part loaded after the slides
// (player/after-slides.ts): here it cannot be loaded until the test lets it, as on a phone
// whose connection dropped.
const part = vi.hoisted(() => ({ reachable: false, loads: 0 }));
vi.mock('./player/after-slides', async (importOriginal) => {
  part.loads++;
  if (!part.reachable) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const text = texts(LESSON_PLAYER_TEXT);

describe('LessonPlayer, when the code after the slides has not come', () => {
  it('keeps a locked module’s header, with its way back to the path, until the locked view can show', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    part.reachable = false;
    storeProgress([]);
    render(
      <LessonPlayer module={{ ...smallModule, id: 'historical-evolution-money', moduleIndex: 1 }} text={text}>
        <header>
          <a href="/learn-now">Back to Learning Path</a>
          <h1>How Money Changed</h1>
        </header>
      </LessonPlayer>,
    );
    await vi.waitFor(() => expect(document.querySelector('[data-state="locked"]')).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'How Money Changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Learning Path' })).toBeTruthy();
    expect(screen.queryByText('Slide 1 of 3')).toBeNull();
    warn.mockRestore();
  });

  it('says the quiz is loading on Start Quiz (never a blank card), tries again on each press, and starts it once the code comes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeProgress([]);
    const user = userEvent.setup();
    render(<LessonPlayer module={smallModule} text={text} random={() => 0} />);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: /Start Quiz/ }));
    expect(screen.getByRole('status').textContent).toBe(text['player.quizLoading']);
    expect(screen.getByText('Slide 3 of 3')).toBeTruthy();
    const loadsBefore = part.loads;

    part.reachable = true;
    await user.click(screen.getByRole('button', { name: /Start Quiz/ }));
    expect(await screen.findByRole('group')).toBeTruthy();
    expect(screen.queryByText(/^Slide \d of 3$/)).toBeNull();
    expect(part.loads).toBeGreaterThan(loadsBefore);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Could not load part of the page'), expect.anything());
    warn.mockRestore();
  });
});
