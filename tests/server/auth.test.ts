import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import {
  forgetSessions,
  hashPassword,
  hashToken,
  recentSessionOfToken,
  SESSION_CACHE_MS,
  verifyPassword,
} from '../../server/auth';
import { backend, call, login, useServer } from './helpers';

describe(`auth (${backend})`, () => {
  const ctx = useServer({ env: { ACCESS_TOKEN_TTL: '1234' }, login: false });

  it('hashes passwords with a salt and verifies them', async () => {
    const a = await hashPassword('secret');
    const b = await hashPassword('secret');
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret');
    expect(await verifyPassword('secret', a)).toBe(true);
    expect(await verifyPassword('Secret', a)).toBe(false);
    expect(await verifyPassword('secret', 'garbage')).toBe(false);
  });

  it('logs in with the right password and returns a token pair', async () => {
    const answer = await call(ctx.server, 'POST', '/api/v1/admin/oauth/token', {
      body: { grant_type: 'password', email: 'admin@example.com', password: 'admin' },
    });
    expect(answer.status).toBe(200);
    const { access_token, refresh_token, token_type, expires_in } = answer.body.data;
    expect(token_type).toBe('Bearer');
    expect(expires_in).toBe(1234);
    expect(access_token).toMatch(/^[\w-]{43}$/);
    expect(refresh_token).toMatch(/^[\w-]{43}$/);
    expect(refresh_token).not.toBe(access_token);
    // Only hashes are stored.
    const stored = await ctx.server.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(access_token);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('accepts the email in any case', async () => {
    const answer = await call(ctx.server, 'POST', '/api/v1/admin/oauth/token', {
      body: { grant_type: 'password', email: 'Admin@Example.com', password: 'admin' },
    });
    expect(answer.status).toBe(200);
  });

  it('refuses a wrong password or an unknown email with 401', async () => {
    for (const body of [
      { grant_type: 'password', email: 'admin@example.com', password: 'wrong' },
      { grant_type: 'password', email: 'nobody@example.com', password: 'admin' },
    ]) {
      const answer = await call(ctx.server, 'POST', '/api/v1/admin/oauth/token', { body });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Wrong email or password' });
    }
  });

  it('answers 400 with field errors when fields are missing', async () => {
    const answer = await call(ctx.server, 'POST', '/api/v1/admin/oauth/token', {
      body: { grant_type: 'password', email: '' },
    });
    expect(answer.status).toBe(400);
    expect(typeof answer.body.message).toBe('string');
    expect(answer.body.errors).toEqual({ email: 'Required', password: 'Required' });
    const grant = await call(ctx.server, 'POST', '/api/v1/admin/oauth/token', {
      body: { grant_type: 'client_credentials', email: 'a', password: 'b' },
    });
    expect(grant.status).toBe(400);
    expect(grant.body.errors).toHaveProperty('grant_type');
    const notObject = await call(ctx.server, 'POST', '/api/v1/admin/oauth/token', { body: ['admin'] });
    expect(notObject.status).toBe(400);
  });

  it('refuses a NUL character in the email or password on its field (found by the fuzz suite: it was a 500)', async () => {
    for (const [field, body] of [
      ['email', { grant_type: 'password', email: '\u0000', password: 'admin' }],
      ['password', { grant_type: 'password', email: 'admin@example.com', password: 'ad\u0000min' }],
    ] as const) {
      const answer = await call(ctx.server, 'POST', '/api/v1/admin/oauth/token', {
        body,
        headers: { 'accept-language': 'vi' },
      });
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
    const refresh = await call(ctx.server, 'POST', '/api/v1/admin/refresh_tokens', {
      body: { refresh_token: 'x\u0000y' },
    });
    expect(refresh.status).toBe(400);
  });

  it('refuses an inactive admin', async () => {
    await ctx.server.db
      .updateTable('admin_users')
      .set({ active: false })
      .where('email', '=', 'moderator@example.com')
      .execute();
    try {
      const answer = await call(ctx.server, 'POST', '/api/v1/admin/oauth/token', {
        body: { grant_type: 'password', email: 'moderator@example.com', password: 'moderator' },
      });
      expect(answer.status).toBe(401);
    } finally {
      await ctx.server.db
        .updateTable('admin_users')
        .set({ active: true })
        .where('email', '=', 'moderator@example.com')
        .execute();
    }
  });

  it('requires a valid bearer token on every other /api/v1 call', async () => {
    expect((await call(ctx.server, 'GET', '/api/v1/user')).status).toBe(401);
    expect((await call(ctx.server, 'GET', '/api/v1/cities')).status).toBe(401);
    const garbage = await call(ctx.server, 'GET', '/api/v1/user', { token: 'not-a-token' });
    expect(garbage.status).toBe(401);
    expect(typeof garbage.body.message).toBe('string');
    // A refresh token is not an access token.
    const { refresh_token } = await login(ctx.server);
    expect((await call(ctx.server, 'GET', '/api/v1/user', { token: refresh_token })).status).toBe(401);
  });

  it('rejects an expired access token', async () => {
    const { access_token } = await login(ctx.server);
    expect((await call(ctx.server, 'GET', '/api/v1/user', { token: access_token })).status).toBe(200);
    await ctx.server.db
      .updateTable('auth_tokens')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('kind', '=', 'access')
      .execute();
    // Changed behind the server's back: seen once the session kept for reuse is forgotten.
    forgetSessions(ctx.server.db);
    expect((await call(ctx.server, 'GET', '/api/v1/user', { token: access_token })).status).toBe(401);
  });

  it('reuses a session read for a short while, and forgets it at a write to tokens, sessions or grants only', async () => {
    const { access_token } = await login(ctx.server);
    const other = await login(ctx.server);
    expect((await call(ctx.server, 'GET', '/api/v1/user', { token: access_token })).status).toBe(200);
    await ctx.server.db
      .updateTable('auth_tokens')
      .set({ revoked_at: sql`now()` })
      .where('token_hash', '=', hashToken(access_token))
      .execute();
    // Revoked in the database directly: the server still holds the session it read…
    expect((await call(ctx.server, 'GET', '/api/v1/user', { token: access_token })).status).toBe(200);
    // …for at most SESSION_CACHE_MS,
    expect(await recentSessionOfToken(ctx.server.db, access_token, Date.now() + SESSION_CACHE_MS)).toBeNull();
    expect((await call(ctx.server, 'GET', '/api/v1/user', { token: access_token })).status).toBe(401);
    const reused = await login(ctx.server);
    expect((await call(ctx.server, 'GET', '/api/v1/user', { token: reused.access_token })).status).toBe(200);
    await ctx.server.db
      .updateTable('auth_tokens')
      .set({ revoked_at: sql`now()` })
      .where('token_hash', '=', hashToken(reused.access_token))
      .execute();
    // A write to records (a new country) keeps the sessions read…
    const country = await call(ctx.server, 'POST', '/api/v1/countries', {
      token: other.access_token,
      body: { code: 'XQ', names: [{ language_code: 'en', name: 'Sessionland' }] },
    });
    expect(country.status).toBe(201);
    expect((await call(ctx.server, 'GET', '/api/v1/user', { token: reused.access_token })).status).toBe(200);
    // …and one to tokens (here another session's sign-out) forgets every one at once.
    expect((await call(ctx.server, 'POST', '/api/v1/oauth/revoke', { token: other.access_token })).status).toBe(200);
    expect((await call(ctx.server, 'GET', '/api/v1/user', { token: reused.access_token })).status).toBe(401);
  });

  it('looks a token up in the database once: a malformed one never, an unknown one once a minute', async () => {
    const db = ctx.server.db;
    const reads = vi.spyOn(db, 'selectFrom');
    try {
      for (const token of ['not-a-token', 'x'.repeat(43_000), `${'a'.repeat(42)}!`])
        expect(await recentSessionOfToken(db, token)).toBeNull();
      expect(reads).not.toHaveBeenCalled();
      const unknown = 'b'.repeat(43);
      const now = Date.now();
      for (let i = 0; i < 5; i++) expect(await recentSessionOfToken(db, unknown, now)).toBeNull();
      expect(reads).toHaveBeenCalledTimes(1);
      expect(await recentSessionOfToken(db, unknown, now + 60_001)).toBeNull();
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
  });

  it('forgets the sessions read at a change of grants', async () => {
    const admin = await login(ctx.server);
    expect((await call(ctx.server, 'GET', '/api/v1/user', { token: admin.access_token })).status).toBe(200);
    await ctx.server.db
      .updateTable('auth_tokens')
      .set({ revoked_at: sql`now()` })
      .where('token_hash', '=', hashToken(admin.access_token))
      .execute();
    expect((await call(ctx.server, 'GET', '/api/v1/user', { token: admin.access_token })).status).toBe(200);
    // Any write through the permission routes, even one refused for its input, may have changed what an admin holds.
    const other = await login(ctx.server);
    const refused = await call(ctx.server, 'POST', '/api/v1/admin/permissions', {
      token: other.access_token,
      body: {},
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await call(ctx.server, 'GET', '/api/v1/user', { token: admin.access_token })).status).toBe(401);
  });

  it('returns the current user', async () => {
    const { access_token } = await login(ctx.server, 'moderator@example.com');
    const answer = await call(ctx.server, 'GET', '/api/v1/user', { token: access_token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ name: 'Moderator', email: 'moderator@example.com' });
    expect(answer.body.data.id).toEqual(expect.any(Number));
    expect(answer.body.data.permission_id).toEqual(expect.any(Number));
    expect(answer.body.data).not.toHaveProperty('password_hash');
  });

  it('rotates refresh tokens: a used one is rejected', async () => {
    const first = await login(ctx.server);
    const refreshed = await call(ctx.server, 'POST', '/api/v1/admin/refresh_tokens', {
      body: { refresh_token: first.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    const second = refreshed.body.data;
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.expires_in).toBe(1234);
    expect((await call(ctx.server, 'GET', '/api/v1/user', { token: second.access_token })).status).toBe(200);

    expect(
      (await call(ctx.server, 'POST', '/api/v1/admin/refresh_tokens', { body: { refresh_token: 'unknown' } })).status,
    ).toBe(401);
    expect((await call(ctx.server, 'POST', '/api/v1/admin/refresh_tokens', { body: {} })).status).toBe(400);
    // The new refresh token works once.
    const third = await call(ctx.server, 'POST', '/api/v1/admin/refresh_tokens', {
      body: { refresh_token: second.refresh_token },
    });
    expect(third.status).toBe(200);
    // A used one is refused, and ends the session it came from (hardening.test.ts has the details).
    const reused = await call(ctx.server, 'POST', '/api/v1/admin/refresh_tokens', {
      body: { refresh_token: first.refresh_token },
    });
    expect(reused.status).toBe(401);
    expect((await call(ctx.server, 'GET', '/api/v1/user', { token: third.body.data.access_token })).status).toBe(401);
  });

  it('lets only one of two simultaneous refreshes with the same token succeed', async () => {
    const { refresh_token } = await login(ctx.server);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(ctx.server, 'POST', '/api/v1/admin/refresh_tokens', { body: { refresh_token } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
  });

  it('rejects an expired refresh token', async () => {
    const { refresh_token } = await login(ctx.server);
    await ctx.server.db
      .updateTable('auth_tokens')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('kind', '=', 'refresh')
      .execute();
    expect((await call(ctx.server, 'POST', '/api/v1/admin/refresh_tokens', { body: { refresh_token } })).status).toBe(
      401,
    );
  });

  it('revokes the session on logout but leaves other sessions alone', async () => {
    const session = await login(ctx.server);
    const other = await login(ctx.server);
    const answer = await call(ctx.server, 'POST', '/api/v1/oauth/revoke', { token: session.access_token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { revoked: true } });
    expect((await call(ctx.server, 'GET', '/api/v1/user', { token: session.access_token })).status).toBe(401);
    expect(
      (
        await call(ctx.server, 'POST', '/api/v1/admin/refresh_tokens', {
          body: { refresh_token: session.refresh_token },
        })
      ).status,
    ).toBe(401);
    expect((await call(ctx.server, 'GET', '/api/v1/user', { token: other.access_token })).status).toBe(200);
    expect((await call(ctx.server, 'POST', '/api/v1/oauth/revoke')).status).toBe(401);
  });

  it('returns the permission detail with its functions', async () => {
    const admin = await login(ctx.server);
    const user = (await call(ctx.server, 'GET', '/api/v1/user', { token: admin.access_token })).body.data;
    const detail = await call(ctx.server, 'GET', `/api/v1/admin/permissions/${user.permission_id}/detail`, {
      token: admin.access_token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.name).toBe('Administrator');
    expect(detail.body.data.functions).toContainEqual({
      function: { id: 20, type: 'MASTER' },
      privileges: ['VIEW', 'CREATE', 'UPDATE', 'DELETE'],
    });
    expect(detail.body.data.functions).toHaveLength(20);

    const moderator = await login(ctx.server, 'moderator@example.com');
    const me = (await call(ctx.server, 'GET', '/api/v1/user', { token: moderator.access_token })).body.data;
    const own = await call(ctx.server, 'GET', `/api/v1/admin/permissions/${me.permission_id}/detail`, {
      token: moderator.access_token,
    });
    expect(own.status).toBe(200);
    expect(own.body.data.functions).toContainEqual({ function: { id: 20, type: 'MASTER' }, privileges: ['VIEW'] });
    expect(own.body.data.functions).toContainEqual({
      function: { id: 8, type: 'JOBS' },
      privileges: ['VIEW', 'UPDATE'],
    });
    expect(own.body.data.functions.map((f: { function: { type: string } }) => f.function.type)).not.toContain(
      'SETTING_MODERATOR',
    );
    // Someone else's permission needs the moderator-settings privilege.
    expect(
      (
        await call(ctx.server, 'GET', `/api/v1/admin/permissions/${user.permission_id}/detail`, {
          token: moderator.access_token,
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(ctx.server, 'GET', '/api/v1/admin/permissions/9999/detail', { token: admin.access_token })).status,
    ).toBe(404);
  });
});
