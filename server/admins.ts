// The admins' own rules (schemas/settings/moderator.ts), beside the generic routes: a new admin's
// password is stored as its hash and its email in lower case, unique without regard to case; nobody
// changes an account holding more than they do, nor gives one a permission holding more; nobody
// deactivates themselves or resets their own password here; no change takes away the last
// administrator; a deactivated or reset account's sessions end at once.
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { forgetSessions, hashPassword } from './auth';
import type { Db } from './db';
import { uniqueViolation } from './dbErrors';
import type { EntityRules, RecordWrite, Row, Write } from './entityRules';
import { fail, invalidFields } from './http';
import { checkWithinCaller, keepingAnAdministrator, passwordIssue, type GrantsChanged } from './permissions';
import { endSessionsIn } from './sessions';

const emailTaken = (request: FastifyRequest) =>
  fail(request, 409, 'server.email_taken', {}, { email: { message: 'server.email_taken' } });

/** 409 on `email` when another account signs in with it, in any case. */
async function checkEmailFree(trx: Db, request: FastifyRequest, email: string, id?: number): Promise<void> {
  let query = trx
    .selectFrom('admin_users')
    .select('id')
    .where(sql`lower(email)`, '=', email);
  if (id !== undefined) query = query.where('id', '<>', id);
  if (await query.executeTakeFirst()) throw emailTaken(request);
}

/** The write; a twin written meanwhile (two forms sent at once) is told as the check before it tells it. */
async function writing(request: FastifyRequest, write: Write, columns: Row): Promise<Row | undefined> {
  try {
    return await write(columns);
  } catch (error) {
    throw uniqueViolation(error, 'admin_users_email') ? emailTaken(request) : error;
  }
}

/**
 * `onSessionEnd` hears of every session a deactivation or a reset ends, `onGrantsChanged` of an account
 * given another permission (both to close its live connections).
 */
export function adminRules(
  db: Db,
  onSessionEnd: (sessionId: string) => void = () => undefined,
  onGrantsChanged: GrantsChanged = () => undefined,
): EntityRules {
  const ended = new WeakMap<RecordWrite, string[]>();
  const regranted = new WeakSet<RecordWrite>();
  return {
    async read(db, _request, rows) {
      const ids = rows.map((row) => row.id as number);
      if (!ids.length) return;
      // Whether it signs in with a second factor, never the secret itself.
      const enrolled = await db
        .selectFrom('admin_users')
        .select('id')
        .where('id', 'in', ids)
        .where('two_factor_secret', 'is not', null)
        .execute();
      const on = new Set(enrolled.map((row) => row.id));
      for (const row of rows) row.two_factor = on.has(row.id as number);
    },

    async write(trx, request, change, write) {
      const { values } = change;
      const email = typeof values.email === 'string' ? values.email.toLowerCase() : undefined;
      const columns: Row = email === undefined ? {} : { email };
      if (change.operation === 'create') {
        // Hashed as typed, not trimmed.
        const issue = passwordIssue(change.body.password);
        if (issue) throw invalidFields(request, { password: issue });
        await checkWithinCaller(trx, request, values.permission_id as number, 'permission_id');
        await checkEmailFree(trx, request, email!);
        return writing(request, write, {
          ...columns,
          password_hash: await hashPassword(change.body.password as string),
        });
      }
      if (change.operation === 'delete') return write();
      const id = change.id!;
      const own = id === request.auth!.user.id;
      if (values.active === false && own)
        throw invalidFields(request, { active: { message: 'server.deactivate_self' } });
      // A new password on the account's record is a reset: never one's own (that takes the current one,
      // PUT user/password), and every session of the account ends.
      const reset = Object.hasOwn(change.body, 'password');
      if (reset) {
        if (own) throw invalidFields(request, { password: { message: 'server.reset_own_password' } });
        const issue = passwordIssue(change.body.password);
        if (issue) throw invalidFields(request, { password: issue });
      }
      const current = await trx
        .selectFrom('admin_users')
        .select('permission_id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current) return undefined;
      // The account as it is and as it would be: both within the caller's grants.
      await checkWithinCaller(trx, request, current.permission_id, Object.keys(values)[0] ?? 'permission_id');
      if (values.permission_id !== undefined)
        await checkWithinCaller(trx, request, values.permission_id as number, 'permission_id');
      if (email !== undefined) await checkEmailFree(trx, request, email, id);
      // Hashed once every check has passed: a refused caller costs no slow hash.
      if (reset) columns.password_hash = await hashPassword(change.body.password as string);
      const fields = ['permission_id', 'active'].filter((name) => name in values);
      return keepingAnAdministrator(trx, request, fields, async () => {
        const row = await writing(request, write, columns);
        // A deactivated or reset account's tokens stop working now, not at their expiry.
        if (row && (values.active === false || reset))
          ended.set(change, await endSessionsIn(trx, id, { except: null }));
        if (row && values.permission_id !== undefined && values.permission_id !== current.permission_id)
          regranted.add(change);
        return row;
      });
    },

    committed(_request, change) {
      // What an admin holds is kept with their session for a moment (auth.ts): a change applies at the next request.
      forgetSessions(db);
      for (const sessionId of ended.get(change) ?? []) onSessionEnd(sessionId);
      if (regranted.has(change)) onGrantsChanged({ userId: change.id! });
    },
  };
}
