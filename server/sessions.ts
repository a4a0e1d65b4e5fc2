// The signed-in admin's sessions (one per login, auth_tokens.pair_id), and an
// administrator's view of another account's. A session is active while one of
// its tokens is neither revoked nor expired; admin_sessions only describes it
// (device, address, last use). Ending one revokes its tokens, so its next
// call (a refresh included) answers 401, and closes its live connections.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { requirePrivilege, sessionsInUse } from './auth';
import { parseId } from './params';
import type { Db } from './db';
import type { EntityRules } from './entityRules';
import { fail } from './http';
import { checkWithinCaller } from './permissions';
import { dataOf, describe, EMPTY, id, integer, listOf, object, text } from './openapi/operation';

export interface Device {
  browser: string | null;
  os: string | null;
}

export interface SessionView {
  id: string;
  device: Device;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

// Most specific first: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows NT\b/, 'Windows'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Browser (with its major version) and operating system of a user agent, where recognised. */
export function deviceOf(userAgent: string | null | undefined): Device {
  if (!userAgent) return { browser: null, os: null };
  const browser =
    BROWSERS.map(([pattern, name]) => {
      const match = pattern.exec(userAgent);
      return match ? `${name} ${match[1]}` : null;
    }).find(Boolean) ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser, os };
}

/** Session ids are base64url (43 characters); anything else cannot name one. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,100}$/;

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/** A user's active sessions, most recently used first. */
export async function activeSessions(db: Db, userId: number, currentId: string | null): Promise<SessionView[]> {
  const rows = await sessionsInUse(db)
    .select(['s.id', 's.user_agent', 's.ip', 's.created_at', 's.last_used_at'])
    .where('s.user_id', '=', userId)
    .orderBy('s.last_used_at', 'desc')
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: deviceOf(row.user_agent),
    user_agent: row.user_agent ?? null,
    ip: row.ip ?? null,
    created_at: iso(row.created_at),
    last_used_at: iso(row.last_used_at),
    current: row.id === currentId,
  }));
}

/** Which of a user's sessions end: one, or all but one (`except: null`: all). */
export type SessionChoice = { only: string } | { except: string | null };

/**
 * Ends a user's sessions within a transaction the caller holds (with the write that ends them, e.g. a
 * new password) and returns the ids of those that were active. The sessions' rows are locked first, as a
 * refresh locks its session's row before it issues tokens: a refresh under way finishes first, and the
 * tokens it issued are revoked by the next statement, which sees them; a refresh that comes after finds
 * its session ended.
 */
export async function endSessionsIn(trx: Db, userId: number, which: SessionChoice): Promise<string[]> {
  const live = trx
    .selectFrom('auth_tokens')
    .select('pair_id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);
  let sessions = trx
    .updateTable('admin_sessions')
    .set({ ended_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('id', 'in', live);
  let tokens = trx
    .updateTable('auth_tokens')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if ('only' in which) {
    sessions = sessions.where('id', '=', which.only);
    tokens = tokens.where('pair_id', '=', which.only);
  } else if (which.except !== null) {
    sessions = sessions.where('id', '<>', which.except);
    tokens = tokens.where('pair_id', '<>', which.except);
  }
  const ended = (await sessions.returning('id').execute()).map((row) => row.id);
  await tokens.execute();
  return ended;
}

/** endSessionsIn in a transaction of its own. */
const endSessions = (db: Db, userId: number, which: SessionChoice): Promise<string[]> =>
  db.transaction().execute((trx) => endSessionsIn(trx, userId, which));

/**
 * The sessions entity's own values (schemas/settings/session.ts): browser and system from the user
 * agent, and which one is the caller's (by number: the session ids are never answered).
 */
export const sessionRules: EntityRules = {
  async read(db, request, rows) {
    if (!rows.length) return;
    // Read here, not from the rows: a list asked for some fields only may lack the user agent.
    const found = await db
      .selectFrom('admin_sessions')
      .select(['number', 'user_agent', sql<boolean>`id = ${request.auth!.sessionId}`.as('current')])
      .where(
        'number',
        'in',
        rows.map((row) => row.id as number),
      )
      .execute();
    const byNumber = new Map(found.map((session) => [session.number as number, session]));
    for (const row of rows) {
      const session = byNumber.get(row.id as number);
      const device = deviceOf(session?.user_agent as string | null | undefined);
      row.browser = device.browser;
      row.os = device.os;
      row.current = session?.current === true;
    }
  },
};

/** The calls about sessions; the caller has already authenticated. `onSessionEnd` closes an ended session's connections. */
export function registerAccountSessionRoutes(
  app: FastifyInstance,
  db: Db,
  onSessionEnd: (sessionId: string) => void = () => undefined,
): void {
  const closeAll = (ids: string[]) => {
    for (const id of ids) onSessionEnd(id);
  };
  /** The account of a change, after the checks every change of admins has: it exists, within the caller's reach. */
  const reachableAccount = async (request: FastifyRequest, id: number) => {
    const account = await db.selectFrom('admin_users').select('permission_id').where('id', '=', id).executeTakeFirst();
    if (!account) throw fail(request, 404, 'server.not_found');
    // An account holding more than the caller is out of their reach.
    await checkWithinCaller(db, request, account.permission_id ?? null, 'permission_id');
  };

  // The caller's own sessions, under their profile (no privilege needed).
  app.get(
    '/user/sessions',
    describe({
      summary: "List the signed-in admin's open sessions",
      tag: 'Session',
      access: 'self',
      answer: dataOf(
        listOf({
          type: 'object',
          description: "A session: its id, device, address and when it was last used; current marks the caller's.",
        }),
      ),
    }),
    async (request) => {
      const { user, sessionId } = request.auth!;
      return { data: await activeSessions(db, user.id, sessionId) };
    },
  );

  // Only the caller's own sessions: another admin's id is as unknown as a made-up one.
  app.delete<{ Params: { id: string } }>(
    '/user/sessions/:id',
    describe({
      summary: "End another of one's own sessions",
      tag: 'Session',
      access: 'self',
      answer: dataOf(object({ id: text(), ended: { const: true } })),
      refusals: [409],
    }),
    async (request) => {
      const { user, sessionId } = request.auth!;
      const id = request.params.id;
      if (!SESSION_ID.test(id)) throw fail(request, 404, 'server.not_found');
      // Signing out is how the current session ends (POST oauth/revoke).
      if (id === sessionId) throw fail(request, 409, 'server.session_current');
      const ended = await endSessions(db, user.id, { only: id });
      if (!ended.length) throw fail(request, 404, 'server.not_found');
      closeAll(ended);
      return { data: { id, ended: true } };
    },
  );

  app.post(
    '/user/sessions/end-others',
    describe({
      summary: "End every other session of one's own account",
      tag: 'Session',
      access: 'self',
      body: EMPTY,
      answer: dataOf(object({ ended: integer('Sessions ended.') })),
    }),
    async (request) => {
      const { user, sessionId } = request.auth!;
      const ended = await endSessions(db, user.id, { except: sessionId });
      closeAll(ended);
      return { data: { ended: ended.length } };
    },
  );

  // One session of any account, by its number (the sessions entity's action).
  app.post<{ Params: { id: string } }>(
    '/admin/sessions/:id/end',
    describe({
      summary: 'End a session of any account, by its number',
      tag: 'admin/sessions',
      access: { area: 'SETTING_MODERATOR', privilege: 'UPDATE' },
      body: EMPTY,
      answer: dataOf(object({ id, ended: { const: true } })),
      refusals: [409],
    }),
    async (request) => {
      await requirePrivilege(request, 'SETTING_MODERATOR', 'UPDATE');
      const number = parseId(request);
      const session = await db
        .selectFrom('admin_sessions')
        .select(['id', 'user_id'])
        .where('number', '=', number)
        .executeTakeFirst();
      if (!session) throw fail(request, 404, 'server.not_found');
      await reachableAccount(request, session.user_id);
      if (session.id === request.auth!.sessionId) throw fail(request, 409, 'server.session_current');
      const ended = await endSessions(db, session.user_id, { only: session.id });
      // Ended already (or its tokens ran out): the same refusal as any state action out of its state.
      if (!ended.length) throw fail(request, 409, 'server.session_ended');
      closeAll(ended);
      return { data: { id: number, ended: true } };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/admin/moderators/:id/sessions/end',
    describe({
      summary: 'End every session of an account',
      tag: 'admin/moderators',
      access: { area: 'SETTING_MODERATOR', privilege: 'UPDATE' },
      body: EMPTY,
      answer: dataOf(object({ ended: integer('Sessions ended.') })),
    }),
    async (request) => {
      await requirePrivilege(request, 'SETTING_MODERATOR', 'UPDATE');
      const id = parseId(request);
      await reachableAccount(request, id);
      // On one's own account the session making the call stays: it is not signed out by its own click.
      const ended = await endSessions(db, id, {
        except: id === request.auth!.user.id ? request.auth!.sessionId : null,
      });
      closeAll(ended);
      return { data: { ended: ended.length } };
    },
  );
}
