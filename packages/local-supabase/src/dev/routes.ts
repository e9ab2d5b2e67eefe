import type { PGlite } from '../db.ts';
import { isAllowedOrigin } from '../gateway.ts';
import { json, jsonBody, type ApiRequest, type Handler, type Reply } from '../http.ts';
import { clearMail, listMail } from '../mail.ts';
import { drainPool, loadPool, poolStatus, refillDevPool } from '../pool.ts';
import type { DerivedAddress } from '../../../../supabase/wallet-addresses.ts';
import { inboxPage } from './inbox-page.ts';

/**
 * Routes that exist only in the stand-in, for people and browser tests:
 * - `GET /_dev/mail?to=<address>`: the mailbox as JSON, newest first; `DELETE` empties it.
 * - `GET /_dev/mail/`: the same as a readable page.
 * - `GET /_dev/pool`: free, assigned and waiting counts; `POST {"count": n}` derives and
 *   loads n more development addresses, `POST {"addresses": [{index, address}]}` loads the
 *   given ones (how `npm run wallets:pool` reaches a running stand-in); waiting learners get
 *   theirs at once. `DELETE` removes every free address, to reproduce an empty pool.
 */
export const devRoutes: Handler = async (request, context) => {
  const { pathname, searchParams } = request.url;
  if (!pathname.startsWith('/_dev/')) return undefined;
  const refused = refuseCrossSiteWrite(request, context.siteUrl);
  if (refused) return refused;
  const to = searchParams.get('to') || undefined;
  const route = `${request.method} ${pathname}`;
  switch (route) {
    case 'GET /_dev/mail':
      return json(200, await listMail(context.db, to));
    case 'GET /_dev/mail/':
      return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: inboxPage(await listMail(context.db, to), to) };
    case 'DELETE /_dev/mail':
      return json(200, { deleted: await clearMail(context.db, to) });
    case 'GET /_dev/pool':
      return json(200, await poolStatus(context.db));
    case 'POST /_dev/pool':
      return refill(jsonBody(request), context.db);
    case 'DELETE /_dev/pool':
      return json(200, { deleted: await context.db.transaction((tx) => drainPool(tx)), ...(await poolStatus(context.db)) });
    default:
      return json(404, { message: `No such development route: ${route}` });
  }
};

/**
 * A write (POST, DELETE, …) must come from a page of the site or this machine, and a body must
 * be JSON: a form on another site can send `text/plain` without asking first (no CORS
 * preflight), but never `application/json`, and the browser names its `Origin`.
 */
function refuseCrossSiteWrite(request: ApiRequest, siteUrl: string): Reply | undefined {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return undefined;
  const origin = request.headers['origin'];
  if (origin !== undefined && !isAllowedOrigin(origin, siteUrl)) {
    return json(403, { message: `Development routes refuse writes from another site (${origin.slice(0, 100)})` });
  }
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (request.body !== '' && type !== 'application/json') {
    return json(415, { message: 'Development routes accept only application/json bodies' });
  }
  return undefined;
}

function isDerivedAddress(value: unknown): value is DerivedAddress {
  const { index, address } = (value ?? {}) as Partial<DerivedAddress>;
  return Number.isInteger(index) && typeof address === 'string' && /^0x[0-9a-fA-F]{40}$/.test(address);
}

async function refill(body: unknown, db: PGlite): Promise<Reply> {
  const { count, addresses } = (body && typeof body === 'object' ? body : {}) as { count?: unknown; addresses?: unknown };
  let loaded: number;
  if (Array.isArray(addresses) && addresses.length > 0 && addresses.every(isDerivedAddress)) {
    loaded = await db.transaction((tx) => loadPool(tx, addresses));
  } else if (typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= 1000) {
    loaded = await db.transaction((tx) => refillDevPool(tx, count));
  } else {
    return json(400, { message: 'Send {"count": n} with 1 ≤ n ≤ 1000, or {"addresses": [{"index": i, "address": "0x…"}]}' });
  }
  return json(200, { loaded, ...(await poolStatus(db)) });
}
