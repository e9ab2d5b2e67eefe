import { describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, isStoredSession, onStoredSessionChange, SESSION_CHANGED_EVENT, storedUser } from './auth-storage.ts';
import { storedAccountLanguage } from '../stores/account-language.ts';

const session = {
  access_token: 'a',
  refresh_token: 'r',
  expires_at: 1,
  token_type: 'bearer',
  user: { id: 'u1', email: 'ada@example.com' },
};

describe('storedUser', () => {
  it('reads the user of a session as supabase-js stores it', () => {
    expect(storedUser(JSON.stringify(session))).toEqual({ id: 'u1', email: 'ada@example.com' });
    expect(isStoredSession(JSON.stringify(session))).toBe(true);
  });

  it('refuses what supabase-js would not load', () => {
    for (const raw of [
      null,
      '',
      'not json',
      'null',
      '[]',
      JSON.stringify({ ...session, access_token: 1 }),
      JSON.stringify({ ...session, expires_at: '1' }),
    ])
      expect(storedUser(raw), String(raw)).toBeUndefined();
    expect(storedUser(JSON.stringify({ ...session, user: undefined }))).toBeUndefined();
  });

  it('tolerates a user without an e-mail', () => {
    expect(storedUser(JSON.stringify({ ...session, user: { id: 'u2' } }))).toEqual({ id: 'u2', email: '' });
  });
});

describe('onStoredSessionChange', () => {
  it('hears another tab change the session and this page announce one, until stopped', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const heard = vi.fn();
    const stop = onStoredSessionChange(heard);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'some-other-key' }));
    expect(heard).not.toHaveBeenCalled();
    target.dispatchEvent(Object.assign(new Event('storage'), { key: AUTH_STORAGE_KEY }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    target.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
    expect(heard).toHaveBeenCalledTimes(3);
    stop();
    target.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
    expect(heard).toHaveBeenCalledTimes(3);
    vi.unstubAllGlobals();
  });
});

describe('storedAccountLanguage', () => {
  const withStored = (raw: string | null, read: () => unknown) => {
    vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === AUTH_STORAGE_KEY ? raw : null) } });
    try {
      return read();
    } finally {
      vi.unstubAllGlobals();
    }
  };

  it("reads the language kept in the session's account, as supabase-js stores it", () => {
    const stored = JSON.stringify({ ...session, user: { ...session.user, user_metadata: { lang: 'pt-br', name: 'Ana' } } });
    expect(withStored(stored, storedAccountLanguage)).toBe('pt-br');
  });

  it('reads nothing from no session, an account without one, bad data or blocked storage', () => {
    for (const raw of [null, JSON.stringify(session), '{', 'null', JSON.stringify({ user: { user_metadata: { lang: 7 } } })]) {
      expect(withStored(raw, storedAccountLanguage), String(raw)).toBeUndefined();
    }
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
      },
    });
    expect(storedAccountLanguage()).toBeUndefined();
    vi.unstubAllGlobals();
  });
});
