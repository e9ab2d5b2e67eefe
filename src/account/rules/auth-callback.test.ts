import { describe, expect, it } from 'vitest';
import { isAuthPage, linkProblem, readAuthCallback } from './auth-callback.ts';

describe('readAuthCallback', () => {
  it('recognises a PKCE code and nothing', () => {
    expect(readAuthCallback('?code=0d1c1f9e-6a8b-4a55-9f1f-8b4c9c1e2a3b', '')).toEqual({ kind: 'code' });
    expect(readAuthCallback('?next=/learn-now', '')).toEqual({ kind: 'none' });
  });

  it('maps error codes to fixed problems, from the query or the fragment', () => {
    expect(readAuthCallback('?error=access_denied&error_code=otp_expired&error_description=x', '')).toEqual({
      kind: 'error',
      problem: 'expired',
    });
    expect(readAuthCallback('', '#error=access_denied&error_code=otp_expired')).toEqual({ kind: 'error', problem: 'expired' });
    expect(readAuthCallback('?error_code=flow_state_not_found', '')).toEqual({ kind: 'error', problem: 'used' });
  });

  it('never uses free text from the address, and refuses an implicit-flow session (session swap)', () => {
    expect(readAuthCallback('?error_description=Your+account+is+suspended,+call+555', '')).toEqual({ kind: 'none' });
    expect(readAuthCallback('?error=x&error_description=Call+555&error_code=made_up', '')).toEqual({ kind: 'error', problem: 'invalid' });
    expect(readAuthCallback('', '#access_token=eyJ&refresh_token=abc&expires_in=3600&token_type=bearer')).toEqual({
      kind: 'error',
      problem: 'invalid',
    });
  });
});

describe('linkProblem', () => {
  it('knows the errors of an exchange in another browser', () => {
    expect(linkProblem(undefined, 'AuthPKCECodeVerifierMissingError')).toBe('otherBrowser');
    expect(linkProblem('bad_code_verifier')).toBe('otherBrowser');
    expect(linkProblem('flow_state_expired')).toBe('expired');
    expect(linkProblem('anything')).toBe('invalid');
    expect(linkProblem(undefined)).toBe('invalid');
  });
});

describe('isAuthPage', () => {
  it('knows the sign-in page in every language', () => {
    for (const path of ['/auth', '/auth/', '/es/auth', '/pt-br/auth']) expect(isAuthPage(path)).toBe(true);
    for (const path of ['/', '/learn-now', '/es/learn-now', '/learn/auth']) expect(isAuthPage(path)).toBe(false);
  });
});
