// Passwords after an account exists. The signed-in admin changes their own
// with the current one, checked under the login limits (a wrong one counts as
// a failed login), and every other session of theirs ends; an administrator
// resets another account's, within the same reach as any change of admins
// (UPDATE on SETTING_MODERATOR, the account holding nothing beyond the
// caller's), and all of its sessions end. A new password follows the rule of
// account creation (permissions.ts, passwordIssue).
import type { FastifyInstance } from 'fastify';
import type { Issue } from '../src/engine/kinds';
import { MAX_PASSWORD, hashPassword, requiredStringIssue, requirePrivilege, type PasswordChecks } from './auth';
import { parseId } from './params';
import type { Db } from './db';
import { bodyField, fail, invalidFields, objectBody } from './http';
import { checkWithinCaller, passwordIssue } from './permissions';
import { endSessionsIn, type SessionChoice } from './sessions';
import { dataOf, describe, id, integer, object, text } from './openapi/operation';

/**
 * Writes an account's new password and ends the chosen sessions in the same transaction: no session
 * outlives the old password. The ids of the sessions ended, or undefined when the account is gone.
 */
async function setPassword(
  db: Db,
  userId: number,
  password: string,
  which: SessionChoice,
): Promise<string[] | undefined> {
  const password_hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('admin_users')
      .set({ password_hash })
      .where('id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    return changed ? endSessionsIn(trx, userId, which) : undefined;
  });
}

/**
 * The password calls; the caller has already authenticated. `passwords` are the server's login checks
 * (shared with the login call); `onSessionEnd` closes an ended session's live connections.
 */
export function registerPasswordRoutes(
  app: FastifyInstance,
  db: Db,
  passwords: PasswordChecks,
  onSessionEnd: (sessionId: string) => void = () => undefined,
): void {
  app.put(
    '/user/password',
    describe({
      summary: "Change one's own password; every other session ends",
      tag: 'Session',
      access: 'self',
      body: object({ current_password: text(), password: text() }),
      answer: dataOf(object({ id, ended: integer('Other sessions ended.') })),
    }),
    async (request) => {
      const { user, sessionId } = request.auth!;
      const body = objectBody(request);
      const errors: Record<string, Issue> = {};
      const current = bodyField(body, 'current_password');
      const currentIssue = requiredStringIssue(current, MAX_PASSWORD);
      if (currentIssue) errors.current_password = currentIssue;
      const issue = passwordIssue(bodyField(body, 'password'));
      if (issue) errors.password = issue;
      // What is wrong with the form is told before a password is tried: a typo costs no attempt.
      if (Object.keys(errors).length) throw invalidFields(request, errors);
      const next = body.password as string;
      const { ok } = await passwords.verify(request, user.email.trim().toLowerCase(), current as string, async () => {
        const row = await db
          .selectFrom('admin_users')
          .select(['password_hash', 'active'])
          .where('id', '=', user.id)
          .executeTakeFirst();
        return row?.active ? row.password_hash : null;
      });
      if (!ok) throw invalidFields(request, { current_password: { message: 'server.current_password_wrong' } });
      // Compared as they are hashed.
      if (next.normalize('NFKC') === (current as string).normalize('NFKC'))
        throw invalidFields(request, { password: { message: 'server.password_unchanged' } });
      // The session making the call stays: the one who just proved the password is not signed out.
      const ended = await setPassword(db, user.id, next, { except: sessionId });
      if (!ended) throw fail(request, 404, 'server.not_found');
      for (const id of ended) onSessionEnd(id);
      return { data: { id: user.id, ended: ended.length } };
    },
  );

  app.put<{ Params: { id: string } }>(
    '/admin/moderators/:id/password',
    describe({
      summary: "Set an admin's password; their sessions end",
      tag: 'admin/moderators',
      access: { area: 'SETTING_MODERATOR', privilege: 'UPDATE' },
      body: object({ password: text() }),
      answer: dataOf(object({ id, ended: integer('Sessions ended.') })),
    }),
    async (request) => {
      await requirePrivilege(request, 'SETTING_MODERATOR', 'UPDATE');
      const id = parseId(request);
      const issue = passwordIssue(bodyField(objectBody(request), 'password'));
      if (issue) throw invalidFields(request, { password: issue });
      const account = await db
        .selectFrom('admin_users')
        .select('permission_id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!account) throw fail(request, 404, 'server.not_found');
      // One's own password changes with the current one: a session left open must not be enough to take the account.
      if (id === request.auth!.user.id)
        throw invalidFields(request, { password: { message: 'server.reset_own_password' } });
      // An account holding more than the caller is out of their reach, as for every change of admins.
      await checkWithinCaller(db, request, account.permission_id, 'password');
      const ended = await setPassword(db, id, (request.body as Record<string, unknown>).password as string, {
        except: null,
      });
      if (!ended) throw fail(request, 404, 'server.not_found');
      for (const sessionId of ended) onSessionEnd(sessionId);
      return { data: { id, ended: ended.length } };
    },
  );
}
