import { describe, expect, it } from 'vitest';
import { mayBeRefusedSession, userEndpointVerdict } from './session-verdict.ts';

describe('userEndpointVerdict', () => {
  it('takes a session the user endpoint answers with 200', () => {
    expect(userEndpointVerdict(200, undefined)).toBe('valid');
  });

  it('ends a session Auth answers 401 or 403, whatever the code', () => {
    expect(userEndpointVerdict(401, 'no_authorization')).toBe('refused');
    expect(userEndpointVerdict(403, 'bad_jwt')).toBe('refused');
    expect(userEndpointVerdict(403, 'session_not_found')).toBe('refused');
    expect(userEndpointVerdict(403, undefined)).toBe('refused');
  });

  it('ends a session whose token Auth calls malformed with a 400 (a sub that is not a UUID)', () => {
    expect(userEndpointVerdict(400, 'bad_jwt')).toBe('refused');
    expect(userEndpointVerdict(400, 'validation_failed')).toBe('unknown');
  });

  it('keeps the session when Auth could not say: offline, rate limited or failing', () => {
    expect(userEndpointVerdict(0, undefined)).toBe('unknown');
    expect(userEndpointVerdict(429, 'over_request_rate_limit')).toBe('unknown');
    expect(userEndpointVerdict(500, 'unexpected_failure')).toBe('unknown');
    expect(userEndpointVerdict(503, 'bad_jwt')).toBe('unknown');
  });
});

describe('mayBeRefusedSession', () => {
  it('asks Auth only after a 401 or 403 from a data call', () => {
    expect([200, 400, 401, 403, 404, 409, 429, 500, 0].filter(mayBeRefusedSession)).toEqual([401, 403]);
  });
});
