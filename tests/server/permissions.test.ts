// Permission administration (the permissions contract): function types and
// privileges, permissions and their grants, admin accounts, the guard that
// keeps one administrator, and grants applying at the very next request.
// Tests run in order on one seeded server; each leaves the seeded
// permissions and accounts as it found them unless it says otherwise.
import { describe, expect, it } from 'vitest';
import { PRIVILEGES } from '../../src/engine/permissions';
import { bootstrapAdmin } from '../../server/seed';
import { backend, call, login, useServer, waitingOnLocks } from './helpers';
import { FUNCTION_TYPES } from '../../schemas/app';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ALL = [...PRIVILEGES];
const SEEDED_EMAILS = [
  'admin@example.com',
  'moderator@example.com',
  'editor@example.com',
  'housing@example.com',
  'former@example.com',
];

type Json = any;
const fn = (type: string) => ({ id: FUNCTION_TYPES.indexOf(type as never) + 1, type });

describe(`permission administration (${backend})`, () => {
  const ctx = useServer({ moderator: true });
  const send = (
    method: string,
    path: string,
    options: { body?: unknown; token?: string | null; headers?: Record<string, string> } = {},
  ) =>
    call(ctx.server, method, `/api/v1/${path}`, {
      token: options.token === null ? undefined : (options.token ?? ctx.token),
      body: options.body,
      headers: options.headers,
    });
  const get = (path: string, token?: string) => send('GET', path, { token });

  async function permissionId(name: string): Promise<number> {
    const answer = await get(`admin/permissions?q=${encodeURIComponent(name)}&paging=100`);
    const found = (answer.body.data as Json[]).find((p) => p.name === name);
    expect(found, `permission ${name}`).toBeTruthy();
    return found.id;
  }
  /** An account as the moderators list shows it. */
  async function accountOf(email: string): Promise<Json> {
    const answer = await get(`admin/moderators?q=${encodeURIComponent(email)}&paging=100`);
    const found = (answer.body.data as Json[]).find((a) => a.email === email);
    expect(found, `account ${email}`).toBeTruthy();
    return found;
  }
  const detail = async (id: number) => (await get(`admin/permissions/${id}/detail`)).body.data;
  /** A detail's functions as a request body sends them back. */
  const asBody = (functions: Json[]) =>
    functions.map((f) => ({ function: { type: f.function.type }, privileges: f.privileges }));
  const createPermission = async (name: string, functions?: unknown) => {
    const answer = await send('POST', 'admin/permissions', { body: { name, functions } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as Json;
  };
  let registered = 0;
  /** A new account on a permission, with its own session. */
  async function newAccount(permission_id: number, prefix = 'account') {
    registered += 1;
    const email = `${prefix}${registered}@example.com`;
    const answer = await send('POST', 'user/register/manager', {
      body: { name: `Account ${registered}`, email, password: 'account-pass', permission_id },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return {
      ...(answer.body.data as Json),
      token: (await login(ctx.server, email, 'account-pass')).access_token as string,
    };
  }

  describe('vocabulary', () => {
    it('lists the function types in order, paged, to any signed-in admin', async () => {
      const all = await get('admin/functions?paging=100');
      expect(all.status).toBe(200);
      expect(all.body).toEqual({
        data: FUNCTION_TYPES.map((type, i) => ({ id: i + 1, type })),
        meta: { page: 1, paging: 100, total: 20, total_pages: 1 },
      });
      const byDefault = await get('admin/functions', ctx.moderator);
      expect(byDefault.status).toBe(200);
      expect(byDefault.body.meta).toEqual({ page: 1, paging: 20, total: 20, total_pages: 1 });
      expect(byDefault.body.data).toHaveLength(20);
      const page = await get('admin/functions?page=2&paging=6');
      expect(page.body).toEqual({
        data: FUNCTION_TYPES.slice(6, 12).map((type, i) => ({ id: i + 7, type })),
        meta: { page: 2, paging: 6, total: 20, total_pages: 4 },
      });
      expect((await get('admin/functions?page=5&paging=6')).body.data).toEqual([]);
      for (const query of [
        'paging=0',
        'paging=101',
        'paging=x',
        'page=0',
        'page=-1',
        'page=1&page=2',
        `paging=${'9'.repeat(400)}`,
      ]) {
        const bad = await get(`admin/functions?${query}`);
        expect(bad.status, query).toBe(400);
        expect(bad.body.message, query).toMatch(/Invalid query parameter: (page|paging)/);
      }
    });

    it('lists the privileges with their ids', async () => {
      const answer = await get('admin/privileges', ctx.moderator);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        data: [
          { id: 1, name: 'VIEW' },
          { id: 2, name: 'CREATE' },
          { id: 3, name: 'UPDATE' },
          { id: 4, name: 'DELETE' },
        ],
      });
    });
  });

  describe('access', () => {
    it('answers 401 to every call without a token', async () => {
      const calls: [string, string, unknown?][] = [
        ['GET', 'admin/functions'],
        ['GET', 'admin/privileges'],
        ['GET', 'admin/permissions'],
        ['POST', 'admin/permissions', { name: 'Nobody' }],
        ['PUT', 'admin/permissions/1', { name: 'Nobody' }],
        ['DELETE', 'admin/permissions/1'],
        ['GET', 'admin/permissions/1/detail'],
        ['POST', 'admin/permissions/1/detail', { functions: [] }],
        ['GET', 'admin/moderators'],
        [
          'POST',
          'user/register/manager',
          { name: 'x', email: 'x@example.com', password: 'x-password', permission_id: 1 },
        ],
        ['PATCH', 'admin/moderators/1', { active: false }],
      ];
      for (const [method, path, body] of calls) {
        const answer = await send(method, path, { body, token: null });
        expect(answer.status, `${method} ${path}`).toBe(401);
        expect(answer.body, `${method} ${path}`).toEqual({ message: 'Authentication required' });
      }
    });

    it('answers 403 to the moderator, who holds nothing on SETTING_MODERATOR, and changes nothing', async () => {
      const administrator = await permissionId('Administrator');
      const before = await detail(administrator);
      const calls: [string, string, unknown?][] = [
        ['GET', 'admin/permissions'],
        ['POST', 'admin/permissions', { name: 'By the moderator' }],
        ['PUT', `admin/permissions/${administrator}`, { name: 'Renamed by the moderator' }],
        ['DELETE', `admin/permissions/${await permissionId('Housing desk')}`],
        ['GET', `admin/permissions/${administrator}/detail`],
        ['POST', `admin/permissions/${administrator}/detail`, { functions: [] }],
        ['GET', 'admin/moderators'],
        [
          'POST',
          'user/register/manager',
          { name: 'Mod made', email: 'mod-made@example.com', password: 'mod-made-pass', permission_id: administrator },
        ],
        ['PATCH', 'admin/moderators/1', { active: false }],
      ];
      for (const [method, path, body] of calls) {
        const answer = await send(method, path, { body, token: ctx.moderator });
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body, `${method} ${path}`).toEqual({ message: 'You do not have permission to do this' });
      }
      expect(await detail(administrator)).toEqual(before);
      expect((await get('admin/permissions?q=moderator')).body.data.map((p: Json) => p.name)).toEqual(['Moderator']);
      expect((await get('admin/moderators?q=mod-made')).body.data).toEqual([]);
      expect((await accountOf('admin@example.com')).active).toBe(true);
    });

    it('lets everyone read their own permission, and no other', async () => {
      const me = (await get('user', ctx.moderator)).body.data;
      const own = await get(`admin/permissions/${me.permission_id}/detail`, ctx.moderator);
      expect(own.status).toBe(200);
      expect(own.body.data).toMatchObject({ id: me.permission_id, name: 'Moderator' });
      expect((await get(`admin/permissions/${await permissionId('Administrator')}/detail`, ctx.moderator)).status).toBe(
        403,
      );
    });
  });

  describe('permissions', () => {
    it('lists the seeded permissions by name with their account counts', async () => {
      const answer = await get('admin/permissions');
      expect(answer.status).toBe(200);
      expect(answer.body.meta).toEqual({ page: 1, paging: 20, total: 4, total_pages: 1 });
      const data = answer.body.data as Json[];
      expect(data.map((p) => [p.name, p.holders])).toEqual([
        ['Administrator', 1],
        ['Content editor', 1],
        ['Housing desk', 1],
        // The deactivated account counts too.
        ['Moderator', 2],
      ]);
      for (const permission of data) {
        expect(Object.keys(permission).sort()).toEqual([
          'created_at',
          'functions',
          'grantable',
          'holders',
          'id',
          'name',
          'two_factor_required',
          'updated_at',
          'version',
        ]);
        // The administrator holds everything, so may give every permission.
        expect(permission.grantable).toBe(true);
        expect(permission.id).toEqual(expect.any(Number));
        expect(permission.created_at).toMatch(ISO);
      }
      const second = await get('admin/permissions?page=2&paging=3');
      expect(second.body.meta).toEqual({
        page: 2,
        paging: 3,
        total: 4,
        total_pages: 2,
        previous_cursor: expect.any(String),
      });
      expect(second.body.data.map((p: Json) => p.name)).toEqual(['Moderator']);
    });

    it('searches names without case, literally, and refuses bad queries', async () => {
      expect((await get('admin/permissions?q=DESK')).body.data.map((p: Json) => p.name)).toEqual(['Housing desk']);
      expect((await get('admin/permissions?q=%20editor%20')).body.data.map((p: Json) => p.name)).toEqual([
        'Content editor',
      ]);
      expect((await get('admin/permissions?q=%25')).body).toEqual({
        data: [],
        meta: { page: 1, paging: 20, total: 0, total_pages: 0 },
      });
      expect((await get('admin/permissions?q=_')).body.data).toEqual([]);
      for (const query of [`q=${'x'.repeat(201)}`, 'q=a%00b', 'page=abc', 'q=a&q=b', 'sort=functions', 'holders=1']) {
        expect((await get(`admin/permissions?${query}`)).status, query).toBe(400);
      }
    });

    it('creates a permission with its grants, the name trimmed, VIEW implied, empty entries dropped', async () => {
      const answer = await send('POST', 'admin/permissions', {
        body: {
          name: '  Reviewers  ',
          functions: [
            { function: { type: 'JOBS' }, privileges: ['UPDATE'] },
            { function_id: 1, privileges: ['DELETE', 'VIEW', 'DELETE'] },
            { function: { type: 'NEWS' }, privileges: [] },
          ],
        },
      });
      expect(answer.status).toBe(201);
      const { id } = answer.body.data;
      expect(answer.body.data).toMatchObject({
        id: expect.any(Number),
        name: 'Reviewers',
        functions: [
          { function: fn('COMPANIES'), privileges: ['VIEW', 'DELETE'] },
          { function: fn('JOBS'), privileges: ['VIEW', 'UPDATE'] },
        ],
        holders: 0,
        version: 1,
      });
      expect(await detail(id)).toEqual({ id, name: 'Reviewers', functions: answer.body.data.functions });
      // Without functions: a permission that grants nothing yet.
      const bare = await createPermission('Nothing yet');
      expect(bare).toMatchObject({ id: expect.any(Number), name: 'Nothing yet', functions: [] });
      expect((await get('admin/permissions?q=Nothing yet')).body.data[0]).toMatchObject({ id: bare.id, holders: 0 });
    });

    it('refuses a name another permission has, in any case, with 409 on name', async () => {
      for (const name of ['reviewers', 'MODERATOR', ' Administrator ']) {
        const answer = await send('POST', 'admin/permissions', { body: { name } });
        expect(answer.status, name).toBe(409);
        expect(answer.body).toMatchObject({
          message: 'A permission with this name already exists',
          errors: { name: 'A permission with this name already exists' },
        });
      }
      expect((await get('admin/permissions?q=reviewers')).body.meta.total).toBe(1);
    });

    it('refuses bad names and bad function lists with 422 on the field', async () => {
      const cases: [unknown, Record<string, string>][] = [
        [{}, { name: 'Required' }],
        [{ name: '   ' }, { name: 'Required' }],
        [{ name: null }, { name: 'Required' }],
        [{ name: 42 }, { name: 'Must be text' }],
        [{ name: ['Reviewers'] }, { name: 'Must be text' }],
        [{ name: 'x'.repeat(101) }, { name: 'Must be 100 characters or less' }],
        [{ name: 'x'.repeat(300_000) }, { name: 'Must be 100 characters or less' }],
        [{ name: 'a\u0000b' }, { name: 'Must not contain NUL characters' }],
        [{ name: 'Fine', functions: 'JOBS' }, { functions: expect.stringMatching(/^Must be a list of entries/) }],
        [
          { name: 'Fine', functions: [{ function: { type: 'NOPE' }, privileges: ['VIEW'] }] },
          { functions: 'Unknown function: NOPE' },
        ],
        // The fields' own rules first, then the grants'.
        [{ name: 42, functions: [{ function: { type: 'NOPE' }, privileges: ['VIEW'] }] }, { name: 'Must be text' }],
      ];
      for (const [body, errors] of cases) {
        const answer = await send('POST', 'admin/permissions', { body });
        expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(422);
        expect(answer.body.message).toBe('Validation failed');
        expect(answer.body.errors, JSON.stringify(body).slice(0, 80)).toEqual(errors);
      }
      expect((await send('POST', 'admin/permissions', { body: ['Reviewers'] })).status).toBe(400);
      expect((await get('admin/permissions')).body.meta.total).toBe(6);
    });

    it('renames a permission; its own name in another case is no clash', async () => {
      const id = await permissionId('Nothing yet');
      const renamed = await send('PUT', `admin/permissions/${id}`, { body: { name: ' Still nothing ' } });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data).toMatchObject({ id, name: 'Still nothing', functions: [], version: 2 });
      const recased = await send('PUT', `admin/permissions/${id}`, { body: { name: 'STILL NOTHING' } });
      expect(recased.status).toBe(200);
      expect(recased.body.data.name).toBe('STILL NOTHING');
      const clash = await send('PUT', `admin/permissions/${id}`, { body: { name: 'content EDITOR' } });
      expect(clash.status).toBe(409);
      expect(clash.body.errors).toEqual({ name: 'A permission with this name already exists' });
      const bad = await send('PUT', `admin/permissions/${id}`, { body: { name: '' } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ name: 'Required' });
      expect((await detail(id)).name).toBe('STILL NOTHING');
      for (const missing of ['2147483647', '0', 'abc', '99999999999']) {
        expect((await send('PUT', `admin/permissions/${missing}`, { body: { name: 'Ghost' } })).status, missing).toBe(
          404,
        );
      }
    });

    it('deletes a permission nobody holds, and refuses one in use with the count', async () => {
      const id = await permissionId('STILL NOTHING');
      const removed = await send('DELETE', `admin/permissions/${id}`);
      expect(removed.status).toBe(200);
      expect(removed.body.data).toMatchObject({ id, name: 'STILL NOTHING' });
      expect((await get(`admin/permissions/${id}/detail`)).status).toBe(404);
      expect((await send('DELETE', `admin/permissions/${id}`)).status).toBe(404);

      const moderator = await permissionId('Moderator');
      const refused = await send('DELETE', `admin/permissions/${moderator}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        message: '2 accounts hold this permission: give them another permission before deleting this one',
        meta: { holders: 2 },
      });
      const inJapanese = await send('DELETE', `admin/permissions/${await permissionId('Housing desk')}`, {
        headers: { 'accept-language': 'ja' },
      });
      expect(inJapanese.status).toBe(409);
      expect(inJapanese.body.message).toContain('1 件');
      expect((await detail(moderator)).functions.length).toBeGreaterThan(0);
    });
  });

  describe('permission detail', () => {
    it('answers the grants with function ids, in the vocabulary order', async () => {
      const answer = await get(`admin/permissions/${await permissionId('Housing desk')}/detail`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        data: {
          id: expect.any(Number),
          name: 'Housing desk',
          functions: [
            { function: fn('HOMES'), privileges: ALL },
            { function: fn('HOME_FORM'), privileges: ALL },
            { function: fn('MASTER'), privileges: ['VIEW'] },
          ],
        },
      });
      for (const missing of ['2147483647', 'x', '-1'])
        expect((await get(`admin/permissions/${missing}/detail`)).status, missing).toBe(404);
    });

    it('replaces every grant; function.type, function.id and function_id name a type; VIEW is implied', async () => {
      const id = await permissionId('Reviewers');
      const answer = await send('POST', `admin/permissions/${id}/detail`, {
        body: {
          functions: [
            { function: { type: 'NEWS' }, privileges: ['CREATE'] },
            { function: { id: 20 }, privileges: ['VIEW'] },
            { function_id: 9, function: { type: 'HOMES', id: 9 }, privileges: ['VIEW', 'UPDATE', 'DELETE', 'CREATE'] },
            { function: { type: 'REPORT' }, privileges: [] },
          ],
        },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        data: {
          id,
          name: 'Reviewers',
          functions: [
            { function: fn('HOMES'), privileges: ALL },
            { function: fn('NEWS'), privileges: ['VIEW', 'CREATE'] },
            { function: fn('MASTER'), privileges: ['VIEW'] },
          ],
        },
      });
      expect(await detail(id)).toEqual(answer.body.data);
      // What the detail answers can be sent back as it is.
      const again = await send('POST', `admin/permissions/${id}/detail`, {
        body: { functions: answer.body.data.functions },
      });
      expect(again.body).toEqual(answer.body);
      const emptied = await send('POST', `admin/permissions/${id}/detail`, { body: { functions: [] } });
      expect(emptied.body.data.functions).toEqual([]);
      expect((await detail(id)).functions).toEqual([]);
    });

    it('refuses a bad function list with 422 on functions, changing nothing', async () => {
      const id = await permissionId('Content editor');
      const before = await detail(id);
      const cases: [unknown, string | RegExp][] = [
        [{}, /^Must be a list of entries/],
        [{ functions: null }, /^Must be a list of entries/],
        [{ functions: { type: 'NEWS' } }, /^Must be a list of entries/],
        [{ functions: ['NEWS'] }, /^Must be a list of entries/],
        [{ functions: [{ function: { type: 'NEWS' } }] }, /^Must be a list of entries/],
        [{ functions: [{ function: { type: 'NEWS' }, privileges: 'VIEW' }] }, /^Must be a list of entries/],
        [{ functions: [{ privileges: ['VIEW'] }] }, /^Must be a list of entries/],
        [{ functions: [{ function: 'NEWS', privileges: ['VIEW'] }] }, /^Must be a list of entries/],
        [{ functions: [{ function: { type: ['NEWS'] }, privileges: ['VIEW'] }] }, /^Must be a list of entries/],
        [{ functions: [{ function: { type: 'NEWS', id: 1 }, privileges: ['VIEW'] }] }, /^Must be a list of entries/],
        [{ functions: [{ function: { type: 'news' }, privileges: ['VIEW'] }] }, 'Unknown function: news'],
        [
          { functions: [{ function: { type: 'X'.repeat(100_000) }, privileges: ['VIEW'] }] },
          `Unknown function: ${'X'.repeat(30)}…`,
        ],
        [{ functions: [{ function_id: 21, privileges: ['VIEW'] }] }, 'Unknown function: 21'],
        [{ functions: [{ function_id: 0.5, privileges: ['VIEW'] }] }, 'Unknown function: 0.5'],
        [{ functions: [{ function: { type: 'NEWS' }, privileges: ['READ'] }] }, 'Unknown privilege: READ'],
        [{ functions: [{ function: { type: 'NEWS' }, privileges: [1] }] }, 'Unknown privilege: 1'],
        [{ functions: [{ function: { type: 'NEWS' }, privileges: [null] }] }, 'Unknown privilege: null'],
        [
          {
            functions: [
              { function: { type: 'NEWS' }, privileges: ['VIEW'] },
              { function_id: 12, privileges: ['UPDATE'] },
            ],
          },
          'The function NEWS is listed twice',
        ],
        [{ functions: Array.from({ length: 101 }, () => ({ function_id: 1, privileges: [] })) }, 'At most 100 items'],
      ];
      for (const [body, message] of cases) {
        const answer = await send('POST', `admin/permissions/${id}/detail`, { body });
        const label = JSON.stringify(body).slice(0, 100);
        expect(answer.status, label).toBe(422);
        expect(Object.keys(answer.body.errors), label).toEqual(['functions']);
        if (typeof message === 'string') expect(answer.body.errors.functions, label).toBe(message);
        else expect(answer.body.errors.functions, label).toMatch(message);
      }
      expect((await send('POST', `admin/permissions/${id}/detail`, { body: 'functions' })).status).toBe(400);
      expect((await send('POST', 'admin/permissions/2147483647/detail', { body: { functions: [] } })).status).toBe(404);
      expect(await detail(id)).toEqual(before);
      const vi = await send('POST', `admin/permissions/${id}/detail`, {
        body: { functions: [{ function_id: 99, privileges: [] }] },
        headers: { 'accept-language': 'vi' },
      });
      expect(vi.body.errors.functions).toBe('Chức năng không xác định: 99');
    });
  });

  describe('accounts', () => {
    it('lists the seeded accounts newest first with their permission, and filters them', async () => {
      const answer = await get('admin/moderators');
      expect(answer.status).toBe(200);
      expect(answer.body.meta).toEqual({ page: 1, paging: 20, total: 5, total_pages: 1 });
      const data = answer.body.data as Json[];
      // Seeded in one transaction, so one time: the id breaks the tie.
      expect(data.map((a) => a.email)).toEqual([...SEEDED_EMAILS].reverse());
      expect(data.map((a) => a.id)).toEqual([5, 4, 3, 2, 1]);
      expect(data.find((a) => a.email === 'former@example.com')).toEqual({
        id: 5,
        name: 'Former Moderator',
        email: 'former@example.com',
        permission_id: await permissionId('Moderator'),
        active: false,
        created_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
        version: 1,
        two_factor: false,
      });
      for (const account of data)
        expect(Object.keys(account).sort()).toEqual([
          'active',
          'created_at',
          'email',
          'id',
          'name',
          'permission_id',
          'two_factor',
          'updated_at',
          'version',
        ]);

      const emails = async (query: string) =>
        ((await get(`admin/moderators?${query}`)).body.data as Json[]).map((a) => a.email);
      expect(await emails('active=false')).toEqual(['former@example.com']);
      expect(await emails('active=true')).toEqual(SEEDED_EMAILS.slice(0, 4).reverse());
      expect(await emails(`permission_id=${await permissionId('Moderator')}`)).toEqual([
        'former@example.com',
        'moderator@example.com',
      ]);
      expect(await emails(`permission_id=${await permissionId('Moderator')}&active=true`)).toEqual([
        'moderator@example.com',
      ]);
      expect(await emails('q=EDITOR@')).toEqual(['editor@example.com']);
      expect(await emails('q=housing DESK')).toEqual(['housing@example.com']);
      expect(await emails('permission_id=2147483647')).toEqual([]);
      const paged = await get('admin/moderators?page=2&paging=2');
      expect(paged.body.meta).toEqual({
        page: 2,
        paging: 2,
        total: 5,
        total_pages: 3,
        next_cursor: expect.any(String),
        previous_cursor: expect.any(String),
      });
      expect(paged.body.data.map((a: Json) => a.id)).toEqual([3, 2]);
      for (const query of [
        'active=yes',
        'permission_id=x',
        'permission_id=0',
        'two_factor=true',
        'sort=password',
        'page=0',
        `q=${'y'.repeat(201)}`,
      ]) {
        const bad = await get(`admin/moderators?${query}`);
        expect(bad.status, query).toBe(400);
        expect(bad.body.message, query).toMatch(/^Invalid query parameter: /);
      }
    });

    it('registers an account: email stored trimmed and lower-case, then it signs in and holds exactly its grants', async () => {
      const permission = await createPermission('Newsroom', [
        { function: { type: 'NEWS' }, privileges: ['UPDATE'] },
        { function: { type: 'CONTACT' }, privileges: ['VIEW'] },
      ]);
      const answer = await send('POST', 'user/register/manager', {
        body: {
          name: '  Trần Văn An ',
          email: ' An.Tran@Example.COM ',
          password: ' spaced pass ',
          permission_id: permission.id,
        },
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        data: {
          id: expect.any(Number),
          name: 'Trần Văn An',
          email: 'an.tran@example.com',
          permission_id: permission.id,
          active: true,
          two_factor: false,
          created_at: expect.stringMatching(ISO),
          updated_at: expect.stringMatching(ISO),
          version: 1,
        },
      });
      // Newest first.
      expect((await get('admin/moderators?paging=1')).body.data[0]).toEqual(answer.body.data);

      const token = await call(ctx.server, 'POST', '/api/v1/admin/oauth/token', {
        body: { grant_type: 'password', email: 'AN.TRAN@example.com', password: ' spaced pass ' },
      });
      expect(token.status).toBe(200);
      const own = token.body.data.access_token;
      const me = await get('user', own);
      expect(me.body).toEqual({
        data: {
          id: answer.body.data.id,
          name: 'Trần Văn An',
          email: 'an.tran@example.com',
          permission_id: permission.id,
        },
      });
      const grants = await get(`admin/permissions/${permission.id}/detail`, own);
      expect(grants.status).toBe(200);
      expect(grants.body.data).toEqual({
        id: permission.id,
        name: 'Newsroom',
        functions: [
          { function: fn('NEWS'), privileges: ['VIEW', 'UPDATE'] },
          { function: fn('CONTACT'), privileges: ['VIEW'] },
        ],
      });
      // Exactly those: news yes, anything else not.
      expect((await get('admin/news?paging=1', own)).status).toBe(200);
      expect((await get('admin/companies?paging=1', own)).status).toBe(403);
      expect((await get('admin/permissions', own)).status).toBe(403);
    });

    it('refuses an email that exists in another case with 409 on email', async () => {
      for (const email of ['ADMIN@example.com', 'an.tran@EXAMPLE.com', ' Former@Example.com']) {
        const answer = await send('POST', 'user/register/manager', {
          body: { name: 'Twin', email, password: 'twin-password', permission_id: await permissionId('Moderator') },
        });
        expect(answer.status, email).toBe(409);
        expect(answer.body).toMatchObject({
          message: 'An account with this email already exists',
          errors: { email: 'An account with this email already exists' },
        });
      }
      expect((await get('admin/moderators?q=Twin')).body.data).toEqual([]);
      // Sent at once, both pass the first look; the unique index on lower(email) decides, still as a 409.
      const body = (email: string) => ({
        body: { name: 'Racer', email, password: 'racer-password', permission_id: 2 },
      });
      const answers = await Promise.all([
        send('POST', 'user/register/manager', body('racer@example.com')),
        send('POST', 'user/register/manager', body('RACER@example.com')),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)!.body).toMatchObject({
        errors: { email: 'An account with this email already exists' },
      });
      expect((await get('admin/moderators?q=racer')).body.meta.total).toBe(1);
    });

    it('refuses bad fields with 422 naming each, whatever their JSON type', async () => {
      const moderator = await permissionId('Moderator');
      const good = { name: 'Valid Name', email: 'valid@example.com', password: 'valid-pass', permission_id: moderator };
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{}, { name: 'Required', email: 'Required', password: 'Required', permission_id: 'Required' }],
        [
          { name: 5, email: ['a@b.co'], password: 12345678, permission_id: 'abc' },
          {
            name: 'Must be text',
            email: 'Must be text',
            password: 'Must be text',
            permission_id: 'Must be chosen from the list',
          },
        ],
        [{ ...good, name: 'n'.repeat(101) }, { name: 'Must be 100 characters or less' }],
        [{ ...good, email: 'not-an-email' }, { email: 'Must be a valid email' }],
        [{ ...good, email: `${'e'.repeat(250)}@example.com` }, { email: 'Must be 254 characters or less' }],
        [{ ...good, email: { address: 'valid@example.com' } }, { email: 'Must be text' }],
        [{ ...good, password: 'short' }, { password: 'Must be at least 8 characters' }],
        [{ ...good, password: '        ' }, { password: 'Required' }],
        [{ ...good, password: 'p'.repeat(1025) }, { password: 'Must be 1024 characters or less' }],
        [{ ...good, password: 'p'.repeat(500_000) }, { password: 'Must be 1024 characters or less' }],
        [{ ...good, permission_id: 2147483647 }, { permission_id: 'Must be chosen from the list' }],
        [{ ...good, permission_id: 1e30 }, { permission_id: 'Must be chosen from the list' }],
        [{ ...good, permission_id: -1 }, { permission_id: 'Must be chosen from the list' }],
        [{ ...good, permission_id: true }, { permission_id: 'Must be chosen from the list' }],
        [{ ...good, permission_id: null }, { permission_id: 'Required' }],
      ];
      for (const [body, errors] of cases) {
        const answer = await send('POST', 'user/register/manager', { body });
        const label = JSON.stringify(body).slice(0, 100);
        expect(answer.status, label).toBe(422);
        expect(answer.body.errors, label).toEqual(errors);
      }
      expect((await send('POST', 'user/register/manager', { body: [good] })).status).toBe(400);
      expect((await get('admin/moderators?q=valid@')).body.data).toEqual([]);
    });

    it('changes an account’s name, permission and active flag', async () => {
      const account = await newAccount(await permissionId('Content editor'));
      const housing = await permissionId('Housing desk');
      const answer = await send('PATCH', `admin/moderators/${account.id}`, {
        body: { name: ' Renamed ', permission_id: String(housing) },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        data: {
          ...account,
          token: undefined,
          name: 'Renamed',
          permission_id: housing,
          updated_at: expect.stringMatching(ISO),
          version: account.version + 1,
        },
      });
      expect(await accountOf(account.email)).toEqual(answer.body.data);
      // Its next request already has the new permission.
      expect((await get('admin/homes/rents?paging=1', account.token)).status).toBe(200);
      expect((await get('admin/news?paging=1', account.token)).status).toBe(403);
      const nothing = await send('PATCH', `admin/moderators/${account.id}`, { body: {} });
      expect(nothing.status).toBe(200);
      expect(nothing.body.data).toMatchObject({ ...answer.body.data, updated_at: expect.any(String), version: 3 });

      const cases: [unknown, Record<string, string>][] = [
        [{ name: '' }, { name: 'Required' }],
        [{ name: 'n'.repeat(101) }, { name: 'Must be 100 characters or less' }],
        [{ permission_id: 2147483647 }, { permission_id: 'Must be chosen from the list' }],
        [{ permission_id: null }, { permission_id: 'Required' }],
        [{ active: 'maybe' }, { active: 'Must be yes or no' }],
        [{ active: null }, { active: 'Required' }],
        [
          { name: [], active: 1 },
          { name: 'Must be text', active: 'Must be yes or no' },
        ],
      ];
      for (const [body, errors] of cases) {
        const bad = await send('PATCH', `admin/moderators/${account.id}`, { body });
        expect(bad.status, JSON.stringify(body)).toBe(422);
        expect(bad.body.errors, JSON.stringify(body)).toEqual(errors);
      }
      // Refusals changed nothing.
      expect(await accountOf(account.email)).toEqual(nothing.body.data);
      for (const missing of ['2147483647', 'abc'])
        expect((await send('PATCH', `admin/moderators/${missing}`, { body: { name: 'Ghost' } })).status, missing).toBe(
          404,
        );
    });

    it('deactivating an account ends its sessions at once; it cannot sign in until reactivated', async () => {
      const account = await newAccount(await permissionId('Housing desk'));
      const second = (await login(ctx.server, account.email, 'account-pass')).access_token;
      expect((await get('user', account.token)).status).toBe(200);
      const off = await send('PATCH', `admin/moderators/${account.id}`, { body: { active: false } });
      expect(off.status).toBe(200);
      expect(off.body.data).toMatchObject({ id: account.id, active: false });
      for (const token of [account.token, second]) {
        const refused = await get('user', token);
        expect(refused.status).toBe(401);
        expect(refused.body).toEqual({ message: 'The token is invalid or has expired' });
      }
      const signIn = await call(ctx.server, 'POST', '/api/v1/admin/oauth/token', {
        body: { grant_type: 'password', email: account.email, password: 'account-pass' },
      });
      expect(signIn.status).toBe(401);
      const revoked = await ctx.server.db
        .selectFrom('auth_tokens')
        .select(['revoked_at'])
        .where('user_id', '=', account.id)
        .execute();
      expect(revoked.length).toBeGreaterThanOrEqual(4);
      expect(revoked.every((row) => row.revoked_at !== null)).toBe(true);

      const on = await send('PATCH', `admin/moderators/${account.id}`, { body: { active: 'true' } });
      expect(on.body.data.active).toBe(true);
      // Old tokens stay revoked; a new login works.
      expect((await get('user', account.token)).status).toBe(401);
      expect((await get('user', (await login(ctx.server, account.email, 'account-pass')).access_token)).status).toBe(
        200,
      );
    });

    it('refuses deactivating oneself with 422 on active', async () => {
      const answer = await send('PATCH', 'admin/moderators/1', { body: { active: false } });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ active: 'You cannot deactivate your own account' });
      expect((await accountOf('admin@example.com')).active).toBe(true);
      expect((await get('user')).status).toBe(200);
    });
  });

  describe('effect', () => {
    it('a grant change applies at the affected admin’s very next request, both ways', async () => {
      const moderator = await permissionId('Moderator');
      const before = await detail(moderator);
      expect((await get('admin/moderators', ctx.moderator)).status).toBe(403);
      const granted = await send('POST', `admin/permissions/${moderator}/detail`, {
        body: {
          functions: [...asBody(before.functions), { function: { type: 'SETTING_MODERATOR' }, privileges: ['VIEW'] }],
        },
      });
      expect(granted.status).toBe(200);
      const now = await get('admin/moderators', ctx.moderator);
      expect(now.status).toBe(200);
      expect(now.body.meta.total).toBeGreaterThanOrEqual(5);
      // VIEW only: still no changes.
      expect((await send('PATCH', 'admin/moderators/3', { body: { name: 'x' }, token: ctx.moderator })).status).toBe(
        403,
      );
      // The same through the permission's own record.
      const restored = await send('PUT', `admin/permissions/${moderator}`, {
        body: { functions: asBody(before.functions) },
      });
      expect(restored.body.data).toMatchObject(before);
      expect((await get('admin/moderators', ctx.moderator)).status).toBe(403);
    });
  });

  describe('the last administrator', () => {
    const refusal = (field: string) => ({
      message:
        'This change would leave no administrator: at least one active account must keep View and Update on moderator settings',
      errors: {
        [field]:
          'This change would leave no administrator: at least one active account must keep View and Update on moderator settings',
      },
      issues: { [field]: { message: 'server.last_administrator' } },
    });

    it('is the only administrator at the start', async () => {
      const accounts = (await get('admin/moderators?active=true&paging=100')).body.data as Json[];
      const administrator = await permissionId('Administrator');
      expect(accounts.filter((a) => a.permission_id === administrator).map((a) => a.email)).toEqual([
        'admin@example.com',
      ]);
    });

    it('refuses a detail save that takes SETTING_MODERATOR UPDATE from the only administrator’s permission', async () => {
      const administrator = await permissionId('Administrator');
      const before = await detail(administrator);
      const without = (drop: (f: Json) => Json) =>
        asBody(before.functions).map((f) => (f.function.type === 'SETTING_MODERATOR' ? drop(f) : f));
      for (const functions of [
        without((f) => ({ ...f, privileges: ['VIEW', 'CREATE', 'DELETE'] })),
        asBody(before.functions).filter((f) => f.function.type !== 'SETTING_MODERATOR'),
        [],
      ]) {
        const answer = await send('POST', `admin/permissions/${administrator}/detail`, { body: { functions } });
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual(refusal('functions'));
      }
      expect(await detail(administrator)).toEqual(before);
      expect((await send('PATCH', 'admin/moderators/3', { body: { name: 'Content Editor' } })).status).toBe(200);
      // Taking only CREATE and DELETE leaves an administrator.
      const lighter = await send('POST', `admin/permissions/${administrator}/detail`, {
        body: { functions: without((f) => ({ ...f, privileges: ['UPDATE'] })) },
      });
      expect(lighter.status).toBe(200);
      expect(lighter.body.data.functions.find((f: Json) => f.function.type === 'SETTING_MODERATOR').privileges).toEqual(
        ['VIEW', 'UPDATE'],
      );
      // What the administrators gave up, nobody holds now, so nobody can give it back.
      const back = await send('POST', `admin/permissions/${administrator}/detail`, {
        body: { functions: asBody(before.functions) },
      });
      expect(back.status).toBe(403);
      expect(back.body.issues.functions.args).toEqual({
        privileges: 'Settings & moderators: Create, Delete, Audit log',
      });
      // The operator's way back: a new ADMIN_EMAIL, whose account's permission gains every privilege.
      expect(await bootstrapAdmin(ctx.server.db, 'recovery@example.com', 'recovery-pass')).toBe(true);
      expect(await detail(administrator)).toEqual(before);
      const recovery = await accountOf('recovery@example.com');
      expect(recovery.permission_id).toBe(administrator);
      expect((await send('PATCH', `admin/moderators/${recovery.id}`, { body: { active: false } })).status).toBe(200);
    });

    it('refuses moving the last administrator to another permission, and allows it while another remains', async () => {
      const administrator = await permissionId('Administrator');
      const moderator = await permissionId('Moderator');
      const answer = await send('PATCH', 'admin/moderators/1', {
        body: { permission_id: moderator, name: 'Not renamed' },
      });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual(refusal('permission_id'));
      expect(await accountOf('admin@example.com')).toMatchObject({
        name: 'Admin',
        permission_id: administrator,
        active: true,
      });
      expect((await get('admin/permissions')).status).toBe(200);

      const second = await newAccount(administrator, 'second-admin');
      const moved = await send('PATCH', `admin/moderators/${second.id}`, { body: { permission_id: moderator } });
      expect(moved.status).toBe(200);
      expect(moved.body.data.permission_id).toBe(moderator);
      expect((await get('admin/permissions', second.token)).status).toBe(403);
    });

    it('leaves the administrator alone by an account that may change accounts without being one', async () => {
      // SETTING_MODERATOR UPDATE without VIEW cannot be saved through the API (VIEW is implied); stored data may still hold it.
      const { id } = await ctx.server.db
        .insertInto('permissions')
        .values({ name: 'Update only' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.server.db
        .insertInto('permission_functions')
        .values({ permission_id: id, function_type: 'SETTING_MODERATOR', privileges: ['UPDATE'] })
        .execute();
      const actor = await newAccount(id, 'update-only');
      const administrator = await permissionId('Administrator');

      // The administrator's permission holds what the actor does not: refused before the last-administrator
      // guard is asked (nobody grants what they do not hold).
      for (const [path, body, field] of [
        ['admin/moderators/1', { active: false }, 'active'],
        ['admin/moderators/1', { permission_id: id }, 'permission_id'],
      ] as const) {
        const answer = await send('PATCH', path, { body, token: actor.token });
        expect(answer.status).toBe(403);
        expect(answer.body.issues[field].message).toBe('server.permission_beyond_own');
      }
      const save = await send('POST', `admin/permissions/${administrator}/detail`, {
        body: { functions: [] },
        token: actor.token,
      });
      expect(save.status).toBe(403);

      expect(await accountOf('admin@example.com')).toMatchObject({ permission_id: administrator, active: true });
      expect((await detail(administrator)).functions).toHaveLength(FUNCTION_TYPES.length);
      // The administrator's session was not ended.
      expect((await get('admin/moderators')).status).toBe(200);
      // An account within its own grants it may still deactivate.
      const peer = await newAccount(id, 'update-only-peer');
      expect(
        (await send('PATCH', `admin/moderators/${peer.id}`, { body: { active: false }, token: actor.token })).status,
      ).toBe(200);
    });

    it('keeps one of two administrators who step down at the same moment', async () => {
      const administrator = await permissionId('Administrator');
      const moderator = await permissionId('Moderator');
      const other = await newAccount(administrator, 'twin-admin');
      // Both accounts' rows are held, so each change waits at its UPDATE after counting the
      // administrators (or before, when changes are serialised): the worst interleaving.
      let both: Promise<Awaited<ReturnType<typeof send>>[]> | undefined;
      await ctx.server.db.transaction().execute(async (trx) => {
        await trx.selectFrom('admin_users').select('id').where('id', 'in', [1, other.id]).forUpdate().execute();
        both = Promise.all([
          send('PATCH', 'admin/moderators/1', { body: { permission_id: moderator } }),
          send('PATCH', `admin/moderators/${other.id}`, { body: { permission_id: moderator }, token: other.token }),
        ]);
        // PGlite has one connection, which this transaction holds: the calls wait for it anyway.
        if (backend === 'postgres') await waitingOnLocks(ctx.server.db, 2, ['admin_users', 'advisory']);
      });
      const answers = await both!;
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const remaining = (
        (await get('admin/moderators?active=true&paging=100', answers[0].status === 409 ? ctx.token : other.token)).body
          .data as Json[]
      ).filter((a) => a.permission_id === administrator);
      expect(remaining).toHaveLength(1);
      // Back as it was: the seeded administrator alone.
      if (remaining[0].id !== 1)
        expect(
          (await send('PATCH', 'admin/moderators/1', { body: { permission_id: administrator }, token: other.token }))
            .status,
        ).toBe(200);
      expect((await send('PATCH', `admin/moderators/${other.id}`, { body: { permission_id: moderator } })).status).toBe(
        200,
      );
    });
  });

  describe('nobody grants what they do not hold', () => {
    const desk = (privileges: string[]) => [
      { function: { type: 'SETTING_MODERATOR' }, privileges },
      { function: { type: 'CANDIDATES' }, privileges: ['VIEW'] },
    ];
    const refused = (answer: Awaited<ReturnType<typeof send>>, field: string, key: string) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(403);
      expect(answer.body.issues).toEqual({ [field]: { message: key, args: { privileges: expect.any(String) } } });
      return answer.body.errors[field] as string;
    };

    it('an account holding CREATE alone makes no administrator, no stronger permission and no stronger account', async () => {
      const administrator = await permissionId('Administrator');
      const creator = await newAccount((await createPermission('Account desk', desk(['CREATE']))).id, 'desk');
      const as = { token: creator.token };

      const register = (permission_id: number, email: string) =>
        send('POST', 'user/register/manager', {
          ...as,
          body: { name: 'Climber', email, password: 'climber-pass', permission_id },
        });
      const message = refused(
        await register(administrator, 'climber@example.com'),
        'permission_id',
        'server.permission_beyond_own',
      );
      // The message names what the caller lacks, in the caller's words.
      expect(message).toMatch(/Settings & moderators: Update, Delete/);
      expect((await get('admin/moderators?q=climber')).body.data).toEqual([]);

      const stronger = await send('POST', 'admin/permissions', {
        ...as,
        body: { name: 'Stronger desk', functions: desk(['CREATE', 'UPDATE']) },
      });
      expect(refused(stronger, 'functions', 'server.grant_beyond_own')).toMatch(/Settings & moderators: Update$/);
      const candidates = await send('POST', 'admin/permissions', {
        ...as,
        body: { name: 'Candidate desk', functions: [{ function: { type: 'CANDIDATES' }, privileges: ['DELETE'] }] },
      });
      expect(refused(candidates, 'functions', 'server.grant_beyond_own')).toMatch(/Candidates: Delete$/);
      const desks = (await get('admin/permissions?q=desk')).body.data.map((p: Json) => p.name);
      expect(desks.filter((name: string) => name !== 'Housing desk')).toEqual(['Account desk']);

      // The list says which permissions it may give.
      const listed = (await get('admin/permissions?paging=100', creator.token)).body.data as Json[];
      const grantable = listed.filter((p) => p.grantable).map((p) => p.name);
      expect(grantable).toContain('Account desk');
      for (const name of ['Administrator', 'Moderator', 'Housing desk', 'Content editor'])
        expect(grantable).not.toContain(name);
      // What it holds, it may hand on.
      const same = await send('POST', 'admin/permissions', {
        ...as,
        body: { name: 'Second desk', functions: desk(['CREATE']) },
      });
      expect(same.status).toBe(201);
      expect((await register(same.body.data.id, 'second-desk@example.com')).status).toBe(201);
    });

    it('an account holding UPDATE changes no permission or account above its own, nor lifts one above it', async () => {
      const administrator = await permissionId('Administrator');
      const editor = await newAccount((await createPermission('Grant desk', desk(['UPDATE']))).id, 'grants');
      const as = { token: editor.token };
      const lesser = await createPermission('Lesser desk', [
        { function: { type: 'CANDIDATES' }, privileges: ['VIEW'] },
      ]);
      const held = await newAccount(lesser.id, 'lesser');
      const before = await detail(administrator);

      refused(
        await send('POST', `admin/permissions/${administrator}/detail`, { ...as, body: { functions: [] } }),
        'functions',
        'server.permission_beyond_own',
      );
      refused(
        await send('PUT', `admin/permissions/${administrator}`, { ...as, body: { name: 'Taken over' } }),
        'name',
        'server.permission_beyond_own',
      );
      expect(await detail(administrator)).toEqual(before);
      refused(
        await send('POST', `admin/permissions/${lesser.id}/detail`, {
          ...as,
          body: { functions: [{ function: { type: 'CANDIDATES' }, privileges: ['VIEW', 'UPDATE'] }] },
        }),
        'functions',
        'server.grant_beyond_own',
      );
      refused(
        await send('PATCH', 'admin/moderators/1', { ...as, body: { active: false } }),
        'active',
        'server.permission_beyond_own',
      );
      refused(
        await send('PATCH', `admin/moderators/${held.id}`, { ...as, body: { permission_id: administrator } }),
        'permission_id',
        'server.permission_beyond_own',
      );
      refused(
        await send('PATCH', `admin/moderators/${editor.id}`, { ...as, body: { permission_id: administrator } }),
        'permission_id',
        'server.permission_beyond_own',
      );
      // Nor end the administrator's sessions.
      refused(
        await send('POST', 'admin/moderators/1/sessions/end', as),
        'permission_id',
        'server.permission_beyond_own',
      );
      expect((await accountOf('admin@example.com')).active).toBe(true);
      expect((await accountOf(held.email)).permission_id).toBe(lesser.id);

      // Within its own grants it works as before.
      const renamed = await send('PATCH', `admin/moderators/${held.id}`, { ...as, body: { name: 'Renamed desk' } });
      expect(renamed.status).toBe(200);
      const narrowed = await send('POST', `admin/permissions/${lesser.id}/detail`, {
        ...as,
        body: { functions: desk(['UPDATE']) },
      });
      expect(narrowed.status, JSON.stringify(narrowed.body)).toBe(200);
    });

    it("says what is missing in the caller's language", async () => {
      const creator = await newAccount((await createPermission('Japanese desk', desk(['CREATE']))).id, 'ja-desk');
      const answer = await send('POST', 'admin/permissions', {
        token: creator.token,
        headers: { 'Accept-Language': 'ja' },
        body: { name: 'Japanese stronger', functions: desk(['DELETE']) },
      });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(/^付与できるのは自分が持っている操作だけです/);
    });
  });
});
