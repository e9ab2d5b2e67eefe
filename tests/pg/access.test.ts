import { beforeAll, describe, expect, it } from 'vitest';
import { DEV_ACCOUNT_XPUB, deriveAddresses, poolInsertSql } from '../../supabase/wallet-addresses.ts';
import { FUNCTIONS, ROLES, TABLES, type People, type Role, type Statement } from './access-rules.ts';
import { ANON, SERVICE, asRequest, learner, signUps, useDatabase, type JwtClaims } from './database.ts';

const database = useDatabase();
let people: People;
/** Per table: every row, and Alice's rows (by the owner column), as the superuser counts them. */
const counts = new Map<string, { total: number; alices: number }>();

beforeAll(async () => {
  const db = database();
  await db.owner.query(poolInsertSql(deriveAddresses(DEV_ACCOUNT_XPUB, 0, 3)));
  const [alice, bob] = [(await signUps(db, 1, true))[0]!, (await signUps(db, 1, true))[0]!];
  people = { alice, bob, carol: (await signUps(db, 1))[0]! };
  for (const [sql, params] of TABLES.flatMap((rules) => rules.seed?.(people) ?? [])) await db.owner.query(sql, params);
  for (const { table, owner } of TABLES) {
    const alices = owner ? `count(*) filter (where ${owner} = $1)::int` : '0';
    const { rows } = await db.admin.query<{ total: number; alices: number }>(
      `select count(*)::int as total, ${alices} as alices from ${table}`,
      owner ? [people.alice] : [],
    );
    counts.set(table, rows[0]!);
  }
});

const CLAIMS: Record<Role, () => JwtClaims> = { anon: () => ANON, authenticated: () => learner(people.alice), service_role: () => SERVICE };

interface DatabaseError {
  code?: string;
  message?: string;
}

/** A table refused: no privilege, or (on insert) a row-level security policy. */
const tableRefusal = (error: DatabaseError) => error.code === '42501';

/**
 * A function refused for lack of privilege on it or on its schema, not a function that ran
 * and refused with 42501 itself (e.g. the exam's "Sign in to take the exam." for a caller
 * without a learner): that call got past the privilege check.
 */
const callRefusal = (error: DatabaseError) =>
  error.code === '42501' && /^permission denied for (function|schema) /.test(error.message ?? '');

/** Runs `statement` as `role` in a request that is rolled back; 'denied' when `refused` says the database refused it. */
async function attempt(
  role: Role,
  [sql, params]: Statement,
  refused: (error: DatabaseError) => boolean,
): Promise<{ rows: Record<string, unknown>[]; rowCount: number } | 'denied'> {
  try {
    const { rows, rowCount } = await asRequest(database().api, CLAIMS[role](), (client) => client.query(sql, params), { rollback: true });
    return { rows, rowCount: rowCount ?? 0 };
  } catch (error) {
    if (refused(error as DatabaseError)) return 'denied';
    throw error;
  }
}

function rowAccess(table: string, affected: number): string {
  const { total, alices } = counts.get(table)!;
  if (total === 0 || alices === total) throw new Error(`${table} needs rows, not all Alice's: give its rules a seed in access-rules.ts`);
  if (affected === 0) return 'none';
  if (affected === total) return 'all';
  if (affected === alices) return 'own';
  return `${affected} of ${total} rows`;
}

const ACTIONS = ['read', 'insert', 'update', 'delete'] as const;
const TABLE_CELLS = TABLES.flatMap((rules) =>
  ROLES.flatMap((role) => ACTIONS.map((action) => ({ rules, table: rules.table, role, action, expected: rules.may[role][action] }))),
);
const FUNCTION_CELLS = FUNCTIONS.flatMap((rules) =>
  ROLES.map((role) => ({ rules, signature: rules.signature, role, expected: rules.may[role] })),
);

describe('every table, for every API role, does exactly what access-rules.ts says', () => {
  it.each(TABLE_CELLS)('$role $action $table: $expected', async ({ rules, table, role, action, expected }) => {
    const statements: Record<typeof action, Statement> = {
      read: [`select * from ${table}`, []],
      insert: rules.insert(people),
      update: [`update ${table} set ${rules.update}`, []],
      delete: [`delete from ${table}`, []],
    };
    const result = await attempt(role, statements[action], tableRefusal);
    if (result === 'denied' || action === 'insert') return expect(result === 'denied' ? 'denied' : 'allowed').toBe(expected);
    const access = rowAccess(table, result.rowCount);
    expect(access).toBe(expected);
    if (action === 'read' && access === 'own') expect(result.rows.map((row) => row[rules.owner!])).toEqual([people.alice]);
  });
});

describe('every function, for every API role, may be called exactly as access-rules.ts says', () => {
  it.each(FUNCTION_CELLS)('$role calls $signature: $expected', async ({ rules, role, expected }) => {
    const result = await attempt(role, rules.call(people), callRefusal).catch((error: DatabaseError) => {
      // The call got past the privilege check and the function itself refused: a trigger
      // function called directly (0A000), a raised exception (P0001), bad data (22…), a
      // constraint (23…), the exam's own refusals (VE…, 42501 without a learner), e.g. an
      // anonymous caller where a learner is needed.
      if (/^(0A000|P0001|22|23|VE|42501)/.test(error.code ?? '')) return 'allowed';
      throw error;
    });
    expect(result === 'denied' ? 'denied' : 'allowed').toBe(expected);
  });
});

describe('access-rules.ts', () => {
  it('lists every table in public and every function in public and private, and nothing that does not exist', async () => {
    const db = database();
    const tables = await db.admin.query<{ name: string }>(
      `select schemaname || '.' || tablename as name from pg_tables where schemaname = 'public' order by 1`,
    );
    expect(TABLES.map((rules) => rules.table).sort()).toEqual(tables.rows.map((row) => row.name));
    const functions = await db.admin.query<{ signature: string }>(
      `select n.nspname || '.' || p.proname || '(' || oidvectortypes(p.proargtypes) || ')' as signature
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private', 'auth') order by 1`,
    );
    const existing = functions.rows.map((row) => row.signature);
    const listed = FUNCTIONS.map((rules) => rules.signature);
    expect(listed.filter((signature) => !existing.includes(signature))).toEqual([]);
    expect(existing.filter((signature) => !signature.startsWith('auth.') && !listed.includes(signature))).toEqual([]);
  });
});
