// Starts the real server on a random port over a throw-away database:
// PGlite in a temp directory, or a PostgreSQL database of its own when
// SERVER_TEST_BACKEND=postgres (set by `npm run test:postgres`, which needs
// TEST_DATABASE_URL, as a user who may create databases) — one database per
// store, so parallel files never meet.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, vi } from 'vitest';
import { inject } from 'vitest';
import { buildApp, type BuildOptions, type BuiltApp } from '../../server/app';
import { issueTokens } from '../../server/auth';
import { loadConfig, type Config } from '../../server/config';
import type { Db } from '../../server/db';
import type { FunctionType, Privilege } from '../../src/engine/permissions';
import type { EntitySchema } from '../../src/engine/schema';
import {
  copySeededTemplate,
  createRunDatabase,
  databaseUrl,
  dropDatabase,
  SEEDED_STORE_NET_MS,
  seededStoreReady,
} from './seededTemplate';

export const TEST_DATABASE_URL =
  process.env.SERVER_TEST_BACKEND === 'postgres' ? (process.env.TEST_DATABASE_URL ?? '') : '';
export const backend = TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestStore {
  dataDir: string;
  /** Config for a server on this store; env entries override the defaults. */
  config(env?: Record<string, string>): Config;
  /**
   * Makes the store's PostgreSQL database if it is not there yet: a copy of the run's seeded one
   * (`seeded`), or empty. startServer calls it; a test opening the store itself calls it first.
   */
  prepare(seeded?: boolean): Promise<void>;
  dispose(): Promise<void>;
}

/** The stores' databases not made yet, by address: made by whichever comes first, prepare() or startServer. */
const unmade = new Map<string, (seeded: boolean) => Promise<void>>();

export async function createStore(): Promise<TestStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-server-test-'));
  // Named now, made when first needed: whether it starts seeded is only known then.
  const run = TEST_DATABASE_URL ? (inject('postgresRun') ?? `test_${process.pid}`) : '';
  const name = TEST_DATABASE_URL ? `${run}_${process.pid}_${randomBytes(4).toString('hex')}` : '';
  const url = name ? databaseUrl(TEST_DATABASE_URL, name) : '';
  let made: Promise<void> | undefined;
  const prepare = async (seeded = false) => {
    if (!url) return;
    made ??= createRunDatabase(TEST_DATABASE_URL, run, name, seeded && inject('postgresRun') !== undefined);
    unmade.delete(url);
    await made;
  };
  if (url) unmade.set(url, prepare);
  return {
    dataDir,
    config: (env = {}) =>
      loadConfig({
        NODE_ENV: 'test',
        // The development calls, which production never has.
        DEV_ENDPOINTS: env.NODE_ENV === 'production' ? '0' : '1',
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        STATIC_DIR: path.join(dataDir, 'no-static'),
        // No sweep of unused files on its own: a test that wants one runs it.
        FILE_SWEEP_INTERVAL: '0',
        // Tests call faster than any person; the limit has tests of its own (request-limits.test.ts).
        RATE_LIMIT_PER_MINUTE: '0',
        ...env,
      }),
    prepare,
    async dispose() {
      unmade.delete(url);
      // The run's databases are dropped together when it ends (each DROP DATABASE waits for a checkpoint).
      if (made && inject('postgresRun') === undefined) {
        await made.catch(() => undefined);
        await dropDatabase(TEST_DATABASE_URL, name);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The timeout of a test that makes a store from nothing itself (a new cluster, every migration): CPU
 * work, several times slower on a busy machine. A safety net, as the setup hooks' is.
 */
export const NEW_STORE_TEST = { timeout: 120_000 };

export interface TestServer extends BuiltApp {
  url: string;
}

export async function startServer(
  config: Config,
  schemas?: readonly EntitySchema[],
  options?: BuildOptions,
): Promise<TestServer> {
  // A copy of the run's seeded store, not a new database migrated and seeded again.
  const seeded = !schemas && config.SEED_DEMO;
  await unmade.get(config.DATABASE_URL)?.(seeded);
  if (!schemas) await copySeededTemplate(config);
  const built = await buildApp(config, schemas, options);
  await built.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = built.app.server.address() as AddressInfo;
  return { ...built, url: `http://127.0.0.1:${port}` };
}

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is, without JSON encoding. */
  rawBody?: string;
  headers?: Record<string, string>;
}

export async function call<T = any>(
  server: { url: string },
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined || options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = options.rawBody ?? JSON.stringify(options.body);
  }
  const response = await fetch(server.url + url, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (e.g. index.html): keep the text.
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export async function login(server: { url: string }, email = 'admin@example.com', password = email.split('@')[0]) {
  const answer = await call(server, 'POST', '/api/v1/admin/oauth/token', {
    body: { grant_type: 'password', email, password },
  });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as { access_token: string; refresh_token: string; expires_in: number; token_type: string };
}

/**
 * Until `count` statements of this database wait for a lock (PostgreSQL), among those whose text holds one
 * of `about`. PostgreSQL tells of no such moment but in pg_stat_activity, so it is asked again until then;
 * the timeout is a safety net.
 */
export async function waitingOnLocks(db: Db, count: number, about: string[]): Promise<void> {
  const matches = sql.join(
    about.map((text) => sql`query ILIKE ${`%${text}%`}`),
    sql` OR `,
  );
  await vi.waitFor(
    async () => {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND (${matches})`.execute(db);
      if (rows[0].n < count) throw new Error(`fewer than ${count} statements waited for a lock`);
    },
    { timeout: 25_000, interval: 25 },
  );
}

export interface GrantedAdmin {
  id: number;
  permissionId: number;
  token: string;
}

let grantedAdmins = 0;

/** An active admin whose permission holds exactly `grants`, with a token issued directly (no password). */
export async function adminWithGrants(
  db: Db,
  label: string,
  grants: Partial<Record<FunctionType, readonly Privilege[]>>,
): Promise<GrantedAdmin> {
  const n = `${++grantedAdmins}-${randomBytes(3).toString('hex')}`;
  const { id: permissionId } = await db
    .insertInto('permissions')
    .values({ name: `Granted ${n}: ${label}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entries = Object.entries(grants).filter(([, privileges]) => privileges.length);
  if (entries.length) {
    await db
      .insertInto('permission_functions')
      .values(
        entries.map(([function_type, privileges]) => ({ permission_id: permissionId, function_type, privileges })),
      )
      .execute();
  }
  const { id } = await db
    .insertInto('admin_users')
    .values({
      email: `granted-${n}@example.test`,
      name: `Granted ${n}`,
      password_hash: 'none',
      permission_id: permissionId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: Number(id),
    permissionId: Number(permissionId),
    token: (await issueTokens(db, Number(id), 3600)).access_token,
  };
}

export interface ServerOptions {
  /** Config entries over the test defaults. */
  env?: Record<string, string>;
  /** Entity schemas to serve instead of the registry. */
  schemas?: readonly EntitySchema[];
  /** Files of a built interface by path, written to a folder in the store that becomes STATIC_DIR. */
  staticFiles?: Record<string, string | Buffer>;
  /** Log in as the administrator (the default); off where a test counts sessions or logins itself. */
  login?: boolean;
  /** Also log in as the seeded moderator. */
  moderator?: boolean;
  /** Options of the server itself (e.g. a login clock the test steps). */
  build?: BuildOptions;
}

/**
 * Filled in by beforeAll: read the properties inside tests and hooks, never at describe time.
 * A test may replace `server` (a restart on the same store); whichever is there at the end is closed.
 */
export interface ServerContext {
  store: TestStore;
  server: TestServer;
  /** The administrator's access token, unless `login: false`. */
  token: string;
  /** The moderator's access token, with `moderator: true`. */
  moderator: string;
  /** The STATIC_DIR, with `staticFiles`. */
  staticDir: string;
}

/** A seeded server over a throw-away store for the enclosing describe block, stopped after it. */
export function useServer(options: ServerOptions = {}): ServerContext {
  const ctx = {} as ServerContext;
  // The run's seeded store first, on a timeout of its own: the first file to need it makes it.
  if (!options.schemas) beforeAll(seededStoreReady, SEEDED_STORE_NET_MS);
  beforeAll(async () => {
    ctx.store = await createStore();
    const env = { ...options.env };
    if (options.staticFiles) {
      ctx.staticDir = path.join(ctx.store.dataDir, 'dist');
      for (const [file, text] of Object.entries(options.staticFiles)) {
        mkdirSync(path.dirname(path.join(ctx.staticDir, file)), { recursive: true });
        writeFileSync(path.join(ctx.staticDir, file), text);
      }
      env.STATIC_DIR = ctx.staticDir;
    }
    ctx.server = await startServer(ctx.store.config(env), options.schemas, options.build);
    if (options.login ?? true) ctx.token = (await login(ctx.server)).access_token;
    if (options.moderator) ctx.moderator = (await login(ctx.server, 'moderator@example.com')).access_token;
  });
  afterAll(async () => {
    await ctx.server?.close();
    await ctx.store?.dispose();
  });
  return ctx;
}
