import { describe, expect, it } from 'vitest';
import { ANON_KEY } from '../src/config.ts';
import { confirmedUser, signedIn, uniqueEmail, useTestBackend } from './helpers.ts';

const backend = useTestBackend();

/** PostgREST's answer to a body that is not JSON (`InvalidBody` in its Error.hs), byte for byte. */
const INVALID_JSON = '{"code":"PGRST102","details":null,"hint":null,"message":"Empty or invalid json"}';

/** A confirmed learner's headers for the Data API. */
async function learnerHeaders(): Promise<{ id: string; headers: Record<string, string> }> {
  const email = uniqueEmail('bodies');
  const id = await confirmedUser(backend.url, email);
  const token = (await (await signedIn(backend.url, email)).auth.getSession()).data.session!.access_token;
  return { id, headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
}

async function send(method: string, path: string, headers: Record<string, string>, body: string | Buffer) {
  const bytes = typeof body === 'string' ? body : new Blob([new Uint8Array(body)]);
  const response = await fetch(`${backend.url}${path}`, { method, headers, body: bytes });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe('a body that is not JSON, as PostgREST answers it', () => {
  it('is 400 PGRST102 on an RPC, before the function is called, and nothing is stored', async () => {
    const { id, headers } = await learnerHeaders();
    const notUtf8 = Buffer.from('{"progress":{"version":2,"completedModules":["\xff"]}}', 'latin1');
    for (const body of ['{bad', '{"progress": {"version": 2,', '   ', 'progress=1', notUtf8]) {
      const answer = await send('POST', '/rest/v1/rpc/merge_learning_progress', headers, body);
      expect(answer, String(body)).toEqual({ status: 400, type: 'application/json; charset=utf-8', text: INVALID_JSON });
    }
    // The body is read before the function is looked for, so an unknown one answers the same.
    expect((await send('POST', '/rest/v1/rpc/no_such_function', headers, '{bad')).text).toBe(INVALID_JSON);
    const stored = await fetch(`${backend.url}/rest/v1/learning_progress?select=progress&user_id=eq.${id}`, { headers });
    expect(await stored.json()).toEqual([]);
  });

  it('is 400 PGRST102 on a table, for an insert and an update, before the table is looked for', async () => {
    const { id, headers } = await learnerHeaders();
    expect(await send('POST', '/rest/v1/learning_progress', headers, '{bad')).toMatchObject({ status: 400, text: INVALID_JSON });
    expect(await send('POST', '/rest/v1/learning_progress', headers, '')).toMatchObject({ status: 400, text: INVALID_JSON });
    expect(await send('PATCH', `/rest/v1/learning_progress?user_id=eq.${id}`, headers, '{bad')).toMatchObject({
      status: 400,
      text: INVALID_JSON,
    });
    expect(await send('POST', '/rest/v1/no_such_table', headers, '{bad')).toMatchObject({ status: 400, text: INVALID_JSON });
  });

  it('leaves the body to the database with ?columns=, as PostgREST does: its 400 22P02', async () => {
    const { headers } = await learnerHeaders();
    const answer = await send('POST', '/rest/v1/learning_progress?columns=progress', headers, '{bad');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({
      code: '22P02',
      details: 'Token "bad" is invalid.',
      hint: null,
      message: 'invalid input syntax for type json',
    });
  });

  it('refuses an array whose items are not objects with the same keys (PGRST102), on a table and an RPC', async () => {
    const { headers } = await learnerHeaders();
    const mismatch = '{"code":"PGRST102","details":null,"hint":null,"message":"All object keys must match"}';
    expect((await send('POST', '/rest/v1/learning_progress', headers, '[{"progress":{}},{"user_id":null}]')).text).toBe(mismatch);
    expect((await send('POST', '/rest/v1/rpc/merge_learning_progress', headers, '[1, 2]')).text).toBe(mismatch);
  });

  it('reads an empty RPC body as no arguments, and still saves a well-formed one', async () => {
    const { id, headers } = await learnerHeaders();
    const empty = await send('POST', '/rest/v1/rpc/merge_learning_progress', headers, '');
    expect(empty.status).toBe(404);
    expect(JSON.parse(empty.text)).toMatchObject({ code: 'PGRST202' });
    const saved = await send(
      'POST',
      '/rest/v1/rpc/merge_learning_progress',
      headers,
      JSON.stringify({ progress: { version: 2, completedModules: [] } }),
    );
    expect(saved.status).toBe(200);
    const stored = await fetch(`${backend.url}/rest/v1/learning_progress?select=user_id&user_id=eq.${id}`, { headers });
    expect(await stored.json()).toEqual([{ user_id: id }]);
  });

  it('answers every malformed or hostile body with a 4xx and keeps serving', async () => {
    const { headers } = await learnerHeaders();
    const bodies: (string | Buffer)[] = [
      Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
      `{"progress":${'['.repeat(100_000)}`,
      '{"progress":"\\u0000"}',
      '{"progress":"\\ud800"}',
      '{"__proto__":{"admin":true}}',
      '{"progress":1e999999}',
      '{"progress":{},"progress":{}}',
      'null',
      '"progress"',
      '[]',
    ];
    for (const body of bodies) {
      for (const path of ['/rest/v1/rpc/merge_learning_progress', '/rest/v1/learning_progress', '/rest/v1/rpc/register_early_access']) {
        const { status } = await send('POST', path, headers, body);
        expect(status, `${path} ${String(body).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(status, `${path} ${String(body).slice(0, 40)}`).toBeLessThan(500);
      }
    }
    expect((await fetch(`${backend.url}/_dev/mail`)).status).toBe(200);
  });
});
