// The API contract of docs/spec/api-contract.tsv, line by line, as the seeded
// administrator against the real server. Each line is either exercised here
// (CHECKS for single calls, CRUD for "crud" lines) or listed in PENDING with
// the work that delivers it; a test keeps the three in step with the file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import { DEMO_DATA } from '../../demo/data';
import type { DemoRecord } from '../../server/seed';
import { PRIVILEGES, privilegesOn } from '../../src/engine/permissions';
import type { EntitySchema } from '../../src/engine/schema';
import { backend, call, login, useServer } from './helpers';
import { EXTRA_PRIVILEGE_TYPES, FUNCTION_TYPES } from '../../schemas/app';

// ---- the contract file ------------------------------------------------------

interface ContractLine {
  /** METHOD and path, e.g. "GET homes/categories" or "crud tags"; unique in the file. */
  key: string;
  method: string;
  path: string;
  query: string;
  body: string;
  answer: string;
  /** 1-based line number in the file. */
  line: number;
}

const CONTRACT_FILE = new URL('../../docs/spec/api-contract.tsv', import.meta.url);
const COLUMNS = ['method', 'path', 'query', 'body', 'answer'];

function readContract(): ContractLine[] {
  const lines: ContractLine[] = [];
  let header = false;
  readFileSync(CONTRACT_FILE, 'utf8')
    .split(/\r?\n/)
    .forEach((raw, index) => {
      if (raw.trim() === '' || raw.startsWith('#')) return;
      const cells = raw.split('\t').map((cell) => cell.trim());
      if (!header) {
        if (cells.join('\t') !== COLUMNS.join('\t'))
          throw new Error(`api-contract.tsv: expected the header "${COLUMNS.join(' ')}", got "${raw}"`);
        header = true;
        return;
      }
      if (cells.length > COLUMNS.length)
        throw new Error(`api-contract.tsv line ${index + 1}: more than ${COLUMNS.length} columns`);
      const [method = '', path = '', query = '', body = '', answer = ''] = cells;
      if (!method || !path) throw new Error(`api-contract.tsv line ${index + 1}: method or path missing`);
      lines.push({ key: `${method} ${path}`, method, path, query, body, answer, line: index + 1 });
    });
  return lines;
}

const CONTRACT = readContract();

/** Lines not implemented yet → the work that delivers them. */
const PENDING: Record<string, string> = {};

// ---- helpers ----------------------------------------------------------------

// API answers are plain JSON; their shape is what the assertions check.
type Json = any;
type Body = Record<string, unknown>;

const api = (path: string, query = '') => `/api/v1/${path}${query ? `?${query}` : ''}`;
const title = (line: ContractLine) => `${line.method} ${line.path}${line.query ? ` ${line.query}` : ''}`;
const names = (en: string, ja: string, vi: string) => [
  { language_code: 'en', name: en },
  { language_code: 'ja', name: ja },
  { language_code: 'vi', name: vi },
];
const idsOf = (records: Json[]): number[] => records.map((r) => r.id as number).sort((a, b) => a - b);

/** Every seeded record of an entity, specific ones included. */
const seeded = (entity: string): DemoRecord[] => {
  const records = DEMO_DATA[entity];
  if (!records) throw new Error(`no demo data for ${entity}`);
  return records.flatMap((record) => [record, ...(record.$children ?? [])]);
};
const seededGeneral = (entity: string): DemoRecord[] => DEMO_DATA[entity] ?? [];
const seededSpecific = (entity: string): DemoRecord[] =>
  (DEMO_DATA[entity] ?? []).flatMap((record) => record.$children ?? []);

/**
 * The fields the line's answer column names (e.g. "data.access_token,
 * data.expires_in" or "data, meta"; parenthesised remarks are not paths) are
 * present and not null.
 */
function expectAnswerShape(line: ContractLine, body: Json): void {
  const paths = line.answer
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const path of paths) {
    if (!/^(data|meta)(\.\w+)*$/.test(path))
      throw new Error(`line ${line.line}: cannot read "${path}" in the answer column`);
    let value: Json = body;
    for (const part of path.split('.')) {
      expect(value, `${line.key}: ${path}`).toBeTypeOf('object');
      expect(value, `${line.key}: ${path}`).not.toBeNull();
      expect(value, `${line.key}: ${path}`).toHaveProperty(part);
      value = value[part];
    }
    expect(value, `${line.key}: ${path}`).not.toBeNull();
    expect(value, `${line.key}: ${path}`).toBeDefined();
  }
}

function schemaAt(path: string): EntitySchema {
  const schema = schemas.find((s) => s.path === path);
  if (!schema) throw new Error(`no schema serves ${path}`);
  return schema;
}

// ---- sample records for the crud lines -----------------------------------------

interface CrudSample {
  /** A valid new record; `ref` gives the id of an existing record of another path. */
  body(ref: (path: string) => Promise<number>): Promise<Body> | Body;
  /** What PUT changes; every value differs from the body's. */
  change: Body;
  /** For a hierarchy: a valid specific record under `parentId`. */
  child?(parentId: number): Body;
}

/** One sample per crud path; unique values are not used by the demo data. */
const CRUD: Record<string, CrudSample> = {
  languages: {
    body: () => ({
      code: 'qa',
      names: names('Contract language', '契約語', 'Ngôn ngữ hợp đồng'),
      native_name: 'Contractese',
      sort_order: 990,
    }),
    change: { native_name: 'Contractish' },
  },
  majors: {
    body: () => ({
      names: names('Contract studies', '契約学', 'Nghiên cứu hợp đồng'),
      field: 'humanities',
      sort_order: 990,
    }),
    change: { field: 'social_sciences' },
  },
  cities: {
    body: async (ref) => ({
      names: names('Contract City', '契約市', 'Thành phố Hợp đồng'),
      country_id: await ref('countries'),
      sort_order: 990,
    }),
    change: { sort_order: 991 },
  },
  occupations: {
    body: () => ({ names: names('Contract work', '契約業務', 'Công việc hợp đồng'), sort_order: 990 }),
    change: { names: names('Contract work (renamed)', '契約業務（改名）', 'Công việc hợp đồng (đổi tên)') },
    child: (parentId) => ({
      names: names('Contract clerk', '契約事務', 'Nhân viên hợp đồng'),
      parent_id: parentId,
      sort_order: 1,
    }),
  },
  industries: {
    body: () => ({ names: names('Contract industry', '契約産業', 'Ngành hợp đồng'), sort_order: 990 }),
    change: { sort_order: 992, active: false },
    child: (parentId) => ({
      names: names('Contract manufacturing', '受託製造', 'Sản xuất theo hợp đồng'),
      parent_id: parentId,
      sort_order: 1,
    }),
  },
  countries: {
    body: () => ({ code: 'XC', names: names('Contractland', '契約国', 'Nước Hợp đồng'), phone_code: '+999' }),
    change: { phone_code: '+998' },
  },
  departments: {
    body: () => ({ names: names('Contract department', '契約部', 'Phòng hợp đồng'), sort_order: 990 }),
    change: { active: false },
  },
  districts: {
    body: async (ref) => ({
      names: names('Contract ward', '契約区', 'Quận Hợp đồng'),
      city_id: await ref('cities'),
      postal_code: '999-0001',
      sort_order: 990,
    }),
    change: { postal_code: '999-0002' },
  },
  currencies: {
    body: () => ({
      code: 'XQA',
      names: names('Contract dollar', '契約ドル', 'Đô la hợp đồng'),
      symbol: 'Q$',
      decimals: 2,
    }),
    change: { decimals: 3 },
  },
  educations: {
    body: () => ({ names: names('Contract diploma', '契約修了', 'Bằng hợp đồng'), level: 11, sort_order: 990 }),
    change: { level: 12 },
  },
  tags: {
    body: () => ({
      names: names('Contract topics', '契約の話題', 'Chủ đề hợp đồng'),
      slug: 'contract-topics',
      sort_order: 990,
    }),
    change: { slug: 'contract-topics-renamed' },
    child: (parentId) => ({
      names: names('Lease contracts', '賃貸契約', 'Hợp đồng thuê'),
      slug: 'lease-contracts',
      parent_id: parentId,
      sort_order: 1,
    }),
  },
  categories: {
    body: () => ({
      language_code: 'vi',
      name: 'Hợp đồng',
      slug: 'hop-dong-kiem-thu',
      hashtags: ['hợpđồng', 'kiểm_thử'],
      description: 'Bài viết về hợp đồng.',
      sort_order: 990,
    }),
    change: { hashtags: ['hợpđồng'], description: 'Bài viết về hợp đồng lao động.' },
    child: (parentId) => ({
      language_code: 'vi',
      name: 'Hợp đồng lao động',
      slug: 'hop-dong-lao-dong-kiem-thu',
      parent_id: parentId,
      sort_order: 1,
    }),
  },
};

// ---- the suite ----------------------------------------------------------------

describe(`API contract (${backend})`, () => {
  const ctx = useServer();
  const get = (url: string, options: { token?: string } = {}) =>
    call(ctx.server, 'GET', url, { token: options.token ?? ctx.token });

  /** The id of the first record of a path, read from the API. */
  async function firstId(path: string): Promise<number> {
    const answer = await get(api(path, 'page=1&paging=1'));
    expect(answer.status, path).toBe(200);
    const id = answer.body.data[0]?.id;
    expect(id, `a record of ${path}`).toEqual(expect.any(Number));
    return id;
  }

  /**
   * A lookup asked without page or paging: 200, `data` a list of every
   * record (meta.total is its length, and the same as a paged call counts).
   */
  async function wholeList(url: string, line?: ContractLine): Promise<Json[]> {
    const answer = await get(url);
    expect(answer.status, url).toBe(200);
    if (line) expectAnswerShape(line, answer.body);
    const { data, meta } = answer.body;
    expect(Array.isArray(data), url).toBe(true);
    expect(meta, url).toMatchObject({ page: 1, total: data.length, total_pages: 1 });
    expect(new Set(data.map((r: Json) => r.id)).size, `${url}: distinct ids`).toBe(data.length);
    const paged = await get(`${url}${url.includes('?') ? '&' : '?'}page=1&paging=1`);
    expect(paged.status, url).toBe(200);
    expect(paged.body.meta.total, `${url}: total of a paged call`).toBe(data.length);
    return data;
  }

  /** GET <base>/general or <base>/specific: exactly the records of that level in the base list. */
  async function levelList(line: ContractLine, entity: string): Promise<Json[]> {
    const match = /^(.+)\/(general|specific)$/.exec(line.path);
    if (!match) throw new Error(`${line.path} is not a level path`);
    const [, base, level] = match;
    const data = await wholeList(api(line.path, line.query), line);
    const all = await wholeList(api(base));
    const generalIds = new Set(all.filter((r) => r.parent_id === null).map((r) => r.id));
    if (level === 'general') {
      for (const record of data) expect(record.parent_id, `${line.path} #${record.id}`).toBeNull();
      expect(data.length).toBe(seededGeneral(entity).length);
    } else {
      for (const record of data) {
        expect(record.parent_id, `${line.path} #${record.id}`).toEqual(expect.any(Number));
        expect(generalIds.has(record.parent_id), `${line.path} #${record.id}: parent is general`).toBe(true);
      }
      expect(data.length).toBe(seededSpecific(entity).length);
    }
    expect(data.length, line.path).toBeGreaterThan(0);
    const expected = all.filter((r) => (level === 'general' ? r.parent_id === null : r.parent_id !== null));
    expect(idsOf(data)).toEqual(idsOf(expected));
    return data;
  }

  /** A plain lookup line without a query: every seeded record. */
  const lookup = (entity: string) => async (line: ContractLine) => {
    const data = await wholeList(api(line.path, line.query), line);
    expect(data.length, line.path).toBe(seeded(entity).length);
    expect(data.length, line.path).toBeGreaterThan(0);
  };

  /** The record of a path the API lists first with a filter (e.g. status=pending). */
  async function firstWhere(path: string, filter: string): Promise<Json> {
    const answer = await get(api(path, `${filter}&page=1&paging=1&sort=id`));
    expect(answer.status, `${path}?${filter}`).toBe(200);
    expect(answer.body.data[0], `a record of ${path} with ${filter}`).toBeTruthy();
    return answer.body.data[0];
  }

  /**
   * A state action: a record in a state it may leave moves to its target state
   * (with a reason where it needs one, refused without), the detail answers the
   * new state, the history keeps who and why, and doing it again where the new
   * state cannot be left that way is refused with 409.
   */
  const stateAction = (query = ''): Check => ({
    query,
    async run(line) {
      const schema = schemas.find((s) => !s.variant && s.actions.some((a) => a.call === `${line.method} ${line.path}`));
      const action = schema?.actions.find((a) => a.call === `${line.method} ${line.path}`);
      expect(action?.transition, `an action of a schema calls ${line.key}`).toBeTruthy();
      const { field = 'status', from, to } = action!.transition!;
      const record = await firstWhere(schema!.path, `${field}=${from[0]}`);
      const url = api(line.path.replace('{id}', String(record.id)));
      if (action!.reason) {
        const missing = await call(ctx.server, line.method, url, { token: ctx.token, body: {} });
        expect(missing.status).toBe(422);
        expect(missing.body.errors).toHaveProperty('reason');
        expect(line.body).toBe('reason');
      }
      const reason = action!.reason ? `Contract check of ${action!.name}` : undefined;
      const moved = await call(ctx.server, line.method, url, {
        token: ctx.token,
        body: reason ? { reason } : undefined,
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.data).toMatchObject({ id: record.id, [field]: to });
      expect((await get(api(`${schema!.path}/${record.id}`))).body.data[field]).toBe(to);
      const history = await get(api(`${schema!.path}/${record.id}/history`));
      expect(history.body.data[0]).toMatchObject({
        action: action!.name,
        from_state: from[0],
        to_state: to,
        reason: reason ?? null,
        admin_name: 'Admin',
      });
      if (!from.includes(to)) {
        const again = await call(ctx.server, line.method, url, {
          token: ctx.token,
          body: reason ? { reason } : undefined,
        });
        expect(again.status).toBe(409);
        expect(again.body.message).toEqual(expect.any(String));
      }
    },
  });

  /** A paged list as the spec asks it: 20 records of the seeded total, sorted when the query sorts. */
  const pagedList = (query: string, entity: string): Check => ({
    query,
    async run(line) {
      const answer = await get(api(line.path, query));
      expect(answer.status).toBe(200);
      expectAnswerShape(line, answer.body);
      const { data, meta } = answer.body;
      expect(meta).toMatchObject({ page: 1, paging: 20, total: seeded(entity).length });
      expect(data.length).toBe(Math.min(20, seeded(entity).length));
      const sort = new URLSearchParams(query).get('sort');
      if (sort) {
        const values = data.map((r: Json) => Date.parse(r[sort]));
        expect(values).toEqual([...values].sort((a, b) => a - b));
      }
    },
  });

  /** A record by id: 200 with the record, 404 for an id that does not exist. */
  const oneRecord = (query = ''): Check => ({
    query,
    async run(line) {
      const base = line.path.replace('/{id}', '');
      const id = await firstId(base);
      const answer = await get(api(`${base}/${id}`));
      expect(answer.status).toBe(200);
      expectAnswerShape(line, answer.body);
      expect(answer.body.data.id).toBe(id);
      expect((await get(api(`${base}/2147483647`))).status).toBe(404);
    },
  });

  interface Check {
    /** The query column of the line, exactly. */
    query: string;
    run(line: ContractLine): Promise<void>;
  }

  /** Single calls that are implemented, keyed like the contract lines. */
  const CHECKS: Record<string, Check> = {
    'GET admin/notifications': {
      query: 'page={n}&paging=10',
      async run(line) {
        const first = await get(api(line.path, 'page=1&paging=10'));
        expect(first.status).toBe(200);
        expectAnswerShape(line, first.body);
        // The demo administrator has three pages of notifications.
        expect(first.body.data).toHaveLength(10);
        expect(first.body.meta.total_pages).toBeGreaterThanOrEqual(3);
        const last = await get(api(line.path, `page=${first.body.meta.total_pages}&paging=10`));
        expect(last.body.data.length).toBeGreaterThan(0);
        const times = first.body.data.map((n: Json) => n.created_at as number);
        expect(times).toEqual([...times].sort((a, b) => b - a));
        expect(first.body.data[0]).toMatchObject({
          id: expect.any(Number),
          notification_type: expect.any(String),
          read: expect.any(Boolean),
          created_at: expect.any(Number),
        });
      },
    },
    'GET admin/notifications/endpoint': {
      query: '',
      async run(line) {
        const answer = await get(api(line.path));
        expect(answer.status).toBe(200);
        expectAnswerShape(line, answer.body);
        expect(answer.body.data).toMatch(/^\/queue\/admin-notifications\./);
      },
    },
    'GET admin/notifications/unread_number': {
      query: '',
      async run(line) {
        const answer = await get(api(line.path));
        expect(answer.status).toBe(200);
        expectAnswerShape(line, answer.body);
        expect(answer.body.data.amount).toBeGreaterThan(0);
      },
    },
    'PATCH admin/notifications/mark_all_read': {
      query: '',
      async run(line) {
        const answer = await call(ctx.server, line.method, api(line.path), { token: ctx.token });
        expect(answer.status).toBe(200);
        expect((await get(api('admin/notifications/unread_number'))).body.data.amount).toBe(0);
      },
    },
    'PATCH notifications/{id}': {
      query: '',
      async run(line) {
        const made = await call(ctx.server, 'POST', api('admin/dev/notifications'), {
          token: ctx.token,
          body: { notification_type: 'ADMIN', content: 'PAYMENT' },
        });
        expect(made.status).toBe(201);
        const answer = await call(ctx.server, line.method, api(line.path.replace('{id}', String(made.body.data.id))), {
          token: ctx.token,
        });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({ id: made.body.data.id, read: true });
      },
    },
    'GET user/profile': {
      query: 'ids=a,b,c[&language=xx]',
      async run(line) {
        const answer = await get(api(line.path, 'ids=1,2&language=vi'));
        expect(answer.status).toBe(200);
        expectAnswerShape(line, answer.body);
        expect(answer.body.data.map((p: Json) => p.user_id)).toEqual([1, 2]);
        for (const profile of answer.body.data)
          expect(Object.keys(profile).sort()).toEqual(['avatar', 'name', 'user_id']);
      },
    },
    'POST admin/oauth/token': {
      query: '',
      async run(line) {
        const answer = await call(ctx.server, line.method, api(line.path, line.query), {
          body: { grant_type: 'password', email: 'admin@example.com', password: 'admin' },
        });
        expect(answer.status).toBe(200);
        expectAnswerShape(line, answer.body);
        const data = answer.body.data;
        expect(data.token_type).toBe('Bearer');
        expect(data.access_token).toEqual(expect.any(String));
        expect(data.refresh_token).toEqual(expect.any(String));
        expect(data.refresh_token).not.toBe(data.access_token);
        expect(Number.isInteger(data.expires_in) && data.expires_in > 0).toBe(true);
        const me = await get(api('user'), { token: data.access_token });
        expect(me.status).toBe(200);
        expect(me.body.data.email).toBe('admin@example.com');

        const wrong = await call(ctx.server, line.method, api(line.path, line.query), {
          body: { grant_type: 'password', email: 'admin@example.com', password: 'not-the-password' },
        });
        expect(wrong.status).toBe(401);
        expect(wrong.body).toEqual({ message: 'Wrong email or password' });
      },
    },
    'GET user': {
      query: '',
      async run(line) {
        const answer = await get(api(line.path, line.query));
        expect(answer.status).toBe(200);
        expectAnswerShape(line, answer.body);
        expect(answer.body.data).toMatchObject({
          id: expect.any(Number),
          email: 'admin@example.com',
          permission_id: expect.any(Number),
        });
        expect(answer.body.data.name).toEqual(expect.any(String));
        expect(answer.body.data.name.length).toBeGreaterThan(0);
        expect((await call(ctx.server, 'GET', api(line.path, line.query))).status).toBe(401);
      },
    },
    'POST admin/refresh_tokens': {
      query: '',
      async run(line) {
        const session = await login(ctx.server);
        const answer = await call(ctx.server, line.method, api(line.path, line.query), {
          body: { refresh_token: session.refresh_token },
        });
        expect(answer.status).toBe(200);
        expectAnswerShape(line, answer.body);
        const pair = answer.body.data;
        expect(pair.token_type).toBe('Bearer');
        expect(pair.access_token).not.toBe(session.access_token);
        expect(pair.refresh_token).not.toBe(session.refresh_token);
        expect(Number.isInteger(pair.expires_in) && pair.expires_in > 0).toBe(true);
        expect((await get(api('user'), { token: pair.access_token })).status).toBe(200);
        // A refresh token works once.
        const again = await call(ctx.server, line.method, api(line.path, line.query), {
          body: { refresh_token: session.refresh_token },
        });
        expect(again.status).toBe(401);
      },
    },
    'POST oauth/revoke': {
      query: '',
      async run(line) {
        const session = await login(ctx.server);
        const answer = await call(ctx.server, line.method, api(line.path, line.query), { token: session.access_token });
        expect(answer.status).toBe(200);
        expectAnswerShape(line, answer.body);
        expect(answer.body).toEqual({ data: { revoked: true } });
        expect((await get(api('user'), { token: session.access_token })).status).toBe(401);
        const refresh = await call(ctx.server, 'POST', api('admin/refresh_tokens'), {
          body: { refresh_token: session.refresh_token },
        });
        expect(refresh.status).toBe(401);
        // Other sessions go on.
        expect((await get(api('user'))).status).toBe(200);
      },
    },
    'GET admin/permissions/{id}/detail': {
      query: '',
      async run(line) {
        const me = (await get(api('user'))).body.data;
        const answer = await get(api(line.path.replace('{id}', String(me.permission_id)), line.query));
        expect(answer.status).toBe(200);
        expectAnswerShape(line, answer.body);
        const { data } = answer.body;
        expect(data.id).toBe(me.permission_id);
        expect(data.name).toEqual(expect.any(String));
        expect(Array.isArray(data.functions)).toBe(true);
        const types = data.functions.map((f: Json) => f.function.type);
        expect(new Set(types).size).toBe(types.length);
        for (const entry of data.functions) {
          expect(FUNCTION_TYPES).toContain(entry.function.type);
          expect(entry.function.id).toBe(FUNCTION_TYPES.indexOf(entry.function.type) + 1);
          expect(Array.isArray(entry.privileges)).toBe(true);
          // The spec's four, and the extra rights an app puts on one function (the audit log's).
          for (const privilege of entry.privileges)
            expect(privilegesOn(entry.function.type, EXTRA_PRIVILEGE_TYPES)).toContain(privilege);
        }
        // The administrator changes masters, so it holds every privilege on them.
        const master = data.functions.find((f: Json) => f.function.type === 'MASTER');
        expect([...master.privileges].sort()).toEqual([...PRIVILEGES].sort());
        expect((await get(api(line.path.replace('{id}', '999999'), line.query))).status).toBe(404);
      },
    },
    'GET admin/functions': {
      query: '[paging=100]',
      async run(line) {
        const answer = await get(api(line.path, line.query.replace(/^\[(.*)\]$/, '$1')));
        expect(answer.status).toBe(200);
        expectAnswerShape(line, answer.body);
        expect(answer.body.data).toEqual(FUNCTION_TYPES.map((type, i) => ({ id: i + 1, type })));
        expect(answer.body.meta).toEqual({ page: 1, paging: 100, total: FUNCTION_TYPES.length, total_pages: 1 });
        // The parameter is optional: without it, the first 20, which are all of them.
        expect((await get(api(line.path))).body.data).toEqual(answer.body.data);
      },
    },
    'GET admin/privileges': {
      query: '',
      async run(line) {
        const answer = await get(api(line.path, line.query));
        expect(answer.status).toBe(200);
        expectAnswerShape(line, answer.body);
        expect(answer.body.data).toEqual(PRIVILEGES.map((name, i) => ({ id: i + 1, name })));
      },
    },
    'GET admin/permissions': {
      query: '',
      async run(line) {
        const answer = await get(api(line.path, line.query));
        expect(answer.status).toBe(200);
        expectAnswerShape(line, answer.body);
        const { data, meta } = answer.body;
        expect(meta).toMatchObject({ page: 1, paging: 20, total: data.length, total_pages: 1 });
        const me = (await get(api('user'))).body.data;
        expect(data).toContainEqual(
          expect.objectContaining({
            id: me.permission_id,
            name: 'Administrator',
            holders: 1,
            grantable: true,
            created_at: expect.any(String),
          }),
        );
        for (const name of ['Moderator', 'Content editor', 'Housing desk'])
          expect(data.map((p: Json) => p.name)).toContain(name);
      },
    },
    'POST admin/permissions/{id}/detail': {
      query: '',
      async run(line) {
        expect(line.body).toBe('functions');
        const created = await call(ctx.server, 'POST', api('admin/permissions'), {
          token: ctx.token,
          body: { name: 'Contract permission' },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const { id } = created.body.data;
        const url = api(line.path.replace('{id}', String(id)));
        const functions = [
          { function: { type: 'HOMES' }, privileges: ['VIEW', 'UPDATE'] },
          { function: { type: 'NEWS' }, privileges: ['CREATE'] },
        ];
        const answer = await call(ctx.server, line.method, url, { token: ctx.token, body: { functions } });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const expected = [
          { function: { id: FUNCTION_TYPES.indexOf('HOMES') + 1, type: 'HOMES' }, privileges: ['VIEW', 'UPDATE'] },
          // CREATE brings VIEW.
          { function: { id: FUNCTION_TYPES.indexOf('NEWS') + 1, type: 'NEWS' }, privileges: ['VIEW', 'CREATE'] },
        ];
        expect(answer.body.data).toEqual({ id, name: 'Contract permission', functions: expected });
        expect((await get(api(`admin/permissions/${id}/detail`))).body.data.functions).toEqual(expected);
        const twice = await call(ctx.server, line.method, url, {
          token: ctx.token,
          body: { functions: [...functions, functions[0]] },
        });
        expect(twice.status).toBe(422);
        expect(twice.body.errors).toHaveProperty('functions');
        expect(
          (
            await call(ctx.server, line.method, api(line.path.replace('{id}', '2147483647')), {
              token: ctx.token,
              body: { functions },
            })
          ).status,
        ).toBe(404);
      },
    },
    'POST user/register/manager': {
      query: '',
      async run(line) {
        const permissions = (await get(api('admin/permissions', 'q=moderator'))).body.data as Json[];
        const moderator = permissions.find((p) => p.name === 'Moderator');
        const body = {
          name: 'Contract manager',
          email: 'Contract.Manager@example.com',
          password: 'contract-pass',
          permission_id: moderator.id,
        };
        const answer = await call(ctx.server, line.method, api(line.path), { token: ctx.token, body });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        expect(answer.body.data).toEqual({
          id: expect.any(Number),
          name: 'Contract manager',
          email: 'contract.manager@example.com',
          permission_id: moderator.id,
          active: true,
          two_factor: false,
          created_at: expect.any(String),
          updated_at: expect.any(String),
          version: 1,
        });
        const session = await login(ctx.server, 'contract.manager@example.com', 'contract-pass');
        expect((await get(api('user'), { token: session.access_token })).body.data).toEqual({
          id: answer.body.data.id,
          name: 'Contract manager',
          email: 'contract.manager@example.com',
          permission_id: moderator.id,
        });
        const again = await call(ctx.server, line.method, api(line.path), {
          token: ctx.token,
          body: { ...body, email: 'CONTRACT.manager@example.com' },
        });
        expect(again.status).toBe(409);
        expect(again.body.errors).toHaveProperty('email');
      },
    },
    'GET admin/companies/{id}': {
      query: 'language=xx (fallback ja)',
      async run(line) {
        await oneRecord().run(line);
        // A company with a Vietnamese text answers it; asked in a language it has no text in, the Japanese one.
        const vi = await firstWhere('company_translations', 'language_code=vi');
        const inVi = await get(api(`admin/companies/${vi.company_id}`, 'language=vi'));
        expect(inVi.body.data).toMatchObject({
          id: vi.company_id,
          translation_language: 'vi',
          translation: { id: vi.id, language_code: 'vi' },
        });
        const all = (await get(api('company_translations', `company_id=${vi.company_id}&paging=10`))).body
          .data as Json[];
        const missing = ['en', 'vi'].find((code) => !all.some((t) => t.language_code === code));
        if (missing && all.some((t) => t.language_code === 'ja')) {
          const fallback = await get(api(`admin/companies/${vi.company_id}`, `language=${missing}`));
          expect(fallback.body.data.translation_language).toBe('ja');
        }
        expect((await get(api(`admin/companies/${vi.company_id}`, 'language=xx'))).status).toBe(400);
      },
    },
    'GET admin/candidates/{id}': oneRecord(),
    'GET admin/translators/{id}': oneRecord(),
    'GET admin/jobs/{id}': oneRecord(),
    'GET admin/request/actives': pagedList('page=1&paging=20', 'request_actives'),
    'GET admin/receipts': pagedList('page=1&paging=20', 'receipts'),
    'GET admin/job_applications': pagedList('page=1&paging=20&sort=created_at', 'job_applications'),
    'GET admin/jobs': pagedList('page=1&paging=20&sort=created_at', 'jobs'),
    'PATCH admin/request/actives/{id}/accept': stateAction(),
    'PATCH admin/request/actives/{id}/denied': stateAction(),
    'PATCH admin/companies/{id}/active': stateAction(),
    'PATCH admin/companies/{id}/deactivate': stateAction(),
    'PATCH admin/candidates/{id}/active': stateAction(),
    'PATCH admin/candidates/{id}/deactivate': stateAction(),
    'PATCH admin/translators/{id}/active': stateAction(),
    'PATCH admin/translators/{id}/deactivate': stateAction(),
    'PATCH admin/jobs/{id}/active': stateAction(),
    'PATCH admin/jobs/{id}/deactivate': stateAction(),
    'PATCH admin/receipts/{id}/accept': stateAction(),
    'PATCH admin/receipts/{id}/denied': stateAction(),
    'PATCH admin/job_applications/{id}/accept_apply': stateAction(),
    'PATCH admin/job_applications/{id}/reject_apply': stateAction(),
    'GET admin/blogs/admin-dashboard': pagedList('page=1&paging=20', 'articles'),
    'GET admin/blogs/dashboard/{id}': {
      query: '',
      async run(line) {
        const id = await firstId('admin/blogs');
        const answer = await get(api(line.path.replace('{id}', String(id))));
        expect(answer.status).toBe(200);
        expectAnswerShape(line, answer.body);
        expect(answer.body.data).toEqual((await get(api(`admin/blogs/${id}`))).body.data);
        expect((await get(api(line.path.replace('{id}', '2147483647')))).status).toBe(404);
      },
    },
    'PUT admin/blogs/{id}/approve': stateAction(),
    'PUT admin/blogs/{id}/reject': stateAction(),
    'DELETE admin/blogs/{id}': {
      query: '',
      async run(line) {
        const body = {
          title: 'Contract article',
          author_account_id: await firstId('admin/user_accounts'),
          language_code: 'en',
          body: 'A text to delete.',
        };
        const created = await call(ctx.server, 'POST', api('admin/blogs'), { token: ctx.token, body });
        expect(created.status).toBe(201);
        expect(created.body.data.status).toBe('pending');
        const url = api(line.path.replace('{id}', String(created.body.data.id)));
        expect((await call(ctx.server, line.method, url, { token: ctx.token })).status).toBe(200);
        expect((await get(api(`admin/blogs/dashboard/${created.body.data.id}`))).status).toBe(404);
        // An article with comments stays, and the answer says what uses it.
        const commented = (await get(api('article_comments', 'page=1&paging=1&sort=id'))).body.data[0].article_id;
        const refused = await call(ctx.server, line.method, api(line.path.replace('{id}', String(commented))), {
          token: ctx.token,
        });
        expect(refused.status).toBe(409);
        expect(refused.body.meta.usage.references).toContainEqual(
          expect.objectContaining({ entity: 'article_comments', field: 'article_id' }),
        );
      },
    },
    'GET banners': {
      query: '',
      async run(line) {
        const answer = await get(api(line.path, line.query));
        expect(answer.status).toBe(200);
        expectAnswerShape(line, answer.body);
        expect(answer.body.meta.total).toBe(seeded('banners').length);
        expect(answer.body.data.length).toBe(Math.min(20, seeded('banners').length));
        for (const banner of answer.body.data)
          expect(banner, `banner #${banner.id}`).toMatchObject({
            banner_url: expect.any(String),
            status: expect.any(String),
          });
      },
    },
    'PUT banners/{id}': {
      query: '',
      async run(line) {
        expect(line.body).toBe('banner_url');
        const banner = await firstWhere('banners', 'status=active');
        const banner_url = 'https://cdn.example.com/banners/contract.png';
        const answer = await call(ctx.server, line.method, api(line.path.replace('{id}', String(banner.id))), {
          token: ctx.token,
          body: { banner_url },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const { updated_at: _before, version, ...unchanged } = banner;
        expect(answer.body.data).toMatchObject({ ...unchanged, banner_url, version: version + 1 });
        expect((await get(api(`banners/${banner.id}`))).body.data.banner_url).toBe(banner_url);
      },
    },
    // The line shows no body, and is called with none: the reason our dialog asks for is optional here.
    'PUT banners/{id}/reject': {
      query: '',
      async run(line) {
        const banner = await firstWhere('banners', 'status=pending');
        const url = api(line.path.replace('{id}', String(banner.id)));
        const bare = await call(ctx.server, line.method, url, { token: ctx.token });
        expect(bare.status, JSON.stringify(bare.body)).toBe(200);
        expect(bare.body.data).toMatchObject({ id: banner.id, status: 'rejected' });
        expect((await get(api(`banners/${banner.id}/history`))).body.data[0]).toMatchObject({
          action: 'reject',
          from_state: 'pending',
          to_state: 'rejected',
          reason: null,
        });
        // With a reason, it is kept; a reason of another type is refused.
        const live = await firstWhere('banners', 'status=active');
        const liveUrl = api(line.path.replace('{id}', String(live.id)));
        const typed = await call(ctx.server, line.method, liveUrl, { token: ctx.token, body: { reason: 5 } });
        expect(typed.status).toBe(422);
        expect(typed.body.errors).toHaveProperty('reason');
        const reason = 'Contract check of reject';
        const rejected = await call(ctx.server, line.method, liveUrl, { token: ctx.token, body: { reason } });
        expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
        expect((await get(api(`banners/${live.id}/history`))).body.data[0]).toMatchObject({
          from_state: 'active',
          to_state: 'rejected',
          reason,
        });
        expect((await call(ctx.server, line.method, url)).status).toBe(401);
        expect((await call(ctx.server, line.method, url, { token: ctx.token })).status).toBe(409);
      },
    },
    'DELETE banners/{id}': {
      query: '',
      async run(line) {
        const banner = await firstWhere('banners', 'status=expired');
        const url = api(line.path.replace('{id}', String(banner.id)));
        const removed = await call(ctx.server, line.method, url, { token: ctx.token });
        expect(removed.status).toBe(200);
        expect(removed.body.data.id).toBe(banner.id);
        expect((await get(api(`banners/${banner.id}`))).status).toBe(404);
        expect((await call(ctx.server, line.method, url, { token: ctx.token })).status).toBe(404);
      },
    },
    'GET languages': { query: '', run: lookup('languages') },
    'GET cities': { query: '', run: lookup('cities') },
    'GET currencies': {
      query: '',
      async run(line) {
        await lookup('currencies')(line);
        const data = await wholeList(api(line.path, line.query));
        for (const currency of data) {
          expect(Array.isArray(currency.names), `currency #${currency.id}`).toBe(true);
          expect(currency.names.length, `currency #${currency.id}`).toBeGreaterThan(0);
          for (const entry of currency.names) {
            expect(entry, `currency #${currency.id}`).toEqual({
              language_code: expect.any(String),
              name: expect.any(String),
            });
          }
        }
      },
    },
    'GET tags': { query: '', run: lookup('tags') },
    'GET report_items/general': {
      query: '[type=]',
      async run(line) {
        // Without the optional parameter: every general reason.
        const general = await levelList({ ...line, query: '' }, 'report_items');
        // With it: the general reasons of that type only.
        const parameter = /^\[(\w+)=\]$/.exec(line.query)?.[1];
        expect(parameter, 'an optional parameter').toBeDefined();
        const data = await wholeList(api(line.path, `${parameter}=qna`), line);
        expect(data.length).toBeGreaterThan(0);
        for (const record of data)
          expect(record, `report item #${record.id}`).toMatchObject({ type: 'qna', parent_id: null });
        expect(data.length).toBe(seededGeneral('report_items').filter((r) => r.type === 'qna').length);
        expect(idsOf(data)).toEqual(idsOf(general.filter((r) => r.type === 'qna')));
      },
    },
    'GET report_items/specific': { query: '', run: async (line) => void (await levelList(line, 'report_items')) },
    'GET categories': {
      query: 'language_code=xx',
      async run(line) {
        const data = await wholeList(api(line.path, line.query.replace(/=xx$/, '=ja')), line);
        expect(data.length).toBeGreaterThan(0);
        for (const record of data) expect(record.language_code, `category #${record.id}`).toBe('ja');
        expect(data.length).toBe(seeded('categories').filter((r) => r.language_code === 'ja').length);
        const all = await wholeList(api(line.path));
        expect(idsOf(data)).toEqual(idsOf(all.filter((r) => r.language_code === 'ja')));
      },
    },
    'GET homes/sale/categories': {
      query: '',
      async run(line) {
        const data = await wholeList(api(line.path, line.query), line);
        expect(data.length).toBeGreaterThan(0);
        for (const record of data) expect(['sale', 'both'], `home category #${record.id}`).toContain(record.usage);
        expect(data.length).toBe(
          seeded('home_categories').filter((r) => r.usage === 'sale' || r.usage === 'both').length,
        );
        const all = await wholeList(api('homes/categories'));
        expect(idsOf(data)).toEqual(idsOf(all.filter((r) => r.usage === 'sale' || r.usage === 'both')));
      },
    },
    'GET homes/categories': { query: '', run: lookup('home_categories') },
    'GET homes/cities': { query: '', run: lookup('home_cities') },
    'GET homes/directions': { query: '', run: lookup('home_directions') },
    'GET homes/payments': { query: '', run: lookup('home_payments') },
    'GET apartment_utilities/general': {
      query: '',
      run: async (line) => void (await levelList(line, 'apartment_utilities')),
    },
    'GET apartment_utilities/specific': {
      query: '',
      run: async (line) => void (await levelList(line, 'apartment_utilities')),
    },
    'GET surrounding_utilities/general': {
      query: '',
      run: async (line) => void (await levelList(line, 'surrounding_utilities')),
    },
    'GET surrounding_utilities/specific': {
      query: '',
      run: async (line) => void (await levelList(line, 'surrounding_utilities')),
    },
    'GET rental_objects': { query: '', run: lookup('rental_objects') },
  };

  /** The sample follows the schema: known fields only, every required one, unique values still free. */
  function expectValidSample(schema: EntitySchema, body: Body, existing: Json[]): void {
    for (const name of Object.keys(body))
      expect(Object.keys(schema.fields), `${schema.name} sample field`).toContain(name);
    for (const [name, field] of Object.entries(schema.fields)) {
      if (field.required) expect(body, `${schema.name} sample: required ${name}`).toHaveProperty(name);
      if (field.unique && body[name] !== undefined) {
        expect(
          existing.some((record) => record[name] === body[name]),
          `${schema.name}.${name} "${String(body[name])}" already used`,
        ).toBe(false);
      }
    }
  }

  /** GET list, GET {id}, POST, PUT {id} and DELETE {id} on a crud line's path. */
  async function exerciseCrud(line: ContractLine): Promise<void> {
    const sample = CRUD[line.path];
    const schema = schemaAt(line.path);
    const base = api(line.path);
    const noDelete = /\bno DELETE\b/.test(line.answer);
    const alsoGet =
      /also GET ([^)]*)/
        .exec(line.answer)?.[1]
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean) ?? [];
    const levelsSeen = new Set<string>();

    // GET list, paged and whole.
    const page = await get(`${base}?page=1&paging=2`);
    expect(page.status).toBe(200);
    expect(Array.isArray(page.body.data)).toBe(true);
    const total = page.body.meta.total;
    const { next_cursor: next, ...meta } = page.body.meta;
    expect(meta).toEqual({ page: 1, paging: 2, total: expect.any(Number), total_pages: Math.ceil(total / 2) });
    // A full page in a keyset order says where the next one starts.
    if (next !== undefined) expect(typeof next === 'string' && total > 2).toBe(true);
    expect(total).toBeGreaterThan(0);
    expect(page.body.data).toHaveLength(Math.min(2, total));
    const existing = await wholeList(base);
    expect(existing).toHaveLength(total);

    // GET {id}
    const first = page.body.data[0];
    const shown = await get(`${base}/${first.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.id).toBe(first.id);
    expect(shown.body.data).toEqual(first);

    // POST
    const body = await sample.body(firstId);
    expectValidSample(schema, body, existing);
    for (const [name, value] of Object.entries(sample.change))
      expect(value, `${line.path}: the change of ${name} changes it`).not.toEqual(body[name]);
    const created = await call(ctx.server, 'POST', base, { token: ctx.token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const record = created.body.data;
    expect(record).toMatchObject(body);
    expect(record.id).toEqual(expect.any(Number));
    expect((await get(`${base}/${record.id}`)).body.data).toEqual(record);

    // A specific record under the new general one.
    let childId: number | undefined;
    if (sample.child) {
      const childBody = sample.child(record.id);
      expectValidSample(schema, childBody, existing);
      const child = await call(ctx.server, 'POST', base, { token: ctx.token, body: childBody });
      expect(child.status, JSON.stringify(child.body)).toBe(201);
      expect(child.body.data).toMatchObject(childBody);
      expect(child.body.data.parent_id).toBe(record.id);
      childId = child.body.data.id as number;
      const generalIds = idsOf(await wholeList(api(`${line.path}/general`)));
      expect(generalIds).toContain(record.id);
      expect(generalIds).not.toContain(childId);
      const specificIds = idsOf(await wholeList(api(`${line.path}/specific`)));
      expect(specificIds).toContain(childId);
      expect(specificIds).not.toContain(record.id);
      levelsSeen.add(`${line.path}/general`).add(`${line.path}/specific`);
    }
    for (const path of alsoGet) expect(levelsSeen.has(path), `${line.key}: also GET ${path}`).toBe(true);

    // PUT {id}
    const updated = await call(ctx.server, 'PUT', `${base}/${record.id}`, { token: ctx.token, body: sample.change });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ ...body, ...sample.change, id: record.id });
    const reread = await get(`${base}/${record.id}`);
    expect(reread.status).toBe(200);
    expect(reread.body.data).toMatchObject({ ...body, ...sample.change, id: record.id });

    // DELETE {id}
    if (childId !== undefined) {
      const removed = await call(ctx.server, 'DELETE', `${base}/${childId}`, { token: ctx.token });
      expect(removed.status).toBe(200);
      expect((await get(`${base}/${childId}`)).status).toBe(404);
    }
    const removed = await call(ctx.server, 'DELETE', `${base}/${record.id}`, { token: ctx.token });
    if (noDelete) {
      expect(removed.status).toBe(405);
      expect(removed.body.message).toEqual(expect.any(String));
      const still = await get(`${base}/${record.id}`);
      expect(still.status).toBe(200);
      expect(still.body.data).toEqual(reread.body.data);
    } else {
      expect(removed.status).toBe(200);
      expect(removed.body.data.id).toBe(record.id);
      expect((await get(`${base}/${record.id}`)).status).toBe(404);
    }
  }

  it('accounts for every line of the contract: exercised here or pending', () => {
    expect(CONTRACT.length).toBeGreaterThan(0);
    const keys = CONTRACT.map((line) => line.key);
    expect(
      keys.filter((key, i) => keys.indexOf(key) !== i),
      'lines with the same method and path',
    ).toEqual([]);
    const byKey = new Map(CONTRACT.map((line) => [line.key, line]));
    const unaccounted: string[] = [];
    const both: string[] = [];
    for (const line of CONTRACT) {
      const covered = line.method === 'crud' ? line.path in CRUD : line.key in CHECKS;
      const pending = line.key in PENDING;
      if (!covered && !pending) unaccounted.push(`line ${line.line}: ${line.key}`);
      if (covered && pending) both.push(line.key);
      if (covered && line.method === 'crud') expect(line.query, line.key).toBe('');
      if (covered && line.method !== 'crud')
        expect(CHECKS[line.key].query, `${line.key}: query as in the contract`).toBe(line.query);
    }
    expect(unaccounted, 'lines neither exercised nor pending').toEqual([]);
    expect(both, 'lines both exercised and pending').toEqual([]);
    expect(
      Object.keys(PENDING).filter((key) => !byKey.has(key)),
      'PENDING lines not in the contract',
    ).toEqual([]);
    expect(
      Object.keys(CHECKS).filter((key) => !byKey.has(key) || byKey.get(key)!.method === 'crud'),
      'CHECKS not in the contract',
    ).toEqual([]);
    expect(
      Object.keys(CRUD).filter((path) => !byKey.has(`crud ${path}`)),
      'CRUD samples without a crud line',
    ).toEqual([]);
  });

  describe('calls', () => {
    for (const line of CONTRACT) {
      if (line.method === 'crud') continue;
      const check = CHECKS[line.key];
      if (check) {
        it(title(line), async () => {
          expect(line.query).toBe(check.query);
          await check.run(line);
        });
      } else {
        it.todo(`${title(line)} (pending: ${PENDING[line.key] ?? 'not accounted for'})`);
      }
    }
  });

  describe('crud', () => {
    for (const line of CONTRACT) {
      if (line.method !== 'crud') continue;
      if (CRUD[line.path]) it(`crud ${line.path}${line.answer ? ` ${line.answer}` : ''}`, () => exerciseCrud(line));
      else it.todo(`crud ${line.path} (pending: ${PENDING[line.key] ?? 'not accounted for'})`);
    }

    it('refuses a specific record as the parent of another (occupations)', async () => {
      const sample = CRUD.occupations;
      const base = api('occupations');
      const general = await call(ctx.server, 'POST', base, { token: ctx.token, body: await sample.body(firstId) });
      expect(general.status).toBe(201);
      const specific = await call(ctx.server, 'POST', base, {
        token: ctx.token,
        body: sample.child!(general.body.data.id),
      });
      expect(specific.status).toBe(201);
      const before = (await wholeList(base)).length;

      const nested = await call(ctx.server, 'POST', base, {
        token: ctx.token,
        body: sample.child!(specific.body.data.id),
      });
      expect(nested.status).toBe(422);
      expect(Object.keys(nested.body.errors ?? {})).toEqual(['parent_id']);
      expect(nested.body.errors.parent_id).toEqual(expect.any(String));
      expect((await wholeList(base)).length).toBe(before);

      // Moving an existing general record under a specific one is refused the same way.
      const other = await call(ctx.server, 'POST', base, { token: ctx.token, body: await sample.body(firstId) });
      expect(other.status).toBe(201);
      const moved = await call(ctx.server, 'PUT', `${base}/${other.body.data.id}`, {
        token: ctx.token,
        body: { parent_id: specific.body.data.id },
      });
      expect(moved.status).toBe(422);
      expect(Object.keys(moved.body.errors ?? {})).toEqual(['parent_id']);
      expect((await get(`${base}/${other.body.data.id}`)).body.data.parent_id).toBeNull();

      for (const id of [other.body.data.id, specific.body.data.id, general.body.data.id]) {
        expect((await call(ctx.server, 'DELETE', `${base}/${id}`, { token: ctx.token })).status).toBe(200);
      }
    });
  });
});
