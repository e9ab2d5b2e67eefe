import type { ApiRequest, Context } from '../http.ts';
import { AuthError } from './errors.ts';
import type { AuthSettings } from './settings.ts';

/** The Auth routes hosted Supabase limits per client address, each with its own buckets. */
export type LimitedRoute = 'verify' | 'token' | 'signup' | 'recover' | 'user';

/** Which setting refills each route's bucket, as GoTrue's `apilimiter.New` wires them. */
const REFILL: Record<LimitedRoute, 'rateLimitVerify' | 'rateLimitTokenRefresh' | 'rateLimitOtp'> = {
  verify: 'rateLimitVerify',
  token: 'rateLimitTokenRefresh',
  signup: 'rateLimitOtp',
  recover: 'rateLimitOtp',
  user: 'rateLimitOtp',
};

/** GoTrue's bucket size for every one of these limits, whatever the rate (`SetBurst(30)`). */
export const BURST = 30;

/** A bucket lives an hour from when it was made, then starts full again (tollbooth's `DefaultExpirationTTL`). */
const BUCKET_LIFETIME_MS = 3_600_000;

interface Bucket {
  tokens: number;
  updatedAt: number;
  createdAt: number;
}

/**
 * Hosted Auth's per-address limits (Supabase docs: Auth → Rate limits): a token bucket of
 * {@link BURST} requests per route and client address, refilled at the route's setting per 5
 * minutes. `enabled: false` lets everything through (for a harness that makes more accounts
 * from one address than hosted Auth would allow).
 */
export class AuthRateLimits {
  readonly #buckets = new Map<string, Bucket>();
  readonly #settings: Pick<AuthSettings, (typeof REFILL)[LimitedRoute]>;
  readonly enabled: boolean;

  constructor(settings: Pick<AuthSettings, (typeof REFILL)[LimitedRoute]>, enabled = true) {
    this.#settings = settings;
    this.enabled = enabled;
  }

  /** Takes one request from `route`'s bucket for `address` at `nowMs`; false when the bucket is empty. */
  take(route: LimitedRoute, address: string, nowMs: number): boolean {
    if (!this.enabled) return true;
    const key = `${route} ${address}`;
    const old = this.#buckets.get(key);
    const bucket = old && nowMs - old.createdAt < BUCKET_LIFETIME_MS ? old : { tokens: BURST, updatedAt: nowMs, createdAt: nowMs };
    const perMs = this.#settings[REFILL[route]] / 300_000;
    bucket.tokens = Math.min(BURST, bucket.tokens + Math.max(0, nowMs - bucket.updatedAt) * perMs);
    bucket.updatedAt = nowMs;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    if (!old) this.#forgetOld(nowMs);
    this.#buckets.set(key, bucket);
    return allowed;
  }

  #forgetOld(nowMs: number): void {
    if (this.#buckets.size < 10_000) return;
    for (const [key, bucket] of this.#buckets) if (nowMs - bucket.createdAt >= BUCKET_LIFETIME_MS) this.#buckets.delete(key);
  }
}

/** The client's address: the last `X-Forwarded-For` entry, which the stand-in appends as the hosted edge does. */
function clientAddress(request: ApiRequest): string {
  return (request.headers['x-forwarded-for'] ?? '').split(',').at(-1)?.trim() ?? '';
}

/** GoTrue's answer once a bucket is empty: 429 `over_request_rate_limit` "Request rate limit reached". */
export function limitRequests(request: ApiRequest, context: Context, route: LimitedRoute): void {
  if (!context.authLimits.take(route, clientAddress(request), context.clock()))
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
}
