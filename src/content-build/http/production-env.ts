/**
 * The settings a production build must have, checked before it starts: `SITE_URL` (canonical
 * and Open Graph URLs, the sitemap), `PUBLIC_SUPABASE_URL` and `PUBLIC_SUPABASE_ANON_KEY`.
 */

/** The local stand-in's public anon key, which must never reach production. */
const LOCAL_ANON_KEY_PREFIX = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIi';

function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    host === '::' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

function urlProblem(name: string, value: string | undefined): string | undefined {
  if (!value)
    return `${name} is not set: set it to the public https address (e.g. ${name === 'SITE_URL' ? 'https://thevaultclub.example' : 'https://<ref>.supabase.co'}).`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name} is not a URL: "${value}".`;
  }
  if (isLoopback(url.hostname)) return `${name} points to this machine (${url.host}): a production build needs the public address.`;
  if (url.protocol !== 'https:') return `${name} must use https: "${value}".`;
  return undefined;
}

/** Everything wrong with the environment of a production build; empty when it may go ahead. */
export function productionEnvProblems(env: Record<string, string | undefined>): string[] {
  const problems = [urlProblem('SITE_URL', env['SITE_URL']), urlProblem('PUBLIC_SUPABASE_URL', env['PUBLIC_SUPABASE_URL'])];
  const key = env['PUBLIC_SUPABASE_ANON_KEY'];
  if (!key) problems.push("PUBLIC_SUPABASE_ANON_KEY is not set: use the project's anon or publishable key (Project Settings → API).");
  else if (key.startsWith(LOCAL_ANON_KEY_PREFIX))
    problems.push("PUBLIC_SUPABASE_ANON_KEY is the local development key: use the project's own key.");
  return problems.filter((problem): problem is string => problem !== undefined);
}

/** Throws one clear error listing every problem, or returns when the environment is fit for production. */
export function assertProductionEnv(env: Record<string, string | undefined>): void {
  const problems = productionEnvProblems(env);
  if (problems.length > 0) {
    throw new Error(
      `The production build stopped:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\nSee "Deploying" in README.md.`,
    );
  }
}
