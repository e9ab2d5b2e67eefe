import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from './db.ts';

/** An incoming request, read in full before it is routed. */
export interface ApiRequest {
  method: string;
  url: URL;
  /** Lower-cased header names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: string;
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
}

/** A handler for one group of routes; `undefined` means "not mine". */
export type Handler = (request: ApiRequest, context: Context) => Promise<Reply | undefined>;

const MAX_BODY_BYTES = 1_000_000;

/** Reads a Node request into an {@link ApiRequest}; bodies over 1 MB are cut off. */
export async function readRequest(incoming: IncomingMessage, base: string): Promise<ApiRequest> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) break;
    chunks.push(chunk);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    method: (incoming.method ?? 'GET').toUpperCase(),
    url: new URL(incoming.url ?? '/', base),
    headers,
    body: Buffer.concat(chunks).toString('utf8'),
  };
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
