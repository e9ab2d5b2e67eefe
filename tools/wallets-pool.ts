/**
 * `npm run wallets:pool -- --xpub <account xpub> --from N --count M [--sql | --url URL]`
 *
 * Derives the addresses m/44'/60'/0'/0/i for i = N … N+M-1 from an account-level extended
 * PUBLIC key (never a private key) and loads them into `public.wallet_address_pool`.
 * - Production: `--sql` prints one INSERT to paste into the Supabase SQL editor.
 * - Local stand-in (default): posts them to the running stand-in's `/_dev/pool` (`--url`,
 *   default a loopback `PUBLIC_SUPABASE_URL`, else http://127.0.0.1:54321).
 * `--dev` uses the public development mnemonic's xpub instead of `--xpub` (local only).
 */
import { parseArgs } from 'node:util';
import { DEV_ACCOUNT_XPUB, deriveAddresses, poolInsertSql, type DerivedAddress } from '../supabase/wallet-addresses.ts';

const USAGE = `Usage: npm run wallets:pool -- --xpub <account xpub> [--from 0] [--count 20] [--sql | --url http://127.0.0.1:54321]
       npm run wallets:pool -- --dev [--from N] [--count M]     (development mnemonic, local only)`;

/** What the stand-in's `/_dev/pool` answers after a load. */
interface PoolLoad {
  loaded: number;
  free: number;
  assigned: number;
  waiting: number;
}

/** The local stand-in's URL: a loopback `PUBLIC_SUPABASE_URL` (what `npm start` uses), else the default port. */
function localBackendUrl(): string {
  const configured = process.env['PUBLIC_SUPABASE_URL'];
  if (configured && /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/.test(configured)) return configured.replace(/\/$/, '');
  return 'http://127.0.0.1:54321';
}

async function loadIntoStandIn(url: string, addresses: DerivedAddress[]): Promise<PoolLoad> {
  const response = await fetch(`${url}/_dev/pool`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ addresses }),
  }).catch((error: unknown) => {
    throw new Error(`No local stand-in answers at ${url} (start it with \`npm run backend\` or \`npm start\`): ${String(error)}`);
  });
  if (!response.ok) throw new Error(`The stand-in at ${url} refused: ${await response.text()}`);
  return (await response.json()) as PoolLoad;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      xpub: { type: 'string' },
      dev: { type: 'boolean', default: false },
      from: { type: 'string', default: '0' },
      count: { type: 'string', default: '20' },
      sql: { type: 'boolean', default: false },
      url: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || (!values.xpub && !values.dev)) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  if (values.dev && values.sql) throw new Error('--dev is the public development key: never load it into production.');
  const xpub = values.dev ? DEV_ACCOUNT_XPUB : values.xpub!;
  const addresses = deriveAddresses(xpub, Number(values.from), Number(values.count));
  const range = `m/44'/60'/0'/0/${addresses[0]!.index}…${addresses.at(-1)!.index}`;

  if (values.sql) {
    console.log(
      `-- ${addresses.length} addresses ${range} of ${xpub}\n-- Run in the Supabase SQL editor; already-loaded addresses are skipped.`,
    );
    console.log(poolInsertSql(addresses));
    return;
  }
  const url = values.url ?? localBackendUrl();
  const result = await loadIntoStandIn(url, addresses);
  console.log(`Loaded ${result.loaded} new of ${addresses.length} addresses (${range}) into the local stand-in at ${url}.`);
  console.log(`Pool: ${result.free} free, ${result.assigned} assigned; ${result.waiting} confirmed learners still waiting.`);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
