import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthRateLimits } from './auth/rate-limits.ts';
import { authRoutes } from './auth/routes.ts';
import { AUTH_SETTINGS } from './auth/settings.ts';
import { DEFAULT_PORT, DEV_POOL_SEED_COUNT } from './config.ts';
import { logDatabaseWarnings } from './db.ts';
import { devRoutes } from './dev/routes.ts';
import { checkApiKey, corsHeaders, preflight } from './gateway.ts';
import {
  MAX_HEADER_BYTES,
  RequestError,
  guardServer,
  isLoopbackHost,
  json,
  readRequest,
  send,
  type ApiRequest,
  type Context,
  type Handler,
  type Reply,
} from './http.ts';
import { acquireDataDirLock } from './lock.ts';
import { seedDevPoolOnce } from './pool.ts';
import { restRoutes } from './rest/routes.ts';
import { openMigratedDatabase } from './snapshot.ts';

/** How to start the stand-in. Every field is optional. */
export interface LocalBackendOptions {
  /** Database directory, default `.data/local`; `'memory'` for a throwaway in-memory database (tests). */
  dataDir?: string;
  /** Port on 127.0.0.1; default the port of a loopback http `PUBLIC_SUPABASE_URL`, else 54321. `0` picks a free one. */
  port?: number;
  /** Supabase's SITE_URL (redirect fallback, CORS), default `$SITE_URL` or `auth.site_url` of `supabase/config.toml`. */
  siteUrl?: string;
  /** The stand-in's clock in epoch milliseconds, default `Date.now`; tests move it forward. */
  clock?: () => number;
  /** Where to report mail sent, the database's warnings (an empty wallet pool) and unexpected errors; default silent. */
  log?: (line: string) => void;
  /** bcrypt cost for new passwords, default 10 as GoTrue; tests lower it to save time. */
  passwordHashCost?: number;
  /**
   * Hosted Auth's per-address request limits (`auth/rate-limits.ts`), default on; `false` for a
   * harness that makes more accounts from one address than hosted Auth allows (the browser tests).
   */
  rateLimits?: boolean;
}

/** A running stand-in. */
export interface LocalBackend {
  /** Its base URL, e.g. `http://127.0.0.1:54321` (what `PUBLIC_SUPABASE_URL` points at). */
  url: string;
  /** Stops the server and closes the database. */
  close(): Promise<void>;
}

/** The port `npm start` and `npm run backend` use: `PUBLIC_SUPABASE_URL`'s when it is a loopback http URL, else 54321. */
function defaultPort(env: Record<string, string | undefined> = process.env): number {
  try {
    const url = new URL(env['PUBLIC_SUPABASE_URL'] ?? '');
    if (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) && url.port) return Number(url.port);
  } catch {
    // Unset or not a URL: the Supabase CLI's usual port.
  }
  return DEFAULT_PORT;
}

/** The services behind the gateway, by path prefix. */
const SERVICES: [prefix: string, handler: Handler][] = [
  ['/auth/v1/', authRoutes],
  ['/rest/v1/', restRoutes],
];

/** The gateway's answer for a path no service owns. */
const NO_ROUTE = json(404, { message: 'no Route matched with those values' });

/** The gateway: CORS preflight, the open `/_dev` routes, then the key check before Auth and the Data API. */
async function handle(request: ApiRequest, context: Context): Promise<Reply> {
  if (request.method === 'OPTIONS') return preflight(request, context.siteUrl);
  if (request.url.pathname.startsWith('/_dev/')) {
    // The mailbox holds sign-in links: only a browser or script on this machine may read it.
    if (!isLoopbackHost(request.headers['host'])) return NO_ROUTE;
    return (await devRoutes(request, context)) ?? NO_ROUTE;
  }
  const service = SERVICES.find(([prefix]) => request.url.pathname.startsWith(prefix))?.[1];
  if (!service) return NO_ROUTE;
  return checkApiKey(request, context.clock()) ?? (await service(request, context)) ?? NO_ROUTE;
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/**
 * Starts the local Supabase stand-in: opens (or creates) the embedded Postgres, applies the
 * bootstrap and `supabase/migrations` (each once), seeds the development wallet pool on first start,
 * and serves Auth (`/auth/v1`), the Data API (`/rest/v1`) and the dev mailbox (`/_dev/mail/`).
 */
export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const dataDir = options.dataDir ?? '.data/local';
  const lock = dataDir === 'memory' ? undefined : await acquireDataDirLock(dataDir);
  const db = await openMigratedDatabase(dataDir).catch(async (error: unknown) => {
    await lock?.release();
    throw error;
  });
  let server: Server | undefined;
  try {
    await seedDevPoolOnce(db, DEV_POOL_SEED_COUNT);
    const context: Context = {
      db,
      clock: options.clock ?? Date.now,
      apiUrl: '',
      siteUrl: options.siteUrl ?? process.env['SITE_URL'] ?? AUTH_SETTINGS.siteUrl,
      log: options.log ?? (() => {}),
      passwordHashCost: options.passwordHashCost ?? 10,
      authLimits: new AuthRateLimits(AUTH_SETTINGS, options.rateLimits ?? true),
    };
    logDatabaseWarnings(db, context.log);
    server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (incoming, response) => {
      // Errors carry CORS headers too, so that a browser sees their status, not a CORS failure.
      const origin = incoming.headers.origin;
      const cors = corsHeaders({ headers: origin === undefined ? {} : { origin } }, context.siteUrl);
      readRequest(incoming, context.apiUrl)
        .then(async (request) => send(response, await handle(request, context), cors))
        .catch((error: unknown) => {
          if (response.headersSent) return;
          if (error instanceof RequestError) {
            send(response, json(error.status, { message: error.message }), { ...cors, connection: 'close' });
            return;
          }
          // A bug of the stand-in: never silent, whatever the caller's log.
          console.error(`Local backend: unexpected error on ${incoming.method} ${incoming.url}: ${String(error)}`);
          context.log(`Unexpected error: ${String(error)}`);
          send(response, json(500, { message: 'An unexpected error occurred' }), cors);
        });
    });
    guardServer(server);
    const address = await listen(server, options.port ?? defaultPort(), '127.0.0.1');
    context.apiUrl = `http://127.0.0.1:${address.port}`;
    const running = server;
    await lock?.publish(context.apiUrl);
    return {
      url: context.apiUrl,
      async close() {
        await new Promise<void>((resolve) => {
          running.close(() => resolve());
          running.closeAllConnections();
        });
        await db.close();
        await lock?.release();
      },
    };
  } catch (error) {
    server?.close();
    await db.close();
    await lock?.release();
    throw error;
  }
}
