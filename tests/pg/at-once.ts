import type { TestDatabase } from './database.ts';

/** How long the calls may take to reach the gate before the test fails with a count. */
const GATHER_TIMEOUT_MS = 15_000;

/** Tables the calls write first, locked until `gathered` calls wait on them inside the server. */
export interface Gate {
  tables: string[];
  gathered: number;
}

async function waitingOnLocks(db: TestDatabase): Promise<number> {
  const { rows } = await db.admin.query<{ waiting: number }>(
    `select count(*)::int as waiting from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
  );
  return rows[0]!.waiting;
}

/**
 * Starts every call at the same moment on the server, not merely at once in Node: the
 * superuser locks the gate's tables (`in exclusive mode`: reads go on, writes wait), the calls
 * are started, and the gate opens only once `gathered` of them are blocked in the server,
 * each on its own connection (seen in pg_stat_activity). Gate on the tables the calls write
 * first (auth.users for a confirmation, the pool for a refill), so the gate does not depend
 * on the locks the code under test takes. Fails, rather than hangs, when they never gather
 * or when a call ends before the gate opens; rejects when any call fails.
 */
export async function atOnce<T>(db: TestDatabase, gate: Gate, calls: (() => Promise<T>)[]): Promise<T[]> {
  const holder = await db.admin.connect();
  let ended = 0;
  let settled: Promise<PromiseSettledResult<T>[]> | undefined;
  try {
    await holder.query('begin');
    for (const table of gate.tables) await holder.query(`lock table ${table} in exclusive mode`);
    settled = Promise.allSettled(calls.map((call) => call().finally(() => (ended += 1))));
    const deadline = Date.now() + GATHER_TIMEOUT_MS;
    let waiting = 0;
    while ((waiting = await waitingOnLocks(db)) < gate.gathered) {
      if (ended > 0) throw new Error(`${ended} call(s) ended before the gate opened: they never waited on ${gate.tables.join(', ')}`);
      if (Date.now() > deadline) throw new Error(`Only ${waiting} of ${gate.gathered} calls reached the gate on ${gate.tables.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 5)); // polls for the state we wait for; not a fixed sleep
    }
    await holder.query('commit');
  } finally {
    await holder.query('rollback').catch(() => {});
    holder.release();
  }
  const results = await settled;
  const failures = results.filter((result) => result.status === 'rejected').map((result) => result.reason as unknown);
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} of ${calls.length} calls failed: ${String(failures[0])}`);
  return results.map((result) => (result as PromiseFulfilledResult<T>).value);
}
