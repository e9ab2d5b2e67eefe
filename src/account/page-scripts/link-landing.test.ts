// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepWelcome } from '../rules/link-landing.ts';
import { TOAST_EVENT, type ToastMessage } from '../../site/rules/toast.ts';
import { takeLinkOnLanding } from './link-landing.ts';

const account = vi.hoisted(() => ({ takeSessionFromUrl: vi.fn() }));
vi.mock('../stores/account.ts', () => account);
const navigation = vi.hoisted(() => ({ replaceWith: vi.fn() }));
vi.mock('../../shared/rules/navigate.ts', () => navigation);

function toastsShown(): ToastMessage[] {
  const shown: ToastMessage[] = [];
  window.addEventListener(TOAST_EVENT, (event) => shown.push((event as CustomEvent<ToastMessage>).detail));
  return shown;
}

afterEach(() => {
  window.localStorage.clear();
  navigation.replaceWith.mockReset();
});

describe('a confirmation link that lands on the learning path', () => {
  it('signed in: the code leaves the address, and the learner is welcomed in the words kept at sign-up', async () => {
    keepWelcome({ title: 'Correo confirmado' });
    window.history.replaceState(null, '', '/es/learn-now?code=0d1c1f9e');
    account.takeSessionFromUrl.mockResolvedValueOnce({ ok: true, recovery: false });
    const shown = toastsShown();
    await takeLinkOnLanding();
    expect(window.location.pathname + window.location.search).toBe('/es/learn-now');
    expect(shown).toEqual([{ title: 'Correo confirmado' }]);
    expect(navigation.replaceWith).not.toHaveBeenCalled();
  });

  it('expired: goes on to the sign-in page in the page’s language, which says so, then back to the page', async () => {
    window.history.replaceState(null, '', '/es/learn-now?error=access_denied&error_code=otp_expired');
    account.takeSessionFromUrl.mockResolvedValueOnce({ ok: false, problem: 'expired' });
    await takeLinkOnLanding();
    expect(navigation.replaceWith).toHaveBeenCalledWith('/es/auth?error_code=otp_expired&next=%2Fes%2Flearn-now');
  });
});
