import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type TomlTable } from 'smol-toml';

/**
 * The project the stand-in serves: the npm workspace root, two folders above this package
 * (`packages/local-supabase`). Its `supabase/` folder holds the migrations, seeds, config.toml
 * and templates the stand-in runs, the same files production uses; `content_path` and the other
 * paths of `supabase/config.toml` start here.
 */
// From the file's own path, not `new URL(…)`: under a DOM test environment `URL` is the DOM's, which node's fileURLToPath refuses.
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** `supabase/config.toml`: the settings `supabase start` and hosted Supabase use, and so the stand-in. */
export const CONFIG_PATH = join(ROOT, 'supabase', 'config.toml');

/** A parsed `config.toml` (or one of its tables). */
export type SupabaseConfig = TomlTable;

let cached: SupabaseConfig | undefined;

/**
 * `supabase/config.toml`, parsed: from `toml` when given (tests), else the file, read once.
 * @example supabaseConfig()['auth'] // { site_url: 'http://127.0.0.1:4321', … }
 */
export function supabaseConfig(toml?: string): SupabaseConfig {
  if (toml !== undefined) return parse(toml);
  cached ??= parse(readFileSync(CONFIG_PATH, 'utf8'));
  return cached;
}

/**
 * The value at a dotted `key` (`auth.email.otp_expiry`), or `undefined` when the file does not
 * set it.
 */
export function configValue(config: SupabaseConfig, key: string): unknown {
  let value: unknown = config;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
