import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { isRedirectUrlValid } from '../src/auth/redirect.ts';
import { AUTH_SETTINGS, AUTH_SETTING_KEYS, FIXED_AUTH_BEHAVIOUR, STAND_IN_DEFAULTS, authSettingsFrom } from '../src/auth/settings.ts';
import { configValue } from '../src/config-toml.ts';

/** `supabase/config.toml` as the Supabase CLI reads it, parsed here on its own. */
const config = parse(readFileSync('supabase/config.toml', 'utf8'));
const auth = config['auth'] as Record<string, unknown> & { email: Record<string, unknown>; rate_limit: Record<string, unknown> };

describe('the local stand-in follows the Auth settings of supabase/config.toml', () => {
  it('uses every Auth setting with the value config.toml gives it', () => {
    expect(auth.email['max_frequency']).toBe('1m0s');
    expect(auth['password_requirements']).toBe('lower_upper_letters_digits_symbols');
    expect(auth.rate_limit['token_verifications']).toBe(30);
    // toEqual fails on a setting the stand-in uses that is missing here, too.
    expect(AUTH_SETTINGS).toEqual({
      siteUrl: auth['site_url'],
      additionalRedirectUrls: auth['additional_redirect_urls'],
      jwtExpiry: auth['jwt_expiry'],
      refreshTokenReuseInterval: auth['refresh_token_reuse_interval'],
      passwordMinLength: auth['minimum_password_length'],
      passwordRequiredCharacters: [
        'abcdefghijklmnopqrstuvwxyz',
        'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
        '0123456789',
        '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
      ],
      mailMaxFrequency: 60,
      otpExpiry: auth.email['otp_expiry'],
      otpLength: auth.email['otp_length'],
      rateLimitVerify: auth.rate_limit['token_verifications'],
      rateLimitTokenRefresh: auth.rate_limit['token_refresh'],
      rateLimitOtp: auth.rate_limit['sign_in_sign_ups'],
    });
  });

  it('takes none of them from its own defaults: config.toml sets each one', () => {
    for (const key of Object.values(AUTH_SETTING_KEYS)) expect(configValue(config, key), key).toBeDefined();
  });

  it('is set as the stand-in behaves where it has one behaviour only (confirmations on, rotation, no anonymous users)', () => {
    for (const [key, expected] of Object.entries(FIXED_AUTH_BEHAVIOUR)) expect(configValue(config, key), key).toBe(expected);
  });

  it('falls back to hosted defaults for what a config.toml leaves out', () => {
    expect(authSettingsFrom(parse('[auth]\njwt_expiry = 600'))).toEqual({ ...STAND_IN_DEFAULTS, jwtExpiry: 600 });
  });

  it('refuses a wrong value or a behaviour it does not implement, naming the key', () => {
    expect(() => authSettingsFrom(parse('[auth.email]\nmax_frequency = "a minute"'))).toThrow('auth.email.max_frequency');
    expect(() => authSettingsFrom(parse('[auth]\npassword_requirements = "emoji"'))).toThrow('auth.password_requirements');
    expect(() => authSettingsFrom(parse('[auth.email]\nenable_confirmations = false'))).toThrow('auth.email.enable_confirmations');
  });

  it('reads Go durations as the CLI writes them', () => {
    const frequency = (text: string) => authSettingsFrom(parse(`[auth.email]\nmax_frequency = "${text}"`)).mailMaxFrequency;
    expect(frequency('1m0s')).toBe(60);
    expect(frequency('1h30m')).toBe(5400);
    expect(frequency('1500ms')).toBe(1.5);
  });
});

describe('the redirect allow list (additional_redirect_urls) as GoTrue matches it', () => {
  const site = 'https://vault.example';
  const allow = ['https://app.example/auth**', 'https://*.preview.example/auth'];

  it('accepts what a glob covers: ** across separators, * within one part', () => {
    expect(isRedirectUrlValid(site, 'https://app.example/auth?next=/learn-now', allow)).toBe(true);
    expect(isRedirectUrlValid(site, 'https://pr-7.preview.example/auth', allow)).toBe(true);
  });

  it('refuses what no glob covers', () => {
    expect(isRedirectUrlValid(site, 'https://app.example.evil/auth', allow)).toBe(false);
    expect(isRedirectUrlValid(site, 'https://a.b.preview.example/auth', allow)).toBe(false);
    expect(isRedirectUrlValid(site, 'https://evil.example/auth', allow)).toBe(false);
  });
});
