/**
 * `npm run wallets:pool -- --xpub <account xpub> --from N --count M [--sql | --data-dir DIR]`
 *
 * Derives the addresses m/44'/60'/0'/0/i for i = N … N+M-1 from an account-level extended
 * PUBLIC key (never a private key) and loads them into `public.wallet_address_pool`.
 * - Production: `--sql` prints one INSERT to paste into the Supabase SQL editor.
 * - Local stand-in (default): loads into its data directory (`--data-dir`, default
 *   `$LOCAL_BACKEND_DATA` or `.data/local`), through the running stand-in if there is one.
 * `--dev` uses the public development mnemonic's xpub instead of `--xpub` (local only).
 */
import { parseArgs } from 'node:util';
import { loadPool, openMigratedDatabase } from '@vault-club/local-supabase/database';
import { DEV_ACCOUNT_XPUB } from '../packages/local-supabase/src/config.ts';
import { acquireDataDirLock, readLock } from '../packages/local-supabase/src/lock.ts';
import { poolInsertSql, poolStatus, type PoolStatus } from '../packages/local-supabase/src/pool.ts';
import { deriveAddresses, type DerivedAddress } from '../packages/local-supabase/src/wallets.ts';

const USAGE = `Usage: npm run wallets:pool -- --xpub <account xpub> [--from 0] [--count 20] [--sql | --data-dir .data/local]
       npm run wallets:pool -- --dev [--from N] [--count M]     (development mnemonic, local only)`;

async function loadIntoDataDir(dataDir: string, addresses: DerivedAddress[]): Promise<{ loaded: number } & PoolStatus> {
  const running = await readLock(dataDir);
  if (running?.url) {
    const response = await fetch(`${running.url}/_dev/pool`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ addresses }),
    });
    if (!response.ok) throw new Error(`The running stand-in at ${running.url} refused: ${await response.text()}`);
    return (await response.json()) as { loaded: number } & PoolStatus;
  }
  const lock = await acquireDataDirLock(dataDir);
  try {
    const db = await openMigratedDatabase(dataDir);
    try {
      const loaded = await db.transaction((tx) => loadPool(tx, addresses));
      return { loaded, ...(await poolStatus(db)) };
    } finally {
      await db.close();
    }
  } finally {
    await lock.release();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      xpub: { type: 'string' },
      dev: { type: 'boolean', default: false },
      from: { type: 'string', default: '0' },
      count: { type: 'string', default: '20' },
      sql: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
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
  const dataDir = values['data-dir'] ?? (process.env['LOCAL_BACKEND_DATA'] || '.data/local');
  const result = await loadIntoDataDir(dataDir, addresses);
  console.log(`Loaded ${result.loaded} new of ${addresses.length} addresses (${range}) into the local stand-in at ${dataDir}.`);
  console.log(`Pool: ${result.free} free, ${result.assigned} assigned; ${result.waiting} confirmed learners still waiting.`);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
