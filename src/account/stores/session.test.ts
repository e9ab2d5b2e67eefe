// @vitest-environment jsdom
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, storeSession } from '../../../tests/fake-supabase.ts';
import { freshStore } from '../../../tests/fixtures/fresh-store.ts';

const fake = vi.hoisted(() => ({
  current: undefined as ReturnType<typeof import('../../../tests/fake-supabase.ts').fakeSupabase> | undefined,
}));
vi.mock('../../shared/stores/supabase.ts', () => ({ getSupabase: () => fake.current!.client }));

const ADA = { id: 'user-ada', email: 'ada@example.com' };

/** A fresh copy of the store and its actions, as a new page would load them. */
const loadStore = freshStore(async () => ({ ...(await import('./session.ts')), ...(await import('./account.ts')) }));

let stores: Awaited<ReturnType<typeof loadStore>> | undefined;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  fake.current = fakeSupabase();
});

afterEach(() => {
  if (stores) cleanStores(stores.$session);
  stores = undefined;
});

describe('the session store', () => {
  it('is loading until read, then signed out when nothing is stored', async () => {
    stores = await loadStore();
    expect(stores.$session.value).toEqual({ status: 'loading' });
    stores.$session.listen(() => {});
    expect(stores.$session.get()).toEqual({ status: 'signed-out' });
  });

  it('is signed in with the stored user, without loading supabase-js', async () => {
    storeSession(ADA);
    stores = await loadStore();
    stores.$session.listen(() => {});
    expect(stores.$session.get()).toEqual({ status: 'signed-in', user: ADA });
    expect(fake.current!.client.auth.onAuthStateChange).not.toHaveBeenCalled();
  });

  it('follows sign-ins and sign-outs of other tabs', async () => {
    stores = await loadStore();
    const seen: string[] = [];
    stores.$session.subscribe((session) => seen.push(session.status));
    storeSession(ADA);
    window.dispatchEvent(new StorageEvent('storage', { key: 'sb-vault-club-auth-token' }));
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(seen).toEqual(['signed-out', 'signed-in', 'signed-out']);
  });

  it('stays loading while the address holds a confirmation link code, until the client exchanges it', async () => {
    window.history.replaceState(null, '', '/auth?code=0d1c1f9e-6a8b-4a55-9f1f-8b4c9c1e2a3b');
    stores = await loadStore();
    stores.$session.listen(() => {});
    expect(stores.$session.get().status).toBe('loading');
    expect(await stores.takeSessionFromUrl()).toEqual({ ok: true, recovery: false });
    fake.current!.emit('SIGNED_IN', { user: ADA });
    expect(stores.$session.get()).toEqual({ status: 'signed-in', user: ADA });
  });

  it('never takes an implicit-flow session from the address (no session swap), without loading the client', async () => {
    window.history.replaceState(null, '', '/auth#access_token=x&refresh_token=y&expires_in=3600&token_type=bearer&type=signup');
    stores = await loadStore();
    expect(await stores.takeSessionFromUrl()).toEqual({ ok: false, problem: 'invalid' });
    expect(fake.current!.client.auth.initialize).not.toHaveBeenCalled();
  });

  it('follows the auth events of the client and tells the header', async () => {
    stores = await loadStore();
    stores.$session.listen(() => {});
    const told = vi.fn();
    window.addEventListener('vault-club:session-changed', told);
    await stores.authClient();
    await stores.authClient();
    expect(fake.current!.client.auth.onAuthStateChange).toHaveBeenCalledTimes(1);
    fake.current!.emit('SIGNED_IN', { user: ADA });
    expect(stores.$session.get()).toEqual({ status: 'signed-in', user: ADA });
    fake.current!.emit('SIGNED_OUT', null);
    expect(stores.$session.get()).toEqual({ status: 'signed-out' });
    expect(told).toHaveBeenCalledTimes(2);
    window.removeEventListener('vault-club:session-changed', told);
  });
});

describe('the account actions', () => {
  it('signIn passes the credentials and returns the server message on failure', async () => {
    stores = await loadStore();
    expect(await stores.signIn('ada@example.com', 'pw')).toBeUndefined();
    expect(fake.current!.client.auth.signInWithPassword).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'pw' });
    fake.current!.client.auth.signInWithPassword.mockResolvedValueOnce({
      error: { name: 'AuthApiError', status: 400, message: 'Invalid login credentials' },
    });
    expect(await stores.signIn('ada@example.com', 'wrong')).toEqual({ kind: 'server', message: 'Invalid login credentials' });
  });

  it('tells a network failure from a server answer', async () => {
    stores = await loadStore();
    fake.current!.client.auth.signInWithPassword.mockResolvedValueOnce({
      error: { name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' },
    });
    expect(await stores.signIn('ada@example.com', 'pw')).toEqual({ kind: 'network', message: 'Failed to fetch' });
  });

  it('signUp sends the name, the language (English unless told) and where the confirmation link leads', async () => {
    stores = await loadStore();
    await stores.signUp({ name: 'Ada', email: 'ada@example.com', password: 'P', redirectTo: 'http://site/auth' });
    expect(fake.current!.client.auth.signUp).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'P',
      options: { data: { name: 'Ada', lang: 'en' }, emailRedirectTo: 'http://site/auth' },
    });
    await stores.signUp({ name: 'Ada', email: 'ada@example.com', password: 'P', redirectTo: 'http://site/es/auth', lang: 'es' });
    expect(fake.current!.client.auth.signUp).toHaveBeenLastCalledWith({
      email: 'ada@example.com',
      password: 'P',
      options: { data: { name: 'Ada', lang: 'es' }, emailRedirectTo: 'http://site/es/auth' },
    });
  });

  it('saveLanguage keeps the language in a signed-in learner’s metadata, and never throws', async () => {
    storeSession(ADA);
    stores = await loadStore();
    stores.$session.listen(() => {});
    expect(await stores.saveLanguage('pt-br')).toBe(true);
    expect(fake.current!.client.auth.updateUser).toHaveBeenCalledWith({ data: { lang: 'pt-br' } });

    fake.current!.client.auth.updateUser.mockResolvedValueOnce({
      error: { name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' },
    });
    expect(await stores.saveLanguage('es')).toBe(false);
    fake.current!.client.auth.updateUser.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    expect(await stores.saveLanguage('es')).toBe(false);

    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await stores.saveLanguage('es')).toBe(false);
    online.mockRestore();
    expect(fake.current!.client.auth.updateUser).toHaveBeenCalledTimes(3);
  });

  it('saveLanguage does nothing for a visitor who is not signed in', async () => {
    stores = await loadStore();
    stores.$session.listen(() => {});
    expect(await stores.saveLanguage('es')).toBe(false);
    expect(fake.current!.client.auth.updateUser).not.toHaveBeenCalled();
  });

  it('signOut marks the tab as signing out, until it fails', async () => {
    stores = await loadStore();
    expect(stores.isSigningOut()).toBe(false);
    fake.current!.client.auth.signOut.mockResolvedValueOnce({ error: { name: 'AuthApiError', status: 400, message: 'nope' } });
    expect(await stores.signOut()).toEqual({ kind: 'server', message: 'nope' });
    expect(stores.isSigningOut()).toBe(false);
    expect(await stores.signOut()).toBeUndefined();
    expect(stores.isSigningOut()).toBe(true);
  });
});
