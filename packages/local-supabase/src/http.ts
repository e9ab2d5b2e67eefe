import { isUtf8 } from 'node:buffer';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { PGlite } from './db.ts';

/** An incoming request, read in full before it is routed. */
export interface ApiRequest {
  method: string;
  url: URL;
  /** Lower-cased header names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: string;
  /** Whether the body's bytes are valid UTF-8 (`body` has U+FFFD where they are not). */
  bodyIsUtf8: boolean;
}

/** What a handler answers; `body` objects are sent as JSON, strings as they are. */
export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string | object;
}

/** What every handler can use: the database, the clock and the stand-in's addresses. */
export interface Context {
  db: PGlite;
  /** Milliseconds since the epoch; tests move it forward. */
  clock: () => number;
  /** The stand-in's own URL, e.g. `http://127.0.0.1:54321` (links in mail, JWT issuer). */
  apiUrl: string;
  /** Supabase's SITE_URL: where redirects fall back to. */
  siteUrl: string;
  /** Reports mail sent and unexpected errors (silent unless the caller asks). */
  log: (line: string) => void;
  /** bcrypt cost for new password hashes. */
  passwordHashCost: number;
  /** Hosted Auth's per-address request limits. */
  // Described by its shape, not imported: the limiter (auth/rate-limits.ts) uses this file's request types.
  authLimits: { take(route: string, address: string, nowMs: number): boolean };
}

/** A handler for one group of routes; `undefined` means "not mine". */
export type Handler = (request: ApiRequest, context: Context) => Promise<Reply | undefined>;

/** The largest body the stand-in reads; a bigger one is answered 413, never silently cut. */
export const MAX_BODY_BYTES = 1_000_000;

/** A request that cannot be served as sent: answered with its status and message, never a crash. */
export class RequestError extends Error {
  status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The request target as a URL; 400 when it is not one (`//[`) or its path is not valid percent-encoding (`/%E0%A4%A`). */
function parseTarget(target: string, base: string): URL {
  let url: URL;
  try {
    url = new URL(target, base);
    decodeURIComponent(url.pathname);
  } catch {
    throw new RequestError(400, 'Bad Request: the request target is not a valid URL');
  }
  return url;
}

/**
 * Reads a Node request into an {@link ApiRequest}. A malformed target is a 400
 * {@link RequestError}, a body over 1 MB (announced or sent) a 413 one. The peer's address is
 * appended to `x-forwarded-for`, as the hosted edge appends it.
 */
export async function readRequest(incoming: IncomingMessage, base: string): Promise<ApiRequest> {
  const url = parseTarget(incoming.url ?? '/', base);
  const tooLarge = new RequestError(413, `Request body too large: the limit is ${MAX_BODY_BYTES} bytes`);
  if (Number(incoming.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw tooLarge;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw tooLarge;
    chunks.push(chunk);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  // As Supabase's edge does: what the client sent stays first, the address of the connection
  // is appended last, and only that last entry is trusted (20251201000500_early_access_per_source.sql).
  const peer = incoming.socket.remoteAddress;
  if (peer) headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${peer}` : peer;
  const bytes = Buffer.concat(chunks);
  return { method: (incoming.method ?? 'GET').toUpperCase(), url, headers, body: bytes.toString('utf8'), bodyIsUtf8: isUtf8(bytes) };
}

/** Parses a JSON body; `undefined` when it is empty or not JSON. */
export function jsonBody(request: ApiRequest): unknown {
  if (request.body.trim() === '') return undefined;
  try {
    return JSON.parse(request.body) as unknown;
  } catch {
    return undefined;
  }
}

/** JSON reply with `Content-Type: application/json` unless the headers say otherwise. */
export function json(status: number, body: object, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body };
}

/** Writes a {@link Reply} (plus any extra headers, e.g. CORS) to the Node response. */
export function send(response: ServerResponse, reply: Reply, extraHeaders: Record<string, string> = {}): void {
  const headers: Record<string, string> = { ...extraHeaders, ...reply.headers };
  const payload = typeof reply.body === 'string' ? reply.body : reply.body ? JSON.stringify(reply.body) : '';
  if (payload !== '' && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/json; charset=utf-8';
  }
  response.writeHead(reply.status, { ...headers, 'content-length': String(Buffer.byteLength(payload)) });
  response.end(payload);
}

/** The largest request head (request line and headers) a local server reads; Node's default. */
export const MAX_HEADER_BYTES = 16_384;

/**
 * Makes a local server answer what Node's parser refuses (a head over the limit: 431, a
 * request not sent in time: 408, any other malformed request: 400) instead of dropping the
 * connection, and bounds how long a client may take to send a request. 408 as Node itself
 * answers: a browser that finds it on a kept-alive connection sends its request again, where
 * a 400 reaches the page (a busy machine's idle, preconnected socket gets it).
 */
export function guardServer(server: Server): void {
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
}

/** Whether a `Host` header names this machine (`localhost`, `*.localhost`, `127.x.x.x`, `[::1]`), port or not. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
