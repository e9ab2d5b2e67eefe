import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../i18n';
import { SESSION_CHANGED_EVENT } from '../lib/auth-storage';
import { storeSession } from '../../tests/fake-supabase';
import { examAttempt, examModules, facts, idsOf, storeProgress } from '../../tests/fixtures/learning';
import FinalExam from './FinalExam';
import { FINAL_EXAM_TEXT } from './text-keys';

// The exam's questions and calls come in a part loaded after the page (exam/after-start.ts):
// here it cannot be loaded at first, as on a phone that lost its connection.
const part = vi.hoisted(() => ({ reachable: false, loads: 0 }));
vi.mock('./exam/after-start', async (importOriginal) => {
  part.loads++;
  if (!part.reachable) throw new TypeError('Failed to fetch dynamically imported module');
  return { ...(await importOriginal<typeof import('./exam/after-start')>()), startExam: backend.startExam };
});
const backend = vi.hoisted(() => ({ startExam: vi.fn() }));
vi.mock('../stores/progress-sync', async () => (await import('../../tests/fake-progress-sync')).fakeProgressSync);

const text = texts(FINAL_EXAM_TEXT, facts);

beforeEach(() => {
  storeSession({ id: 'user-ada', email: 'ada@example.com' });
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
  storeProgress([...idsOf(0), ...idsOf(1), ...idsOf(2)]);
});

describe('FinalExam, when its questions’ code cannot be loaded', () => {
  // First: once the code has come, the page keeps it.
  it('online (the site was updated since the page came), says the exam is unavailable, not that the connection is lost', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<FinalExam modules={examModules} text={text} />);
    await user.click(await screen.findByRole('button', { name: 'Start the Exam' }));
    expect((await screen.findByRole('alert')).textContent).toContain(text['exam.refused.unavailable']);
    expect(backend.startExam).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('says it is offline on Start, never a blank card, and starts once the code comes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    render(<FinalExam modules={examModules} text={text} />);
    await user.click(await screen.findByRole('button', { name: 'Start the Exam' }));
    expect((await screen.findByRole('alert')).textContent).toContain(text['exam.offline']);
    expect(backend.startExam).not.toHaveBeenCalled();

    part.reachable = true;
    offline.mockRestore();
    backend.startExam.mockResolvedValue({ ok: true, value: examAttempt });
    await user.click(screen.getByRole('button', { name: text['exam.retry'] }));
    expect(await screen.findByRole('heading', { name: 'Question 1 of 35' })).toBeTruthy();
    expect(backend.startExam).toHaveBeenCalledTimes(1);
    expect(part.loads).toBeGreaterThan(1);
    // Each failed load is logged, for whoever debugs a learner's phone.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Could not load part of the page'), expect.anything());
    warn.mockRestore();
  });
});
