import { json, type ApiRequest, type Reply } from './http.ts';
import { verifyJwt } from './jwt.ts';

/** Routes the hosted gateway serves without an API key: the e-mail link. */
const OPEN_ROUTES = ['/auth/v1/verify'];

const EXPOSED_HEADERS = [
  'Content-Encoding',
  'Content-Location',
  'Content-Range',
  'Content-Type',
  'Date',
  'Location',
  'Server',
  'Transfer-Encoding',
  'Range-Unit',
  'X-Supabase-Api-Version',
  'x-sb-error-code',
].join(', ');

function isLoopbackOrigin(origin: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(origin.hostname) || origin.hostname.endsWith('.localhost');
}

/** Whether a browser on `origin` may call the stand-in: the site's origin or any loopback origin. */
export function isAllowedOrigin(origin: string, siteUrl: string): boolean {
  try {
    const url = new URL(origin);
    return url.origin === new URL(siteUrl).origin || ((url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackOrigin(url));
  } catch {
    return false;
  }
}

/**
 * CORS headers for an actual (non-preflight) response, errors included, as the hosted gateway
 * sends them; none when the origin is not allowed.
 */
export function corsHeaders(request: Pick<ApiRequest, 'headers'>, siteUrl: string): Record<string, string> {
  const origin = request.headers['origin'];
  if (!origin || !isAllowedOrigin(origin, siteUrl)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': EXPOSED_HEADERS,
    vary: 'Origin',
  };
}

/** The answer to a CORS preflight: the requested headers are mirrored, as PostgREST does. */
export function preflight(request: ApiRequest, siteUrl: string): Reply {
  const cors = corsHeaders(request, siteUrl);
  if (!cors['access-control-allow-origin']) return { status: 200, headers: {} };
  const requested = request.headers['access-control-request-headers'];
  return {
    status: 200,
    headers: {
      ...cors,
      'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD',
      'access-control-allow-headers': requested ? `Authorization, ${requested}` : 'Authorization',
      'access-control-max-age': '86400',
    },
  };
}

/**
 * The gateway's key check: every route but the open ones needs an `apikey` header (or
 * query parameter) holding the anon or service_role key. Returns the hosted gateway's 401
 * reply when the key is missing or unknown, otherwise `undefined`.
 */
export function checkApiKey(request: ApiRequest, nowMs: number): Reply | undefined {
  if (OPEN_ROUTES.includes(request.url.pathname)) return undefined;
  const key = request.headers['apikey'] ?? request.url.searchParams.get('apikey');
  if (!key) {
    return json(401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
  }
  const result = verifyJwt(key, nowMs);
  if (!result.ok || (result.claims['role'] !== 'anon' && result.claims['role'] !== 'service_role')) {
    return json(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
  }
  return undefined;
}

/** The token PostgREST and GoTrue see: the request's Authorization, or else the `apikey` (legacy JWT keys). */
export function bearerToken(request: ApiRequest): string | undefined {
  const match = /^Bearer\s+(.*)$/i.exec(request.headers['authorization'] ?? '');
  if (match) return match[1]!.trim();
  return request.headers['apikey'] ?? request.url.searchParams.get('apikey') ?? undefined;
}
