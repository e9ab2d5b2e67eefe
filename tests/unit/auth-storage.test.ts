import { describe, expect, it } from 'vitest';
import { isStoredSession, storedUser } from '../../src/lib/auth-storage';

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
