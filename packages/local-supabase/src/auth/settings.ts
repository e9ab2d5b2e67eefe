import { configValue, supabaseConfig, type SupabaseConfig } from '../config-toml.ts';

/** The GoTrue settings the stand-in follows, read from `[auth]` of `supabase/config.toml`. */
export interface AuthSettings {
  /** Where e-mail links fall back to (`SITE_URL`); `$SITE_URL` or the caller's `siteUrl` override it when the site moves port. */
  siteUrl: string;
  /** Redirect targets allowed besides the site, as globs (`URI_ALLOW_LIST`), e.g. `http://localhost:4321/auth**`. */
  additionalRedirectUrls: readonly string[];
  /** Access-token lifetime in seconds (`JWT_EXP`). */
  jwtExpiry: number;
  /** Seconds during which a just-rotated refresh token may be presented again (`REFRESH_TOKEN_REUSE_INTERVAL`). */
  refreshTokenReuseInterval: number;
  /** The shortest password accepted (`PASSWORD_MIN_LENGTH`). */
  passwordMinLength: number;
  /** A password needs one character of each set (`PASSWORD_REQUIRED_CHARACTERS`). */
  passwordRequiredCharacters: readonly string[];
  /** Minimum time between two confirmation or recovery mails to one address, in seconds (`SMTP_MAX_FREQUENCY`). */
  mailMaxFrequency: number;
  /** How long an e-mail link stays valid, in seconds (`MAILER_OTP_EXP`). */
  otpExpiry: number;
  /** Digits of the one-time code hashed into each e-mail link (`MAILER_OTP_LENGTH`). */
  otpLength: number;
  /** `/verify` requests per client address per 5 minutes (`RATE_LIMIT_VERIFY`), in bursts of up to 30. */
  rateLimitVerify: number;
  /** `/token` requests (every grant) per client address per 5 minutes (`RATE_LIMIT_TOKEN_REFRESH`), in bursts of up to 30. */
  rateLimitTokenRefresh: number;
  /** Sign-ups, `/recover` and `PUT /user`, each per client address per 5 minutes (`RATE_LIMIT_OTP`), in bursts of up to 30. */
  rateLimitOtp: number;
}

/** Where each setting lives in `config.toml`. */
export const AUTH_SETTING_KEYS: Record<keyof AuthSettings, string> = {
  siteUrl: 'auth.site_url',
  additionalRedirectUrls: 'auth.additional_redirect_urls',
  jwtExpiry: 'auth.jwt_expiry',
  refreshTokenReuseInterval: 'auth.refresh_token_reuse_interval',
  passwordMinLength: 'auth.minimum_password_length',
  passwordRequiredCharacters: 'auth.password_requirements',
  mailMaxFrequency: 'auth.email.max_frequency',
  otpExpiry: 'auth.email.otp_expiry',
  otpLength: 'auth.email.otp_length',
  rateLimitVerify: 'auth.rate_limit.token_verifications',
  rateLimitTokenRefresh: 'auth.rate_limit.token_refresh',
  rateLimitOtp: 'auth.rate_limit.sign_in_sign_ups',
};

/** What the stand-in uses for a setting `config.toml` leaves out: hosted Supabase's defaults. */
export const STAND_IN_DEFAULTS: AuthSettings = {
  siteUrl: 'http://127.0.0.1:4321',
  additionalRedirectUrls: [],
  jwtExpiry: 3600,
  refreshTokenReuseInterval: 10,
  passwordMinLength: 6,
  passwordRequiredCharacters: [],
  mailMaxFrequency: 60,
  otpExpiry: 86400,
  otpLength: 6,
  rateLimitVerify: 30,
  rateLimitTokenRefresh: 150,
  rateLimitOtp: 30,
};

/**
 * Behaviour the stand-in implements one way only ("Confirm email" on, refresh tokens rotated,
 * no anonymous users): `config.toml` must say the same, or the stand-in refuses to start.
 */
export const FIXED_AUTH_BEHAVIOUR: Record<string, boolean> = {
  'auth.enabled': true,
  'auth.enable_signup': true,
  'auth.email.enable_signup': true,
  'auth.email.enable_confirmations': true,
  'auth.enable_refresh_token_rotation': true,
  'auth.enable_anonymous_sign_ins': false,
};

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';

/** `password_requirements` as the Supabase CLI turns it into GoTrue's character sets (`PasswordRequirements.ToChar`). */
const REQUIRED_CHARACTERS: Record<string, readonly string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

const SECONDS_PER_UNIT: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 };

/** A Go duration (`1m0s`, `90s`) in seconds; small enough to write here rather than add a library for Go's syntax. */
function goDurationSeconds(text: string): number | undefined {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map(([part]) => part).join('') !== text) return undefined;
  return parts.reduce((sum, [, amount, unit]) => sum + Number(amount) * SECONDS_PER_UNIT[unit!]!, 0);
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Each setting from its `config.toml` value, or `undefined` when the value has the wrong type. */
const READ: { [K in keyof AuthSettings]: (value: unknown) => AuthSettings[K] | undefined } = {
  siteUrl: (value) => (typeof value === 'string' && URL.canParse(value) ? value : undefined),
  additionalRedirectUrls: (value) => (Array.isArray(value) && value.every((url) => typeof url === 'string') ? value : undefined),
  jwtExpiry: (value) => (isCount(value) ? value : undefined),
  refreshTokenReuseInterval: (value) => (isCount(value) ? value : undefined),
  passwordMinLength: (value) => (isCount(value) ? value : undefined),
  passwordRequiredCharacters: (value) => (typeof value === 'string' ? REQUIRED_CHARACTERS[value] : undefined),
  mailMaxFrequency: (value) => (typeof value === 'string' ? goDurationSeconds(value) : undefined),
  otpExpiry: (value) => (isCount(value) ? value : undefined),
  otpLength: (value) => (isCount(value) && value >= 6 && value <= 10 ? value : undefined),
  rateLimitVerify: (value) => (isCount(value) ? value : undefined),
  rateLimitTokenRefresh: (value) => (isCount(value) ? value : undefined),
  rateLimitOtp: (value) => (isCount(value) ? value : undefined),
};

/**
 * The Auth settings of a parsed `config.toml`, with {@link STAND_IN_DEFAULTS} for what it
 * leaves out. Throws, naming the key, for a value of the wrong type or a behaviour the stand-in
 * does not implement ({@link FIXED_AUTH_BEHAVIOUR}).
 */
export function authSettingsFrom(config: SupabaseConfig): AuthSettings {
  for (const [key, expected] of Object.entries(FIXED_AUTH_BEHAVIOUR)) {
    const value = configValue(config, key);
    if (value !== undefined && value !== expected)
      throw new Error(`supabase/config.toml: ${key} = ${String(value)}, but the local stand-in only implements ${String(expected)}`);
  }
  const settings: Record<string, unknown> = {};
  for (const name of Object.keys(AUTH_SETTING_KEYS) as (keyof AuthSettings)[]) {
    const raw = configValue(config, AUTH_SETTING_KEYS[name]);
    const value = raw === undefined ? STAND_IN_DEFAULTS[name] : READ[name](raw);
    if (value === undefined)
      throw new Error(`supabase/config.toml: ${AUTH_SETTING_KEYS[name]} = ${JSON.stringify(raw)} is not a valid value`);
    settings[name] = value;
  }
  return settings as unknown as AuthSettings;
}

/** The stand-in's Auth settings: `supabase/config.toml`'s, the ones `supabase start` and the hosted project use. */
export const AUTH_SETTINGS: AuthSettings = authSettingsFrom(supabaseConfig());
