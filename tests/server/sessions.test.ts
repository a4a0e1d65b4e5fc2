// Active sessions: the signed-in admin's list and ending them, an
// administrator's view and ending of another account's, how often a use is
// written, and the constant-time comparison of secrets.
import { describe, expect, it } from 'vitest';
import { forgetSessions, SESSION_TOUCH_SECONDS } from '../../server/auth';
import { sameSecret } from '../../server/secrets';
import { deviceOf } from '../../server/sessions';
import { connectStomp, withTimeout } from './broker-clients';
import { call, useServer } from './helpers';

const API = '/api/v1';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

type Tokens = { access_token: string; refresh_token: string };

/** A login with a chosen user agent. */
async function signIn(server: { url: string }, email: string, password: string, userAgent: string): Promise<Tokens> {
  const answer = await call(server, 'POST', `${API}/admin/oauth/token`, {
    body: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** A live notification connection of a session, subscribed to its admin's queue. */
async function liveConnection(server: { url: string }, token: string) {
  const queue = (await call(server, 'GET', `${API}/admin/notifications/endpoint`, { token })).body.data as string;
  const user = await connectStomp(`${server.url.replace(/^http/, 'ws')}/ws`, { Authorization: `Bearer ${token}` });
  await user.subscribe(queue);
  return Object.assign(user, { queue });
}

const refresh = (server: { url: string }, tokens: Tokens) =>
  call(server, 'POST', `${API}/admin/refresh_tokens`, { body: { refresh_token: tokens.refresh_token } });

describe('device summary and secret comparison', () => {
  it('names browser and system of common user agents', () => {
    expect(deviceOf(CHROME_WINDOWS)).toEqual({ browser: 'Chrome 124', os: 'Windows' });
    expect(deviceOf(SAFARI_IPHONE)).toEqual({ browser: 'Safari 17', os: 'iOS' });
    expect(
      deviceOf(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
      ),
    ).toEqual({
      browser: 'Edge 124',
      os: 'macOS',
    });
    expect(deviceOf('Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0')).toEqual({
      browser: 'Firefox 125',
      os: 'Linux',
    });
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: null, os: null });
    expect(deviceOf(null)).toEqual({ browser: null, os: null });
  });

  it('compares secrets of any length without throwing, equal only when equal', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
    expect(sameSecret('', 'x'.repeat(1000))).toBe(false);
    expect(sameSecret('日本', '日本')).toBe(true);
  });
});

describe('own sessions', () => {
  const ctx = useServer({ login: false });

  it('lists the active sessions newest use first, with device, address, times and the current one marked', async () => {
    const { server } = ctx;
    const phone = await signIn(server, 'editor@example.com', 'editor-pass', SAFARI_IPHONE);
    const desk = await signIn(server, 'editor@example.com', 'editor-pass', CHROME_WINDOWS);
    const list = await call(server, 'GET', `${API}/user/sessions`, { token: desk.access_token });
    expect(list.status).toBe(200);
    const sessions = list.body.data as Record<string, any>[];
    expect(sessions).toHaveLength(2);
    const [first, second] = sessions;
    expect(first).toMatchObject({
      device: { browser: 'Chrome 124', os: 'Windows' },
      user_agent: CHROME_WINDOWS,
      ip: '127.0.0.1',
      current: true,
    });
    expect(second).toMatchObject({
      device: { browser: 'Safari 17', os: 'iOS' },
      user_agent: SAFARI_IPHONE,
      current: false,
    });
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual([
        'created_at',
        'current',
        'device',
        'id',
        'ip',
        'last_used_at',
        'user_agent',
      ]);
      expect(Date.parse(session.created_at)).not.toBeNaN();
      expect(Date.parse(session.last_used_at)).toBeGreaterThanOrEqual(Date.parse(session.created_at));
      // The id names the session; it opens nothing.
      expect(session.id).not.toBe(desk.access_token);
      expect((await call(server, 'GET', `${API}/user`, { token: session.id })).status).toBe(401);
    }
    expect(Date.parse(first.last_used_at)).toBeGreaterThanOrEqual(Date.parse(second.last_used_at));
    // Seen from the other session, the other one is current (the order stays: a use within the minute is not written).
    const fromPhone = await call(server, 'GET', `${API}/user/sessions`, { token: phone.access_token });
    expect(fromPhone.body.data.map((s: any) => [s.id, s.current])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
  });

  it('keeps a session, its start and its device across a refresh', async () => {
    const { server } = ctx;
    const tokens = await signIn(server, 'housing@example.com', 'housing-pass', SAFARI_IPHONE);
    const [before] = (await call(server, 'GET', `${API}/user/sessions`, { token: tokens.access_token })).body.data;
    const renewed = await refresh(server, tokens);
    expect(renewed.status).toBe(200);
    const after = (await call(server, 'GET', `${API}/user/sessions`, { token: renewed.body.data.access_token })).body
      .data;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: before.id,
      created_at: before.created_at,
      user_agent: SAFARI_IPHONE,
      current: true,
    });
  });

  it('ends another session: its access and refresh tokens answer 401; the current one cannot be ended this way', async () => {
    const { server } = ctx;
    const other = await signIn(server, 'moderator@example.com', 'moderator', SAFARI_IPHONE);
    const mine = await signIn(server, 'moderator@example.com', 'moderator', CHROME_WINDOWS);
    const sessions = (await call(server, 'GET', `${API}/user/sessions`, { token: mine.access_token })).body
      .data as any[];
    const target = sessions.find((s) => !s.current)!;
    const current = sessions.find((s) => s.current)!;

    const refused = await call(server, 'DELETE', `${API}/user/sessions/${current.id}`, { token: mine.access_token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBeTruthy();

    const ended = await call(server, 'DELETE', `${API}/user/sessions/${target.id}`, { token: mine.access_token });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toEqual({ id: target.id, ended: true });
    expect((await call(server, 'GET', `${API}/user`, { token: other.access_token })).status).toBe(401);
    expect((await refresh(server, other)).status).toBe(401);
    // Still working, and the ended one is gone from the list.
    const left = await call(server, 'GET', `${API}/user/sessions`, { token: mine.access_token });
    expect(left.body.data.map((s: any) => s.id)).toEqual([current.id]);
    // Ended already: unknown.
    expect(
      (await call(server, 'DELETE', `${API}/user/sessions/${target.id}`, { token: mine.access_token })).status,
    ).toBe(404);
    expect(
      (
        await call(server, 'DELETE', `${API}/user/sessions/${encodeURIComponent('not a session')}`, {
          token: mine.access_token,
        })
      ).status,
    ).toBe(404);
  });

  it("answers 404 for another admin's session and leaves it working", async () => {
    const { server } = ctx;
    const victim = await signIn(server, 'editor@example.com', 'editor-pass', CHROME_WINDOWS);
    const attacker = await signIn(server, 'housing@example.com', 'housing-pass', CHROME_WINDOWS);
    const victimSession = (
      await call(server, 'GET', `${API}/user/sessions`, { token: victim.access_token })
    ).body.data.find((s: any) => s.current);
    const answer = await call(server, 'DELETE', `${API}/user/sessions/${victimSession.id}`, {
      token: attacker.access_token,
    });
    expect(answer.status).toBe(404);
    expect((await call(server, 'GET', `${API}/user`, { token: victim.access_token })).status).toBe(200);
    // Not in the attacker's list either.
    const own = (await call(server, 'GET', `${API}/user/sessions`, { token: attacker.access_token })).body.data;
    expect(own.map((s: any) => s.id)).not.toContain(victimSession.id);
  });

  it('ends every other session and keeps the current one', async () => {
    const { server } = ctx;
    const others = [
      await signIn(server, 'admin@example.com', 'admin', SAFARI_IPHONE),
      await signIn(server, 'admin@example.com', 'admin', SAFARI_IPHONE),
    ];
    const mine = await signIn(server, 'admin@example.com', 'admin', CHROME_WINDOWS);
    const before = (await call(server, 'GET', `${API}/user/sessions`, { token: mine.access_token })).body.data;
    expect(before.length).toBeGreaterThanOrEqual(3);
    const answer = await call(server, 'POST', `${API}/user/sessions/end-others`, {
      token: mine.access_token,
      body: {},
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ ended: before.length - 1 });
    for (const tokens of others) {
      expect((await call(server, 'GET', `${API}/user`, { token: tokens.access_token })).status).toBe(401);
      expect((await refresh(server, tokens)).status).toBe(401);
    }
    expect((await call(server, 'GET', `${API}/user`, { token: mine.access_token })).status).toBe(200);
    const renewed = await refresh(server, mine);
    expect(renewed.status).toBe(200);
    const after = (await call(server, 'GET', `${API}/user/sessions`, { token: renewed.body.data.access_token })).body
      .data;
    expect(after).toHaveLength(1);
    expect(after[0].current).toBe(true);
    // Nothing left to end.
    const again = await call(server, 'POST', `${API}/user/sessions/end-others`, {
      token: renewed.body.data.access_token,
      body: {},
    });
    expect(again.body.data).toEqual({ ended: 0 });
  });

  it('drops a logged-out session from the list', async () => {
    const { server } = ctx;
    const gone = await signIn(server, 'editor@example.com', 'editor-pass', SAFARI_IPHONE);
    const stays = await signIn(server, 'editor@example.com', 'editor-pass', CHROME_WINDOWS);
    const before = (await call(server, 'GET', `${API}/user/sessions`, { token: stays.access_token })).body.data.length;
    expect((await call(server, 'POST', `${API}/oauth/revoke`, { token: gone.access_token, body: {} })).status).toBe(
      200,
    );
    const after = (await call(server, 'GET', `${API}/user/sessions`, { token: stays.access_token })).body.data;
    expect(after).toHaveLength(before - 1);
  });
});

describe('last use', () => {
  const ctx = useServer({ login: false });

  const rowOf = async (id: string) =>
    ctx.server.db
      .selectFrom('admin_sessions')
      // xmin changes with every write of the row, even one that stores the same values.
      .select(['last_used_at', 'ip', (eb) => eb.cast<string>('xmin' as any, 'text').as('version')])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('moves on use, but at most once a minute per session', async () => {
    const { server } = ctx;
    const tokens = await signIn(server, 'admin@example.com', 'admin', CHROME_WINDOWS);
    const [session] = (await call(server, 'GET', `${API}/user/sessions`, { token: tokens.access_token })).body.data;
    const fresh = await rowOf(session.id);
    for (let i = 0; i < 5; i++)
      expect((await call(server, 'GET', `${API}/user`, { token: tokens.access_token })).status).toBe(200);
    const untouched = await rowOf(session.id);
    expect(untouched.version).toBe(fresh.version);
    expect(new Date(untouched.last_used_at).getTime()).toBe(new Date(fresh.last_used_at).getTime());

    // As if the last recorded use were longer ago than the interval.
    await ctx.server.db
      .updateTable('admin_sessions')
      .set({ last_used_at: new Date(Date.now() - (SESSION_TOUCH_SECONDS + 30) * 1000) })
      .where('id', '=', session.id)
      .execute();
    // Changed in the database directly: the session kept for reuse goes by hand.
    forgetSessions(ctx.server.db);
    const old = await rowOf(session.id);
    expect((await call(server, 'GET', `${API}/user`, { token: tokens.access_token })).status).toBe(200);
    const moved = await rowOf(session.id);
    expect(new Date(moved.last_used_at).getTime()).toBeGreaterThan(
      new Date(old.last_used_at).getTime() + SESSION_TOUCH_SECONDS * 1000,
    );
    // The next requests within the minute write nothing.
    for (let i = 0; i < 5; i++) await call(server, 'GET', `${API}/user`, { token: tokens.access_token });
    expect((await rowOf(session.id)).version).toBe(moved.version);
    // The list shows the recorded use.
    const [listed] = (await call(server, 'GET', `${API}/user/sessions`, { token: tokens.access_token })).body.data;
    expect(Date.parse(listed.last_used_at)).toBe(new Date(moved.last_used_at).getTime());
  });

  it('describes a session whose tokens came without a login row at its first use', async () => {
    const { server } = ctx;
    const tokens = await signIn(server, 'editor@example.com', 'editor-pass', CHROME_WINDOWS);
    // As for tokens issued before sessions were recorded.
    await ctx.server.db
      .deleteFrom('admin_sessions')
      .where(
        'user_id',
        '=',
        ctx.server.db.selectFrom('admin_users').select('id').where('email', '=', 'editor@example.com'),
      )
      .execute();
    const list = await call(server, 'GET', `${API}/user/sessions`, {
      token: tokens.access_token,
      headers: { 'user-agent': SAFARI_IPHONE },
    });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ current: true, device: { browser: 'Safari 17', os: 'iOS' } });
  });
});

describe("an administrator and a moderator's sessions", () => {
  const ctx = useServer({ login: false });

  const moderatorId = async () =>
    Number(
      (
        await ctx.server.db
          .selectFrom('admin_users')
          .select('id')
          .where('email', '=', 'moderator@example.com')
          .executeTakeFirstOrThrow()
      ).id,
    );

  it('needs VIEW to list and UPDATE to end, and answers 404 for an unknown account', async () => {
    const { server } = ctx;
    const admin = await signIn(server, 'admin@example.com', 'admin', CHROME_WINDOWS);
    const moderator = await signIn(server, 'moderator@example.com', 'moderator', SAFARI_IPHONE);
    const id = await moderatorId();

    // The moderator holds nothing on SETTING_MODERATOR.
    expect(
      (await call(server, 'GET', `${API}/admin/sessions?user_id=${id}`, { token: moderator.access_token })).status,
    ).toBe(403);
    expect(
      (
        await call(server, 'POST', `${API}/admin/moderators/${id}/sessions/end`, {
          token: moderator.access_token,
          body: {},
        })
      ).status,
    ).toBe(403);
    expect((await call(server, 'GET', `${API}/admin/sessions?user_id=${id}`)).status).toBe(401);

    const listed = await call(server, 'GET', `${API}/admin/sessions?user_id=${id}&active=true`, {
      token: admin.access_token,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({
      user_id: id,
      browser: 'Safari 17',
      os: 'iOS',
      active: true,
      ended_at: null,
      current: false,
    });
    expect(
      (
        await call(server, 'POST', `${API}/admin/moderators/999999/sessions/end`, {
          token: admin.access_token,
          body: {},
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(server, 'POST', `${API}/admin/moderators/abc/sessions/end`, { token: admin.access_token, body: {} }))
        .status,
    ).toBe(404);

    const ended = await call(server, 'POST', `${API}/admin/moderators/${id}/sessions/end`, {
      token: admin.access_token,
      body: {},
    });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toEqual({ ended: 1 });
    expect((await call(server, 'GET', `${API}/user`, { token: moderator.access_token })).status).toBe(401);
    expect((await refresh(server, moderator)).status).toBe(401);
    expect(
      (await call(server, 'GET', `${API}/admin/sessions?user_id=${id}&active=true`, { token: admin.access_token })).body
        .data,
    ).toEqual([]);
    // Still listed, as ended.
    const [gone] = (await call(server, 'GET', `${API}/admin/sessions?user_id=${id}`, { token: admin.access_token }))
      .body.data;
    expect(gone).toMatchObject({ id: listed.body.data[0].id, active: false });
    expect(gone.ended_at).toEqual(expect.any(String));
    // The account itself still signs in.
    await signIn(server, 'moderator@example.com', 'moderator', SAFARI_IPHONE);
  });

  it("ends all but the calling session when an administrator ends their own account's sessions", async () => {
    const { server } = ctx;
    const elsewhere = await signIn(server, 'admin@example.com', 'admin', SAFARI_IPHONE);
    const here = await signIn(server, 'admin@example.com', 'admin', CHROME_WINDOWS);
    const me = Number((await call(server, 'GET', `${API}/user`, { token: here.access_token })).body.data.id);
    const listed = (
      await call(server, 'GET', `${API}/admin/sessions?user_id=${me}&active=true`, { token: here.access_token })
    ).body.data;
    expect(listed.filter((s: any) => s.current)).toHaveLength(1);
    const answer = await call(server, 'POST', `${API}/admin/moderators/${me}/sessions/end`, {
      token: here.access_token,
      body: {},
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.ended).toBe(listed.length - 1);
    expect((await call(server, 'GET', `${API}/user`, { token: elsewhere.access_token })).status).toBe(401);
    expect((await call(server, 'GET', `${API}/user`, { token: here.access_token })).status).toBe(200);
  });

  it("ends one session of another account by its number, never the caller's current one", async () => {
    const { server } = ctx;
    const admin = await signIn(server, 'admin@example.com', 'admin', CHROME_WINDOWS);
    const phone = await signIn(server, 'moderator@example.com', 'moderator', SAFARI_IPHONE);
    const desk = await signIn(server, 'moderator@example.com', 'moderator', CHROME_WINDOWS);
    const id = await moderatorId();
    const sessionsOf = async (userId: number) =>
      (await call(server, 'GET', `${API}/admin/sessions?user_id=${userId}&active=true`, { token: admin.access_token }))
        .body.data;
    const listed = await sessionsOf(id);
    // The newest on the phone: the one just signed in.
    const onPhone = listed.find((row: any) => row.browser === 'Safari 17');
    expect(onPhone).toBeDefined();
    // A number, and never the session's own id (a secret of its browser).
    expect(typeof onPhone.id).toBe('number');
    const secrets = await server.db.selectFrom('admin_sessions').select('id').where('user_id', '=', id).execute();
    const answered = JSON.stringify(listed);
    for (const { id: secret } of secrets) expect(answered).not.toContain(secret);

    const end = (number: unknown) =>
      call(server, 'POST', `${API}/admin/sessions/${number}/end`, { token: admin.access_token, body: {} });
    const ended = await end(onPhone.id);
    expect(ended.status).toBe(200);
    expect(ended.body.data).toEqual({ id: onPhone.id, ended: true });
    expect((await call(server, 'GET', `${API}/user`, { token: phone.access_token })).status).toBe(401);
    expect((await call(server, 'GET', `${API}/user`, { token: desk.access_token })).status).toBe(200);
    const left = (await sessionsOf(id)).map((row: any) => row.id);
    expect(left).toHaveLength(listed.length - 1);
    expect(left).not.toContain(onPhone.id);

    // The engine's list: sorts (an account by its name), search, filters; a browser is no column to sort by.
    const list = (query: string) =>
      call(server, 'GET', `${API}/admin/sessions?${query}`, { token: admin.access_token });
    for (const query of ['sort=user_id', 'sort=-user_id', 'sort=-last_used_at', 'q=127.0.0.1', 'active=false'])
      expect((await list(query)).status, query).toBe(200);
    for (const query of ['sort=browser', 'browser=Chrome', 'active=maybe', 'user_id.name=Admin'])
      expect((await list(query)).status, query).toBe(400);
    // Read only: no create, edit or delete.
    for (const [method, path] of [
      ['POST', 'admin/sessions'],
      ['PUT', `admin/sessions/${onPhone.id}`],
      ['DELETE', `admin/sessions/${onPhone.id}`],
    ])
      expect([404, 405], `${method} ${path}`).toContain(
        (await call(server, method, `${API}/${path}`, { token: admin.access_token, body: {} })).status,
      );

    // Ended already; unknown; not a number; the caller's own current one (signing out ends it).
    expect((await end(onPhone.id)).status).toBe(409);
    expect((await end(999999)).status).toBe(404);
    expect((await end('abc')).status).toBe(404);
    const me = Number((await call(server, 'GET', `${API}/user`, { token: admin.access_token })).body.data.id);
    const current = (await sessionsOf(me)).filter((row: any) => row.current);
    expect(current).toHaveLength(1);
    const refused = await end(current[0].id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/sign out/);
    expect((await call(server, 'GET', `${API}/user`, { token: admin.access_token })).status).toBe(200);
  });

  it('holds for a permission granting exactly VIEW, and exactly UPDATE', async () => {
    const { server } = ctx;
    const db = server.db;
    const admin = await signIn(server, 'admin@example.com', 'admin', CHROME_WINDOWS);
    const make = async (name: string, privileges: string[]) => {
      const { id: permission } = await db
        .insertInto('permissions')
        .values({ name })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('permission_functions')
        .values({ permission_id: permission, function_type: 'SETTING_MODERATOR', privileges })
        .execute();
      const created = await call(server, 'POST', `${API}/user/register/manager`, {
        token: admin.access_token,
        body: {
          name,
          email: `${name.toLowerCase()}@example.test`,
          password: 'password-1',
          permission_id: Number(permission),
        },
      });
      expect(created.status).toBe(201);
      return signIn(server, `${name.toLowerCase()}@example.test`, 'password-1', CHROME_WINDOWS);
    };
    const viewer = await make('Viewer', ['VIEW']);
    const updater = await make('Updater', ['VIEW', 'UPDATE']);
    const moderator = await moderatorId();
    const end = (id: number, token: string) =>
      call(server, 'POST', `${API}/admin/moderators/${id}/sessions/end`, { token, body: {} });
    expect(
      (await call(server, 'GET', `${API}/admin/sessions?user_id=${moderator}`, { token: viewer.access_token })).status,
    ).toBe(200);
    expect((await end(moderator, viewer.access_token)).status).toBe(403);
    // UPDATE reaches the accounts whose permission holds nothing beyond the caller's: not the moderator's…
    expect((await end(moderator, updater.access_token)).status).toBe(403);
    // …but the viewer's.
    const viewerId = (await call(server, 'GET', `${API}/user`, { token: viewer.access_token })).body.data.id;
    expect((await end(viewerId, updater.access_token)).status).toBe(200);
    expect((await call(server, 'GET', `${API}/user`, { token: viewer.access_token })).status).toBe(401);
  });
});

describe('live connections of ended sessions', () => {
  const ctx = useServer({ login: false });

  it('closes the connections of the sessions ended, and only those', async () => {
    const { server } = ctx;
    const other = await signIn(server, 'editor@example.com', 'editor-pass', SAFARI_IPHONE);
    const mine = await signIn(server, 'editor@example.com', 'editor-pass', CHROME_WINDOWS);
    const otherLive = await liveConnection(server, other.access_token);
    const mineLive = await liveConnection(server, mine.access_token);
    try {
      expect(
        (await call(server, 'POST', `${API}/user/sessions/end-others`, { token: mine.access_token, body: {} })).body
          .data,
      ).toEqual({ ended: 1 });
      await withTimeout(otherLive.closes.next('the ended session to be disconnected'), 'the close');
      // The server ends the connections before it answers the call: a receipt on this one, asked for
      // after the answer, shows it was left open.
      await mineLive.subscribe(mineLive.queue);
      expect(mineLive.client.connected).toBe(true);
      expect(mineLive.closes.items).toEqual([]);

      // An administrator ending the account's sessions closes the rest.
      const admin = await signIn(server, 'admin@example.com', 'admin', CHROME_WINDOWS);
      const id = (
        await call(server, 'GET', `${API}/admin/moderators?q=editor%40example.com`, { token: admin.access_token })
      ).body.data[0].id;
      expect(
        (
          await call(server, 'POST', `${API}/admin/moderators/${id}/sessions/end`, {
            token: admin.access_token,
            body: {},
          })
        ).body.data,
      ).toEqual({ ended: 1 });
      await withTimeout(mineLive.closes.next('the ended session to be disconnected'), 'the close');
    } finally {
      await otherLive.disconnect();
      await mineLive.disconnect();
    }
  });
});
