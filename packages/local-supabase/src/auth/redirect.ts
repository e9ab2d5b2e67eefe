import type { ApiRequest } from '../http.ts';
import { AUTH_SETTINGS } from './settings.ts';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0', '::'];

function isLocalhost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return LOOPBACK_HOSTS.includes(host) || host.endsWith('.localhost');
}

function isLoopbackIp(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) || host === '::1';
}

/**
 * An entry of `additional_redirect_urls` as GoTrue compiles it (gobwas/glob with `.` and `/`
 * as separators): `**` matches anything, `*` and `?` anything but a separator.
 */
// Written here because no maintained JavaScript glob treats `.` as a separator as GoTrue does.
function allowListPattern(glob: string): RegExp {
  const source = glob
    .split(/(\*\*|\*|\?)/)
    .map((part) => ({ '**': '.*', '*': '[^./]*', '?': '[^./]' })[part] ?? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * GoTrue's `IsRedirectURLValid`: same scheme, host and port as SITE_URL (any port on
 * localhost), a loopback IP address, or an entry of `allowList` (`additional_redirect_urls`
 * of `supabase/config.toml`). The stand-in also takes `http://localhost` on any port, because
 * `WEB_PORT` moves the site off the port that list names; it works on 127.0.0.1 or localhost.
 */
export function isRedirectUrlValid(siteUrl: string, redirectUrl: string, allowList = AUTH_SETTINGS.additionalRedirectUrls): boolean {
  if (!redirectUrl) return false;
  let base: URL;
  let target: URL;
  try {
    base = new URL(siteUrl);
    target = new URL(redirectUrl);
  } catch {
    return false;
  }
  if (
    base.hostname === target.hostname &&
    base.protocol === target.protocol &&
    (base.port === target.port || isLocalhost(target.hostname))
  ) {
    return true;
  }
  if (allowList.some((glob) => allowListPattern(glob).test(redirectUrl))) return true;
  return isLoopbackIp(target.hostname) || (target.protocol === 'http:' && target.hostname === 'localhost');
}

/** GoTrue's `GetReferrer`: the `redirect_to` header, query field or Referer if valid, else SITE_URL. */
export function resolveRedirect(request: ApiRequest, siteUrl: string): string {
  const requested = request.headers['redirect_to'] || request.url.searchParams.get('redirect_to') || '';
  if (isRedirectUrlValid(siteUrl, requested)) return requested;
  const referer = request.headers['referer'] ?? '';
  if (isRedirectUrlValid(siteUrl, referer)) return referer;
  return siteUrl;
}

/** Go's `url.QueryEscape`: only letters, digits and `-_.~` stay; a space becomes `+`. */
export function goQueryEscape(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** Go's `url.Values.Encode`: keys sorted, keys and values query-escaped. */
export function goEncodeValues(values: Record<string, string>): string {
  return Object.keys(values)
    .sort()
    .map((key) => `${goQueryEscape(key)}=${goQueryEscape(values[key]!)}`)
    .join('&');
}
