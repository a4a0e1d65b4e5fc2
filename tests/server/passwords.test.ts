// Passwords after an account exists: the signed-in admin changes their own
// (the current one checked and counted like a login, the creation's length
// rule, every other session ended, the current one kept) and an
// administrator resets another account's (UPDATE on SETTING_MODERATOR, never
// an account holding more than the caller, every session of it ended).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { hashToken, issueTokens } from '../../server/auth';
import { translate } from '../../server/messages';
import { connectStomp, withTimeout } from './broker-clients';
import { adminWithGrants, backend, call, login, useServer, type TestServer } from './helpers';

const API = '/api/v1';

type Tokens = { access_token: string; refresh_token: string };

const refresh = (server: TestServer, tokens: Tokens) =>
  call(server, 'POST', `${API}/admin/refresh_tokens`, { body: { refresh_token: tokens.refresh_token } });
const signIn = (server: TestServer, email: string, password: string) =>
  call(server, 'POST', `${API}/admin/oauth/token`, { body: { grant_type: 'password', email, password } });
const changeOwn = (server: TestServer, token: string, body: unknown, language = 'en') =>
  call(server, 'PUT', `${API}/user/password`, { token, body, headers: { 'accept-language': language } });
const reset = (server: TestServer, token: string, id: number, body: unknown, language = 'en') =>
  call(server, 'PUT', `${API}/admin/moderators/${id}/password`, {
    token,
    body,
    headers: { 'accept-language': language },
  });

/** A new account with a password, registered by the administrator with the given permission (by name). */
async function newAccount(server: TestServer, adminToken: string, permission = 'Moderator') {
  const n = randomBytes(4).toString('hex');
  const account = { email: `pw-${n}@example.test`, password: `first-${n}` };
  const permissions = await call(server, 'GET', `${API}/admin/permissions?paging=100`, { token: adminToken });
  const permission_id = permissions.body.data.find((p: { name: string }) => p.name === permission).id;
  const created = await call(server, 'POST', `${API}/user/register/manager`, {
    token: adminToken,
    body: { name: `Password ${n}`, ...account, permission_id },
  });
  expect(created.status).toBe(201);
  return { ...account, id: Number(created.body.data.id) };
}

/** A live notification connection of a session, subscribed to its admin's queue. */
async function liveConnection(server: TestServer, token: string) {
  const queue = (await call(server, 'GET', `${API}/admin/notifications/endpoint`, { token })).body.data as string;
  const user = await connectStomp(`${server.url.replace(/^http/, 'ws')}/ws`, { Authorization: `Bearer ${token}` });
  await user.subscribe(queue);
  return Object.assign(user, { queue });
}

describe(`changing one's own password (${backend})`, () => {
  const ctx = useServer({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' } });

  const attempts = async (email: string) =>
    (await ctx.server.db.selectFrom('login_attempts').select('id').where('email', '=', email).execute()).length;

  it('refuses a wrong current password under its field, in the caller’s language, and keeps the old one', async () => {
    const { server } = ctx;
    const account = await newAccount(server, ctx.token);
    const session = await login(server, account.email, account.password);
    const answer = await changeOwn(
      server,
      session.access_token,
      { current_password: 'not-the-password', password: 'a-new-password' },
      'ja',
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ current_password: translate('ja', 'server.current_password_wrong') });
    expect(answer.body.errors.current_password).toBe('現在のパスワードが正しくありません');
    expect(answer.body.issues).toEqual({ current_password: { message: 'server.current_password_wrong' } });
    // Counted like a failed login of the account from this address.
    expect(await attempts(account.email)).toBe(1);
    expect((await signIn(server, account.email, account.password)).status).toBe(200);
    expect((await signIn(server, account.email, 'a-new-password')).status).toBe(401);
    // The session that tried is not ended by a wrong guess.
    expect((await call(server, 'GET', `${API}/user`, { token: session.access_token })).status).toBe(200);
  });

  it('counts wrong current passwords with failed logins: past the limit both are held back (429)', async () => {
    const { server } = ctx;
    const account = await newAccount(server, ctx.token);
    const session = await login(server, account.email, account.password);
    expect((await signIn(server, account.email, 'wrong-once')).status).toBe(401);
    for (const guess of ['wrong-twice', 'wrong-thrice'])
      expect(
        (await changeOwn(server, session.access_token, { current_password: guess, password: 'a-new-password' })).status,
      ).toBe(422);
    const held = await changeOwn(server, session.access_token, {
      current_password: account.password,
      password: 'a-new-password',
    });
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(held.body.message).toBe(translate('en', 'server.too_many_attempts', { minutes: 15 }));
    expect((await signIn(server, account.email, account.password)).status).toBe(429);
  });

  it('refuses a short or missing new password with the creation rule’s message, before trying the current one', async () => {
    const { server } = ctx;
    const account = await newAccount(server, ctx.token);
    const session = await login(server, account.email, account.password);
    const short = await changeOwn(
      server,
      session.access_token,
      { current_password: account.password, password: 'short' },
      'vi',
    );
    expect(short.status).toBe(422);
    expect(short.body.issues).toEqual({ password: { message: 'ra.validation.minLength', args: { min: 8 } } });
    expect(short.body.errors).toEqual({ password: translate('vi', 'ra.validation.minLength', { min: 8 }) });
    const empty = await changeOwn(server, session.access_token, { password: 'long-enough' }, 'ja');
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ current_password: translate('ja', 'ra.validation.required') });
    // No guess was spent on the refused forms.
    expect(await attempts(account.email)).toBe(0);
    const same = await changeOwn(server, session.access_token, {
      current_password: account.password,
      password: account.password,
    });
    expect(same.status).toBe(422);
    expect(same.body.issues).toEqual({ password: { message: 'server.password_unchanged' } });
    expect((await changeOwn(server, session.access_token, [])).status).toBe(400);
    expect((await signIn(server, account.email, account.password)).status).toBe(200);
  });

  it('changes it: every other session ends (its token, refresh and live connection), this one stays; the new password signs in, the old does not', async () => {
    const { server } = ctx;
    const account = await newAccount(server, ctx.token);
    const phone = await login(server, account.email, account.password);
    const laptop = await login(server, account.email, account.password);
    const here = await login(server, account.email, account.password);
    const phoneLive = await liveConnection(server, phone.access_token);
    const hereLive = await liveConnection(server, here.access_token);
    // Another account's sessions are not touched.
    const bystander = await login(server, 'moderator@example.com', 'moderator');
    try {
      // Read once, so that a kept session would be reused if the change did not forget it.
      expect((await call(server, 'GET', `${API}/user`, { token: laptop.access_token })).status).toBe(200);
      const answer = await changeOwn(server, here.access_token, {
        current_password: account.password,
        password: 'second-password',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ id: account.id, ended: 2 });

      for (const other of [phone, laptop]) {
        expect((await call(server, 'GET', `${API}/user`, { token: other.access_token })).status).toBe(401);
        expect((await refresh(server, other)).status).toBe(401);
      }
      await withTimeout(phoneLive.closes.next('the ended session to be disconnected'), 'the close');
      expect((await call(server, 'GET', `${API}/user`, { token: here.access_token })).status).toBe(200);
      await hereLive.subscribe(hereLive.queue);
      expect(hereLive.client.connected).toBe(true);
      const sessions = await call(server, 'GET', `${API}/user/sessions`, { token: here.access_token });
      expect(sessions.body.data.map((s: { current: boolean }) => s.current)).toEqual([true]);
      // The current session also refreshes on.
      expect((await refresh(server, here)).status).toBe(200);
      expect((await call(server, 'GET', `${API}/user`, { token: bystander.access_token })).status).toBe(200);

      expect((await signIn(server, account.email, account.password)).status).toBe(401);
      expect((await signIn(server, account.email, 'second-password')).status).toBe(200);
    } finally {
      await phoneLive.disconnect();
      await hereLive.disconnect();
    }
  });
  // Two connections are needed to interleave: PostgreSQL only (PGlite runs one statement at a time).
  it.skipIf(backend !== 'postgres')(
    'ends a session whose refresh was under way as the password changed: its new tokens die too',
    async () => {
      const { server } = ctx;
      const account = await newAccount(server, ctx.token);
      const phone = await login(server, account.email, account.password);
      const here = await login(server, account.email, account.password);
      let fresh: Tokens | undefined;
      let change: Promise<Awaited<ReturnType<typeof changeOwn>>> | undefined;
      // What a refresh of the phone's session writes, held open until the change waits on it.
      await server.db.transaction().execute(async (trx) => {
        const old = await trx
          .updateTable('auth_tokens')
          .set({ revoked_at: sql`now()` })
          .where('token_hash', '=', hashToken(phone.refresh_token))
          .returning(['user_id', 'pair_id'])
          .executeTakeFirstOrThrow();
        fresh = await issueTokens(trx, old.user_id, 3600, old.pair_id);
        change = changeOwn(server, here.access_token, {
          current_password: account.password,
          password: 'third-password',
        });
        await expect
          .poll(async () => {
            const waiting = await sql<{ n: number }>`
              SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(server.db);
            return waiting.rows[0].n;
          })
          .toBeGreaterThan(0);
      });
      expect((await change!).status).toBe(200);
      expect((await call(server, 'GET', `${API}/user`, { token: fresh!.access_token })).status).toBe(401);
      expect((await refresh(server, fresh!)).status).toBe(401);
      expect((await call(server, 'GET', `${API}/user`, { token: here.access_token })).status).toBe(200);
    },
  );
});

describe(`resetting another account's password (${backend})`, () => {
  const ctx = useServer();

  it('needs UPDATE on SETTING_MODERATOR: 401 signed out, 403 with VIEW only or other rights', async () => {
    const { server } = ctx;
    const target = await newAccount(server, ctx.token);
    const viewer = await adminWithGrants(server.db, 'settings viewer', { SETTING_MODERATOR: ['VIEW'] });
    const other = await adminWithGrants(server.db, 'all jobs', { JOBS: ['VIEW', 'CREATE', 'UPDATE', 'DELETE'] });
    const creator = await adminWithGrants(server.db, 'settings creator', { SETTING_MODERATOR: ['VIEW', 'CREATE'] });
    const body = { password: 'reset-password' };
    expect((await call(server, 'PUT', `${API}/admin/moderators/${target.id}/password`, { body })).status).toBe(401);
    for (const caller of [viewer, other, creator]) {
      const refused = await reset(server, caller.token, target.id, body);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(translate('en', 'server.forbidden'));
    }
    expect((await signIn(server, target.email, target.password)).status).toBe(200);
    expect((await signIn(server, target.email, 'reset-password')).status).toBe(401);
  });

  it('refuses an account holding grants beyond the caller’s (403), and the caller’s own account', async () => {
    const { server } = ctx;
    const updater = await adminWithGrants(server.db, 'settings updater', { SETTING_MODERATOR: ['VIEW', 'UPDATE'] });
    // An administrator holds everything: more than the updater.
    const administrator = await newAccount(server, ctx.token, 'Administrator');
    const above = await reset(server, updater.token, administrator.id, { password: 'taken-over' }, 'ja');
    expect(above.status).toBe(403);
    expect(above.body.issues.password.message).toBe('server.permission_beyond_own');
    expect(above.body.errors.password).toBe(above.body.message);
    expect(above.body.message).toMatch(/^この権限には、あなたが持っていない操作/);
    expect((await signIn(server, administrator.email, administrator.password)).status).toBe(200);
    expect((await signIn(server, administrator.email, 'taken-over')).status).toBe(401);

    // Within reach: an account whose permission holds nothing beyond the updater's.
    const within = await adminWithGrants(server.db, 'settings viewer', { SETTING_MODERATOR: ['VIEW'] });
    expect((await reset(server, updater.token, within.id, { password: 'within-reach' })).status).toBe(200);

    // One's own password is changed with the current one, never reset.
    const me = Number((await call(server, 'GET', `${API}/user`, { token: ctx.token })).body.data.id);
    const own = await reset(server, ctx.token, me, { password: 'admin-reset' }, 'vi');
    expect(own.status).toBe(422);
    expect(own.body.errors).toEqual({ password: translate('vi', 'server.reset_own_password') });
    expect((await signIn(server, 'admin@example.com', 'admin')).status).toBe(200);
  });

  it('checks the new password by the creation rule and the account by its id', async () => {
    const { server } = ctx;
    const target = await newAccount(server, ctx.token);
    const short = await reset(server, ctx.token, target.id, { password: 'short' }, 'ja');
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ password: translate('ja', 'ra.validation.minLength', { min: 8 }) });
    expect((await reset(server, ctx.token, target.id, {})).body.issues).toEqual({
      password: { message: 'ra.validation.required' },
    });
    expect((await reset(server, ctx.token, 999_999, { password: 'long-enough' })).status).toBe(404);
    expect((await reset(server, ctx.token, 0, { password: 'long-enough' })).status).toBe(404);
    expect((await signIn(server, target.email, target.password)).status).toBe(200);
  });

  it('ends every session of the account, live connections included; the new password signs in, the old does not', async () => {
    const { server } = ctx;
    const target = await newAccount(server, ctx.token);
    const first = await login(server, target.email, target.password);
    const second = await login(server, target.email, target.password);
    const live = await liveConnection(server, first.access_token);
    try {
      expect((await call(server, 'GET', `${API}/user`, { token: second.access_token })).status).toBe(200);
      const answer = await reset(server, ctx.token, target.id, { password: 'given-by-admin' });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ id: target.id, ended: 2 });
      for (const session of [first, second]) {
        expect((await call(server, 'GET', `${API}/user`, { token: session.access_token })).status).toBe(401);
        expect((await refresh(server, session)).status).toBe(401);
      }
      await withTimeout(live.closes.next('the ended session to be disconnected'), 'the close');
      // The administrator's own session carries on.
      expect((await call(server, 'GET', `${API}/user`, { token: ctx.token })).status).toBe(200);
      const listed = await call(server, 'GET', `${API}/admin/sessions?user_id=${target.id}&active=true`, {
        token: ctx.token,
      });
      expect(listed.body.data).toEqual([]);
      expect((await signIn(server, target.email, target.password)).status).toBe(401);
      expect((await signIn(server, target.email, 'given-by-admin')).status).toBe(200);
    } finally {
      await live.disconnect();
    }
  });
});
