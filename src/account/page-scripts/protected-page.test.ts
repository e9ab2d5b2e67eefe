// @vitest-environment jsdom
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../tests/fake-supabase.ts';

const navigation = vi.hoisted(() => ({ goTo: vi.fn(), replaceWith: vi.fn() }));
vi.mock('../../shared/rules/navigate.ts', () => navigation);

async function guard() {
  vi.resetModules();
  const { guardProtectedPage } = await import('./protected-page.ts');
  const { $session } = await import('../stores/session.ts');
  guardProtectedPage();
  return { root: document.querySelector<HTMLElement>('[data-protected]')!, $session };
}

let session: Awaited<ReturnType<typeof guard>>['$session'] | undefined;

beforeEach(() => {
  localStorage.clear();
  navigation.replaceWith.mockReset();
  document.body.innerHTML = '<div data-protected data-state="loading"><p>Lesson</p></div>';
  window.history.replaceState(null, '', '/interactive-learn/tokens-tokenization?x=1');
});

afterEach(() => {
  if (session) cleanStores(session);
});

describe('guardProtectedPage', () => {
  it('shows the page to a signed-in learner at once', async () => {
    storeSession({ id: 'u', email: 'ada@example.com' });
    const { root, $session } = await guard();
    session = $session;
    expect(root.dataset['state']).toBe('signed-in');
    expect(navigation.replaceWith).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to /auth, coming back here after signing in', async () => {
    const { root, $session } = await guard();
    session = $session;
    expect(root.dataset['state']).toBe('signed-out');
    expect(navigation.replaceWith).toHaveBeenCalledWith('/auth?next=%2Finteractive-learn%2Ftokens-tokenization%3Fx%3D1');
  });

  it('also when the learner signs out in another tab', async () => {
    storeSession({ id: 'u', email: 'ada@example.com' });
    const { $session } = await guard();
    session = $session;
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'sb-vault-club-auth-token' }));
    expect(navigation.replaceWith).toHaveBeenCalledTimes(1);
  });
});
