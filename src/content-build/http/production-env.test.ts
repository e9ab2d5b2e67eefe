import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../shared/rules/backend.ts';
import { assertProductionEnv, productionEnvProblems } from './production-env.ts';

const GOOD = {
  SITE_URL: 'https://thevaultclub.example',
  PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co',
  PUBLIC_SUPABASE_ANON_KEY: 'sb_publishable_x',
};

describe('productionEnvProblems', () => {
  it('accepts public https addresses and a project key', () => {
    expect(productionEnvProblems(GOOD)).toEqual([]);
    expect(() => assertProductionEnv(GOOD)).not.toThrow();
  });

  it('names each missing setting', () => {
    const problems = productionEnvProblems({});
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(
      /SITE_URL is not set[\s\S]*PUBLIC_SUPABASE_URL is not set[\s\S]*PUBLIC_SUPABASE_ANON_KEY is not set/,
    );
  });

  it('refuses loopback addresses, plain http and the local key', () => {
    for (const host of ['http://127.0.0.1:4321', 'https://localhost', 'https://[::1]:8080', 'https://0.0.0.0', 'https://site.localhost']) {
      expect(productionEnvProblems({ ...GOOD, SITE_URL: host })[0], host).toMatch(/points to this machine/);
    }
    expect(productionEnvProblems({ ...GOOD, PUBLIC_SUPABASE_URL: 'http://abcd.supabase.co' })[0]).toMatch(/must use https/);
    expect(productionEnvProblems({ ...GOOD, PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY })[0]).toMatch(/local development key/);
    expect(() => assertProductionEnv({ ...GOOD, SITE_URL: '' })).toThrow(/The production build stopped:\n {2}- SITE_URL is not set/);
  });
});
