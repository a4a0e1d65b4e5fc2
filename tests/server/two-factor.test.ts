// Two-factor sign-in (TOTP, RFC 6238): an admin turns it on with a confirming code and gets ten
// recovery codes once; a login of such an account answers a challenge, not tokens, until a code
// (each used once, a wrong one counted like a wrong password) ends it; a permission may require
// it (its accounts enrol at their next sign-in); an administrator turns it off for a lost phone.
// Codes are computed here with the server's library, on the clock the server is given.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { translate } from '../../server/messages';
import {
  checkTwoFactorKey,
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  KEY_FILE,
  parseKey,
  twoFactorKey,
} from '../../server/twoFactor';
import { adminWithGrants, backend, call, login, useServer, type TestServer } from './helpers';

const API = '/api/v1';
const KEY = randomBytes(32);

/** The server's clock for codes and the login limits: the test steps it, never waits. */
let clock = Date.now();
/** The next 30 s step: a new code. */
const nextStep = () => (clock += 30_000);

const codeOf = (secret: string, at = clock) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at, digits: 6, period: 30, algorithm: 'SHA1' });

const signIn = (server: TestServer, email: string, password: string) =>
  call(server, 'POST', `${API}/admin/oauth/token`, { body: { grant_type: 'password', email, password } });
const secondStep = (server: TestServer, challenge: string, code: string, language = 'en') =>
  call(server, 'POST', `${API}/admin/oauth/token`, {
    body: { grant_type: 'two_factor', challenge, code },
    headers: { 'accept-language': language },
  });

/** A new account with a password on a permission (by name), registered by the administrator. */
async function newAccount(server: TestServer, adminToken: string, permission = 'Moderator') {
  const n = randomBytes(4).toString('hex');
  const account = { email: `tf-${n}@example.test`, password: `first-${n}` };
  const permissions = await call(server, 'GET', `${API}/admin/permissions?paging=100`, { token: adminToken });
  const permission_id = permissions.body.data.find((p: { name: string }) => p.name === permission).id;
  const created = await call(server, 'POST', `${API}/user/register/manager`, {
    token: adminToken,
    body: { name: `Two-factor ${n}`, ...account, permission_id },
  });
  expect(created.status).toBe(201);
  return { ...account, id: Number(created.body.data.id) };
}

/** Turns two-factor on for a signed-in account; its secret and recovery codes. */
async function enrol(server: TestServer, token: string) {
  const setup = await call(server, 'POST', `${API}/user/two-factor/setup`, { token, body: {} });
  expect(setup.status).toBe(200);
  const secret = setup.body.data.secret as string;
  const enabled = await call(server, 'POST', `${API}/user/two-factor/enable`, {
    token,
    body: { code: codeOf(secret) },
  });
  expect(enabled.status).toBe(200);
  return { secret, recovery: enabled.body.data.recovery_codes as string[] };
}

describe(`two-factor sign-in (${backend})`, () => {
  const ctx = useServer({
    env: { TWO_FACTOR_KEY: KEY.toString('base64'), LOGIN_MAX_FAILURES_PER_ACCOUNT: '4' },
    build: { loginClock: () => clock },
  });
  const attempts = async (email: string) =>
    (await ctx.server.db.selectFrom('login_attempts').select('id').where('email', '=', email).execute()).length;

  it('turns on with a QR code and one right code, gives ten recovery codes once, keeps the secret encrypted', async () => {
    const { server } = ctx;
    const account = await newAccount(server, ctx.token);
    const { access_token: token } = await login(server, account.email, account.password);
    const setup = await call(server, 'POST', `${API}/user/two-factor/setup`, { token, body: {} });
    expect(setup.status).toBe(200);
    const { secret, otpauth_url, qr } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain(encodeURIComponent(account.email));
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1], 'base64').toString()).toContain('<svg');

    // A wrong confirmation is refused under its field and turns nothing on.
    const wrong = await call(server, 'POST', `${API}/user/two-factor/enable`, {
      token,
      body: { code: String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, '0') },
      headers: { 'accept-language': 'vi' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ code: translate('vi', 'server.two_factor_code_wrong') });
    expect((await call(server, 'GET', `${API}/user/two-factor`, { token })).body.data.enabled).toBe(false);

    const right = await call(server, 'POST', `${API}/user/two-factor/enable`, {
      token,
      body: { code: codeOf(secret) },
    });
    expect(right.status).toBe(200);
    const codes = right.body.data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await call(server, 'GET', `${API}/user/two-factor`, { token })).body.data).toEqual({
      enabled: true,
      required: false,
      recovery_codes_left: 10,
    });
    // Once: the codes are not answered again, and a new set-up is refused while it is on.
    expect((await call(server, 'POST', `${API}/user/two-factor/setup`, { token, body: {} })).status).toBe(409);
    expect(
      (await call(server, 'POST', `${API}/user/two-factor/enable`, { token, body: { code: codeOf(secret) } })).status,
    ).toBe(409);

    // Not in the clear: the column is AES-GCM under TWO_FACTOR_KEY, bound to the account.
    const row = await server.db
      .selectFrom('admin_users')
      .select(['two_factor_secret', 'two_factor_pending'])
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.two_factor_pending).toBeNull();
    expect(row.two_factor_secret).not.toContain(secret);
    expect(row.two_factor_secret).toMatch(/^v1\./);
    expect(decryptSecret(KEY, row.two_factor_secret, `admin_users:${account.id}`)).toBe(secret);
    expect(() => decryptSecret(KEY, row.two_factor_secret, `admin_users:${account.id + 1}`)).toThrow();
    // Recovery codes only as hashes.
    const stored = await server.db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', account.id)
      .execute();
    expect(stored.map((r) => r.code_hash).sort()).toEqual(codes.map(hashRecoveryCode).sort());
    expect(JSON.stringify(stored)).not.toContain(codes[0]);
  });

  it('answers a challenge, not tokens, to the right password; a right code ends the login, once', async () => {
    const { server } = ctx;
    const account = await newAccount(server, ctx.token);
    const { secret } = await enrol(server, (await login(server, account.email, account.password)).access_token);
    nextStep();

    const first = await signIn(server, account.email, account.password);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ two_factor: 'code', challenge: expect.any(String), expires_in: 300 });
    expect(first.body.data.access_token).toBeUndefined();
    // A wrong password stays the same 401 as for any account: nothing tells that two-factor is on.
    expect((await signIn(server, account.email, 'wrong-password')).status).toBe(401);

    // A wrong code is a failed login of the account, in the caller's language.
    const before = await attempts(account.email);
    const wrong = await secondStep(server, first.body.data.challenge, '000000', 'ja');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(translate('ja', 'server.two_factor_code_wrong'));
    expect(wrong.body.access_token).toBeUndefined();
    expect(await attempts(account.email)).toBe(before + 1);

    const right = await secondStep(server, first.body.data.challenge, codeOf(secret));
    expect(right.status).toBe(200);
    expect(right.body.data).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });
    expect((await call(server, 'GET', `${API}/user`, { token: right.body.data.access_token })).status).toBe(200);
    // Success forgives the address's failures, like a login.
    expect(await attempts(account.email)).toBe(0);
    // The challenge worked once.
    expect((await secondStep(server, first.body.data.challenge, codeOf(secret))).status).toBe(401);

    // The same code again, through a new challenge: refused (its step was used).
    const again = await signIn(server, account.email, account.password);
    expect((await secondStep(server, again.body.data.challenge, codeOf(secret))).status).toBe(401);
    // The next step's code works.
    nextStep();
    expect((await secondStep(server, again.body.data.challenge, codeOf(secret))).status).toBe(200);

    // A challenge ends with its time.
    const late = await signIn(server, account.email, account.password);
    clock += 301_000;
    const expired = await secondStep(server, late.body.data.challenge, codeOf(secret));
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(translate('en', 'server.challenge_invalid'));
  });

  it('takes a recovery code once, in place of a code', async () => {
    const { server } = ctx;
    const account = await newAccount(server, ctx.token);
    const { recovery } = await enrol(server, (await login(server, account.email, account.password)).access_token);
    const challenge = async () => (await signIn(server, account.email, account.password)).body.data.challenge;
    // As typed: upper case, spaces.
    const typed = ` ${recovery[3].toUpperCase().replace('-', ' ')} `;
    const used = await secondStep(server, await challenge(), typed);
    expect(used.status).toBe(200);
    expect(used.body.data.access_token).toEqual(expect.any(String));
    expect((await secondStep(server, await challenge(), recovery[3])).status).toBe(401);
    expect(
      (await call(server, 'GET', `${API}/user/two-factor`, { token: used.body.data.access_token })).body.data
        .recovery_codes_left,
    ).toBe(9);
  });

  it('counts wrong codes with wrong passwords: past the limit both are held back, and a right password forgives none', async () => {
    const { server } = ctx;
    const account = await newAccount(server, ctx.token);
    const { secret } = await enrol(server, (await login(server, account.email, account.password)).access_token);
    nextStep();
    // One wrong password, then wrong codes: a right password in between does not wipe them.
    expect((await signIn(server, account.email, 'wrong-password')).status).toBe(401);
    let challenge = (await signIn(server, account.email, account.password)).body.data.challenge;
    expect((await secondStep(server, challenge, '111111')).status).toBe(401);
    expect((await secondStep(server, challenge, '222222')).status).toBe(401);
    challenge = (await signIn(server, account.email, account.password)).body.data.challenge;
    expect(await attempts(account.email)).toBe(3);
    expect((await secondStep(server, challenge, '333333')).status).toBe(401);
    // Four failures (LOGIN_MAX_FAILURES_PER_ACCOUNT): the right code and the right password wait.
    const held = await secondStep(server, challenge, codeOf(secret));
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(server, account.email, account.password)).status).toBe(429);
    // Once the window has passed, the right code goes through.
    clock += 901_000;
    challenge = (await signIn(server, account.email, account.password)).body.data.challenge;
    expect((await secondStep(server, challenge, codeOf(secret))).status).toBe(200);
  });

  it('turns off with a current code or the password, each checked like a login', async () => {
    const { server } = ctx;
    const account = await newAccount(server, ctx.token);
    const { access_token: token } = await login(server, account.email, account.password);
    const { secret } = await enrol(server, token);
    nextStep();
    const off = (body: unknown) => call(server, 'POST', `${API}/user/two-factor/disable`, { token, body });
    const wrongCode = await off({ code: '000000' });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.issues).toEqual({ code: { message: 'server.two_factor_code_wrong' } });
    const wrongPassword = await off({ password: 'not-it-at-all' });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.issues).toEqual({ password: { message: 'server.current_password_wrong' } });
    // A password longer than any code is checked as a password, not refused at a code's length.
    const long = await off({ password: 'x'.repeat(100) });
    expect(long.body.issues).toEqual({ password: { message: 'server.current_password_wrong' } });
    expect(await attempts(account.email)).toBe(3);
    expect((await off({ code: codeOf(secret) })).status).toBe(200);
    expect((await call(server, 'GET', `${API}/user/two-factor`, { token })).body.data.enabled).toBe(false);
    expect(
      await server.db.selectFrom('two_factor_recovery_codes').where('user_id', '=', account.id).selectAll().execute(),
    ).toEqual([]);
    // Signing in takes the password alone again, with the login's answer as it always was.
    const plain = await signIn(server, account.email, account.password);
    expect(Object.keys(plain.body.data).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'token_type']);
    // And on again, then off with the password.
    await enrol(server, token);
    expect((await off({ password: account.password })).status).toBe(200);
  });

  it('gives ten new recovery codes for a current code, counted like a login; the old ones stop working', async () => {
    const { server } = ctx;
    const account = await newAccount(server, ctx.token);
    const { access_token: token } = await login(server, account.email, account.password);
    const renew = (body: unknown) => call(server, 'POST', `${API}/user/two-factor/recovery-codes`, { token, body });
    expect((await renew({ code: '000000' })).status).toBe(409);
    const { secret, recovery } = await enrol(server, token);
    nextStep();
    const wrong = await renew({ code: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.issues).toEqual({ code: { message: 'server.two_factor_code_wrong' } });
    expect(await attempts(account.email)).toBe(1);
    expect((await renew({})).status).toBe(422);

    const renewed = await renew({ code: codeOf(secret) });
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => recovery.includes(code))).toEqual([]);
    expect((await call(server, 'GET', `${API}/user/two-factor`, { token })).body.data.recovery_codes_left).toBe(10);
    const challenge = async () => (await signIn(server, account.email, account.password)).body.data.challenge;
    expect((await secondStep(server, await challenge(), recovery[0])).status).toBe(401);
    expect((await secondStep(server, await challenge(), fresh[0])).status).toBe(200);
    // The moderators list tells that the account signs in with a second factor.
    const listed = await call(server, 'GET', `${API}/admin/moderators?q=${encodeURIComponent(account.email)}`, {
      token: ctx.token,
    });
    expect(listed.body.data.map((row: { two_factor: boolean }) => row.two_factor)).toEqual([true]);
  });

  it('makes the accounts of a permission requiring it enrol at their next sign-in', async () => {
    const { server } = ctx;
    const created = await call(server, 'POST', `${API}/admin/permissions`, {
      token: ctx.token,
      body: {
        name: `Two-factor required ${randomBytes(3).toString('hex')}`,
        functions: [{ function: { type: 'MASTER' }, privileges: ['VIEW'] }],
      },
    });
    expect(created.status).toBe(201);
    const option = `${API}/admin/permissions/${created.body.data.id}/two-factor`;
    expect((await call(server, 'GET', option, { token: ctx.token })).body.data).toEqual({
      id: created.body.data.id,
      two_factor_required: false,
    });
    const bad = await call(server, 'PUT', option, { token: ctx.token, body: { two_factor_required: 'yes' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['two_factor_required']);
    const set = await call(server, 'PUT', option, { token: ctx.token, body: { two_factor_required: true } });
    expect(set.status).toBe(200);
    expect(set.body.data.two_factor_required).toBe(true);
    const account = await newAccount(server, ctx.token, created.body.data.name);

    const first = await signIn(server, account.email, account.password);
    expect(first.status).toBe(200);
    const { two_factor, challenge, secret, qr, otpauth_url, access_token } = first.body.data;
    expect(two_factor).toBe('enrol');
    expect(access_token).toBeUndefined();
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(otpauth_url).toContain(secret);
    // A wrong code enrols nothing and counts.
    expect((await secondStep(server, challenge, '000000')).status).toBe(401);
    expect(await attempts(account.email)).toBe(1);
    const done = await secondStep(server, challenge, codeOf(secret));
    expect(done.status).toBe(200);
    expect(done.body.data.access_token).toEqual(expect.any(String));
    expect(done.body.data.recovery_codes).toHaveLength(10);
    const token = done.body.data.access_token;
    expect((await call(server, 'GET', `${API}/user/two-factor`, { token })).body.data).toMatchObject({
      enabled: true,
      required: true,
    });
    // Required: it cannot be turned off by its holder.
    nextStep();
    expect(
      (await call(server, 'POST', `${API}/user/two-factor/disable`, { token, body: { code: codeOf(secret) } })).status,
    ).toBe(409);
    // From now on a code, not an enrolment.
    nextStep();
    const next = await signIn(server, account.email, account.password);
    expect(next.body.data.two_factor).toBe('code');
    expect(next.body.data.secret).toBeUndefined();
    expect((await secondStep(server, next.body.data.challenge, codeOf(secret))).status).toBe(200);

    // Turned off again, an account without two-factor signs in with its password alone.
    expect(
      (await call(server, 'PUT', option, { token: ctx.token, body: { two_factor_required: false } })).body.data,
    ).toMatchObject({ two_factor_required: false });
  });

  it('lets only who holds as much change the option: nobody grants what they do not hold', async () => {
    const { server } = ctx;
    const manager = await adminWithGrants(server.db, 'two-factor option', {
      SETTING_MODERATOR: ['VIEW', 'CREATE', 'UPDATE'],
    });
    const administrator = (
      await call(server, 'GET', `${API}/admin/permissions?paging=100`, { token: ctx.token })
    ).body.data.find((p: { name: string }) => p.name === 'Administrator');
    const option = (id: number) => `${API}/admin/permissions/${id}/two-factor`;
    const refused = await call(server, 'PUT', option(administrator.id), {
      token: manager.token,
      body: { two_factor_required: true },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.issues.two_factor_required.message).toBe('server.permission_beyond_own');
    expect(
      (await call(server, 'GET', option(administrator.id), { token: ctx.token })).body.data.two_factor_required,
    ).toBe(false);
    // VIEW alone reads it, not changes it.
    const viewer = await adminWithGrants(server.db, 'option viewer', { SETTING_MODERATOR: ['VIEW'] });
    expect((await call(server, 'GET', option(administrator.id), { token: viewer.token })).status).toBe(200);
    expect(
      (
        await call(server, 'PUT', option(viewer.permissionId), {
          token: viewer.token,
          body: { two_factor_required: true },
        })
      ).status,
    ).toBe(403);
    // Its own permission: within its grants, so it may.
    const own = await call(server, 'PUT', option(manager.permissionId), {
      token: manager.token,
      body: { two_factor_required: true },
    });
    expect(own.status).toBe(200);
    expect(own.body.data.two_factor_required).toBe(true);
    expect(
      (await call(server, 'PUT', option(999_999), { token: ctx.token, body: { two_factor_required: true } })).status,
    ).toBe(404);
  });

  it('lets an administrator turn another account’s two-factor off, ending its sessions', async () => {
    const { server } = ctx;
    const account = await newAccount(server, ctx.token);
    const { access_token: token } = await login(server, account.email, account.password);
    const other = await login(server, account.email, account.password);
    await enrol(server, token);
    const reset = (caller: string, id = account.id) =>
      call(server, 'DELETE', `${API}/admin/moderators/${id}/two-factor`, { token: caller });

    // VIEW alone is not enough; neither is UPDATE over an account holding more than the caller.
    const viewer = await adminWithGrants(server.db, 'viewer', { SETTING_MODERATOR: ['VIEW'] });
    expect((await reset(viewer.token)).status).toBe(403);
    const lesser = await adminWithGrants(server.db, 'lesser', { SETTING_MODERATOR: ['VIEW', 'UPDATE'] });
    const beyond = await reset(lesser.token);
    expect(beyond.status).toBe(403);
    expect(beyond.body.issues.two_factor.message).toBe('server.permission_beyond_own');
    // One's own goes through the account menu, with a code.
    const own = await reset(lesser.token, lesser.id);
    expect(own.status).toBe(422);
    expect(own.body.issues).toEqual({ two_factor: { message: 'server.reset_own_two_factor' } });
    expect((await reset(ctx.token, 999_999)).status).toBe(404);
    expect((await call(server, 'GET', `${API}/user/two-factor`, { token })).body.data.enabled).toBe(true);

    const done = await reset(ctx.token);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ id: account.id, ended: 2 });
    // Its sessions ended; it signs in with its password alone.
    expect((await call(server, 'GET', `${API}/user`, { token })).status).toBe(401);
    expect((await call(server, 'GET', `${API}/user`, { token: other.access_token })).status).toBe(401);
    const plain = await signIn(server, account.email, account.password);
    expect(plain.body.data.access_token).toEqual(expect.any(String));
    // Nothing more to turn off.
    expect((await reset(ctx.token)).status).toBe(409);
  });
});

describe('the secrets’ key', () => {
  it('reads 32 bytes as hex or base64 and refuses anything else', () => {
    const key = randomBytes(32);
    expect(parseKey(key.toString('hex'))).toEqual(key);
    expect(parseKey(key.toString('base64'))).toEqual(key);
    expect(parseKey(key.toString('base64url'))).toEqual(key);
    expect(() => parseKey(randomBytes(16).toString('hex'))).toThrow(/TWO_FACTOR_KEY/);
    expect(() => parseKey('not a key')).toThrow(/TWO_FACTOR_KEY/);
    const sealed = encryptSecret(key, 'JBSWY3DPEHPK3PXP', 'admin_users:1');
    expect(decryptSecret(key, sealed, 'admin_users:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => decryptSecret(randomBytes(32), sealed, 'admin_users:1')).toThrow();
  });

  it('is made once in DATA_DIR outside production, and is none in production without TWO_FACTOR_KEY', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'two-factor-key-'));
    try {
      const made = twoFactorKey({ TWO_FACTOR_KEY: '', NODE_ENV: 'development', DATA_DIR: dir });
      expect(made).toHaveLength(32);
      expect(statSync(path.join(dir, KEY_FILE)).mode & 0o777).toBe(0o600);
      expect(twoFactorKey({ TWO_FACTOR_KEY: '', NODE_ENV: 'development', DATA_DIR: dir })).toEqual(made);
      expect(parseKey(readFileSync(path.join(dir, KEY_FILE), 'utf8'))).toEqual(made);
      expect(twoFactorKey({ TWO_FACTOR_KEY: '', NODE_ENV: 'production', DATA_DIR: dir })).toBeNull();
      const given = randomBytes(32);
      expect(twoFactorKey({ TWO_FACTOR_KEY: given.toString('hex'), NODE_ENV: 'production', DATA_DIR: dir })).toEqual(
        given,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe(`starting without a key (${backend})`, () => {
  const ctx = useServer({ env: { TWO_FACTOR_KEY: KEY.toString('hex') }, build: { loginClock: () => clock } });

  it('is refused while an account has two-factor on', async () => {
    const { db } = ctx.server;
    await expect(checkTwoFactorKey(db, null)).resolves.toBeUndefined();
    await expect(checkTwoFactorKey(db, KEY)).resolves.toBeUndefined();
    await enrol(ctx.server, ctx.token);
    await expect(checkTwoFactorKey(db, null)).rejects.toThrow(/TWO_FACTOR_KEY/);
    await expect(checkTwoFactorKey(db, KEY)).resolves.toBeUndefined();
  });
});
