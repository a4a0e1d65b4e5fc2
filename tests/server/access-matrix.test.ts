// Who may call what, for every /api/v1 route the server registers. The routes
// come from the running server (BuiltApp.routes); a route's rule comes from the
// entity schema that owns it (its function type, the privilege from the
// operation) or, for hand-written routes, from DECLARED below. A new entity is
// covered without a line here; a new hand-written route fails until declared.
//
// Callers per route:
//   anonymous                        → 401 (public routes: their answer)
//   a permission holding nothing     → 403 (self routes: their answer)
//   every OTHER function type, all privileges          → 403 (the right type is checked)
//   the right type, every privilege but the needed one → 403 (the right privilege is checked)
//   the right type with exactly VIEW + the needed one  → passes the guard
// Refused callers send an empty body: authorization comes before validation,
// so they get 403, never 400/422. Every hole is collected into one list.
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import { hashPassword, hashToken, issueTokens } from '../../server/auth';
import { NOTIFICATION_KINDS } from '../../schemas/app';
import { PRIVILEGES, privilegeFor, type Area, type FunctionType, type Privilege } from '../../src/engine/permissions';
import type { ActionDefinition, EntitySchema } from '../../src/engine/schema';
import { adminWithGrants, call, useServer, type Answer, type GrantedAdmin } from './helpers';
import { VISITOR_CALLS } from '../../src/engine/visitorCalls';
import type { Access, ApiOperation } from '../../server/openapi/operation';
import { FUNCTION_TYPES } from '../../schemas/app';

const API = '/api/v1';
const TOKEN_TTL = 3600;

type Rule = { kind: 'public' } | { kind: 'self' } | { kind: 'guarded'; type: Area; privilege: Privilege };
const PUBLIC: Rule = { kind: 'public' };
const SELF: Rule = { kind: 'self' };
const guarded = (type: Area, privilege: Privilege): Rule => ({ kind: 'guarded', type, privilege });

/** How a route is called: URL parts, what the passing caller sends and the answers that count as passing. */
interface Plan {
  /** Values for the route's :params, in order. */
  params?: (string | number)[];
  query?: string;
  /** JSON body of the passing call. */
  body?: unknown;
  /** Multipart body of the passing call. */
  form?: () => FormData;
  /** The passing caller's token when it needs its own (the call ends its session). */
  token?: string;
  ok: number[];
}

type Admin = GrantedAdmin;

/** Records the declared routes' plans use. */
interface Fixtures {
  nobody: Admin;
  /** A new session of an admin: its access and refresh token. */
  session(userId: number): Promise<{ access_token: string; refresh_token: string }>;
  /** The id of a new session of an admin (as GET user/sessions names it). */
  sessionId(userId: number): Promise<string>;
  /** The number of a new session of an admin (the sessions entity's record id). */
  sessionNumber(userId: number): Promise<number>;
  /** The seeded Administrator permission: not the caller's own. */
  administratorPermission: number;
  /** A permission nobody holds: renamed, its grants replaced, deleted. */
  scratchPermission: number;
  /** An account the moderator calls change (never the caller). */
  scratchUser: number;
  /** A session of an account holding nothing whose password is known: it changes its own. */
  withPassword: { token: string; password: string };
  file: { id: string; name: string };
  /** An account that may change a record holding a file, and so may upload. */
  uploader: GrantedAdmin;
  /** A notification of `nobody`. */
  notification: number;
}

type Declared = { rule: Rule; plan: (f: Fixtures) => Plan | Promise<Plan> };

const pngForm = () => {
  const png = new PNG({ width: 1, height: 1 });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG.sync.write(png))], { type: 'image/png' }), 'matrix.png');
  return form;
};

/**
 * Every /api/v1 route no entity schema owns, with its rule. Keys are
 * "METHOD /path" under /api/v1; parameter names do not matter.
 */
const DECLARED: Record<string, Declared> = {
  // Signing in and asking for an account work without a token; files are read by <img>, which sends none.
  'POST /admin/oauth/token': {
    rule: PUBLIC,
    plan: () => ({ body: { grant_type: 'password', email: 'admin@example.com', password: 'admin' }, ok: [200] }),
  },
  'POST /admin/refresh_tokens': {
    rule: PUBLIC,
    plan: async (f) => ({ body: { refresh_token: (await f.session(f.nobody.id)).refresh_token }, ok: [200] }),
  },
  'POST /register/requests': {
    rule: PUBLIC,
    plan: () => ({
      body: {
        name: 'Matrix visitor',
        email: 'matrix-visitor@example.com',
        organisation: 'Matrix',
        reason: 'Access matrix',
        language_code: 'en',
      },
      ok: [201],
    }),
  },
  'GET /files/:id/:name': { rule: PUBLIC, plan: (f) => ({ params: [f.file.id, f.file.name], ok: [200] }) },
  // The API's own description (server/openapi/).
  'GET /openapi.json': { rule: PUBLIC, plan: () => ({ ok: [200] }) },
  // Any signed-in admin, about themselves.
  // Any session may try; only one that may create or change a record holding a file uploads (files.test.ts).
  'POST /files': { rule: SELF, plan: (f) => ({ form: pngForm, ok: [201], token: f.uploader.token }) },
  'POST /oauth/revoke': {
    rule: SELF,
    plan: async (f) => ({ token: (await f.session(f.nobody.id)).access_token, ok: [200] }),
  },
  'GET /user': { rule: SELF, plan: () => ({ ok: [200] }) },
  // Every signed-in admin; what it answers is limited to the entities each may view (tests/server/search.test.ts).
  'GET /search': { rule: SELF, plan: () => ({ query: 'q=ab', ok: [200] }) },
  // Each admin's own saved views: another's (or a made-up) id is not there. A caller who may not view
  // the list is refused on the route (422).
  'GET /user/views': { rule: SELF, plan: () => ({ ok: [200] }) },
  'POST /user/views': {
    rule: SELF,
    plan: () => ({ body: { route: 'city', name: 'Access matrix' }, ok: [201, 422] }),
  },
  'PUT /user/views/:id': {
    rule: SELF,
    plan: () => ({ params: [2147483647], body: { route: 'city', name: 'Access matrix' }, ok: [404] }),
  },
  'DELETE /user/views/:id': { rule: SELF, plan: () => ({ params: [2147483647], ok: [404] }) },
  'PUT /user/password': {
    rule: SELF,
    plan: (f) => ({
      token: f.withPassword.token,
      body: { current_password: f.withPassword.password, password: 'matrix-changed' },
      ok: [200],
    }),
  },
  'GET /user/profile': { rule: SELF, plan: (f) => ({ query: `ids=${f.nobody.id}`, ok: [200] }) },
  // Two-factor sign-in, about oneself: the passing caller has none on, so a code is refused on its merits.
  'GET /user/two-factor': { rule: SELF, plan: () => ({ ok: [200] }) },
  'POST /user/two-factor/setup': { rule: SELF, plan: () => ({ body: {}, ok: [200] }) },
  'POST /user/two-factor/enable': { rule: SELF, plan: () => ({ body: { code: '000000' }, ok: [422] }) },
  'POST /user/two-factor/disable': { rule: SELF, plan: () => ({ body: { code: '000000' }, ok: [409] }) },
  'POST /user/two-factor/recovery-codes': { rule: SELF, plan: () => ({ body: { code: '000000' }, ok: [409] }) },
  'GET /admin/notifications': { rule: SELF, plan: () => ({ ok: [200] }) },
  'GET /admin/notifications/endpoint': { rule: SELF, plan: () => ({ ok: [200] }) },
  'GET /admin/notifications/unread_number': { rule: SELF, plan: () => ({ ok: [200] }) },
  'PATCH /admin/notifications/mark_all_read': { rule: SELF, plan: () => ({ ok: [200] }) },
  'PATCH /notifications/:id': { rule: SELF, plan: (f) => ({ params: [f.notification], ok: [200] }) },
  // Development calls (not registered in production): the administrator's.
  'POST /admin/dev/notifications': {
    rule: guarded('SETTING_MODERATOR', 'UPDATE'),
    plan: () => ({ body: { notification_type: NOTIFICATION_KINDS.types[0] }, ok: [201] }),
  },
  'POST /admin/dev/broker/restart': {
    rule: guarded('SETTING_MODERATOR', 'UPDATE'),
    plan: () => ({ body: {}, ok: [200] }),
  },
  // Permission administration (the permissions contract). Reading one's own permission is checked apart below.
  'GET /admin/functions': { rule: SELF, plan: () => ({ query: 'paging=100', ok: [200] }) },
  'GET /admin/privileges': { rule: SELF, plan: () => ({ ok: [200] }) },
  'GET /admin/permissions': { rule: guarded('SETTING_MODERATOR', 'VIEW'), plan: () => ({ ok: [200] }) },
  'POST /admin/permissions': {
    rule: guarded('SETTING_MODERATOR', 'CREATE'),
    plan: () => ({ body: { name: 'Matrix created' }, ok: [201] }),
  },
  'PUT /admin/permissions/:id': {
    rule: guarded('SETTING_MODERATOR', 'UPDATE'),
    plan: (f) => ({ params: [f.scratchPermission], body: { name: 'Matrix scratch' }, ok: [200] }),
  },
  'PATCH /admin/permissions/:id': {
    rule: guarded('SETTING_MODERATOR', 'UPDATE'),
    plan: (f) => ({ params: [f.scratchPermission], body: { name: 'Matrix scratch' }, ok: [200] }),
  },
  'DELETE /admin/permissions/:id': {
    rule: guarded('SETTING_MODERATOR', 'DELETE'),
    plan: (f) => ({ params: [f.scratchPermission], ok: [200] }),
  },
  'GET /admin/permissions/:id/detail': {
    rule: guarded('SETTING_MODERATOR', 'VIEW'),
    plan: (f) => ({ params: [f.administratorPermission], ok: [200] }),
  },
  'POST /admin/permissions/:id/detail': {
    rule: guarded('SETTING_MODERATOR', 'UPDATE'),
    plan: (f) => ({ params: [f.scratchPermission], body: { functions: [] }, ok: [200] }),
  },
  'GET /admin/moderators': { rule: guarded('SETTING_MODERATOR', 'VIEW'), plan: () => ({ ok: [200] }) },
  'POST /user/register/manager': {
    rule: guarded('SETTING_MODERATOR', 'CREATE'),
    plan: (f) => ({
      body: {
        name: 'Matrix manager',
        email: 'matrix-manager@example.com',
        password: 'matrix-pass',
        permission_id: f.nobody.permissionId,
      },
      ok: [201],
    }),
  },
  'PATCH /admin/moderators/:id': {
    rule: guarded('SETTING_MODERATOR', 'UPDATE'),
    plan: (f) => ({ params: [f.scratchUser], body: { name: 'Matrix scratch' }, ok: [200] }),
  },
  'PUT /admin/moderators/:id': {
    rule: guarded('SETTING_MODERATOR', 'UPDATE'),
    plan: (f) => ({ params: [f.scratchUser], body: { name: 'Matrix scratch' }, ok: [200] }),
  },
  'PUT /admin/moderators/:id/password': {
    rule: guarded('SETTING_MODERATOR', 'UPDATE'),
    plan: (f) => ({ params: [f.scratchUser], body: { password: 'matrix-reset' }, ok: [200] }),
  },
  // The scratch account has no two-factor: the reset passes the guard and finds nothing to turn off.
  'DELETE /admin/moderators/:id/two-factor': {
    rule: guarded('SETTING_MODERATOR', 'UPDATE'),
    plan: (f) => ({ params: [f.scratchUser], ok: [409] }),
  },
  'GET /admin/permissions/:id/two-factor': {
    rule: guarded('SETTING_MODERATOR', 'VIEW'),
    plan: (f) => ({ params: [f.administratorPermission], ok: [200] }),
  },
  'PUT /admin/permissions/:id/two-factor': {
    rule: guarded('SETTING_MODERATOR', 'UPDATE'),
    plan: (f) => ({ params: [f.scratchPermission], body: { two_factor_required: false }, ok: [200] }),
  },
  // Sessions: one's own (the sessions entity serves an administrator's view of every account's).
  'GET /user/sessions': { rule: SELF, plan: () => ({ ok: [200] }) },
  // Another session of the caller's own account.
  'DELETE /user/sessions/:id': {
    rule: SELF,
    plan: async (f) => ({ params: [await f.sessionId(f.nobody.id)], ok: [200] }),
  },
  // From a session of the scratch account, so the caller's own others stay.
  'POST /user/sessions/end-others': {
    rule: SELF,
    plan: async (f) => ({ token: (await f.session(f.scratchUser)).access_token, body: {}, ok: [200] }),
  },
  'POST /admin/sessions/:id/end': {
    rule: guarded('SETTING_MODERATOR', 'UPDATE'),
    // Of the account holding nothing: the scratch account's sessions end before this runs.
    plan: async (f) => ({ params: [await f.sessionNumber(f.nobody.id)], body: {}, ok: [200] }),
  },
  'POST /admin/moderators/:id/sessions/end': {
    rule: guarded('SETTING_MODERATOR', 'UPDATE'),
    plan: (f) => ({ params: [f.scratchUser], body: {}, ok: [200] }),
  },
};

// ---- classification ---------------------------------------------------------

/** "METHOD /path" with parameter names dropped, so declared and registered routes compare by shape. */
const shape = (key: string) => key.replace(/:[^/]+/g, ':');

/** Variants are served by their base entity's routes. */
const bases = schemas.filter((s) => !s.variant);

/** The paths an entity's routes live under: its path, its own list and detail calls, its scopes. */
const owned = bases.flatMap((schema) =>
  [schema.path, schema.calls?.list, schema.calls?.show, ...schema.scopes.map((s) => s.path)]
    .filter((p): p is string => Boolean(p))
    .map((p) => ({ schema, path: `/${p.replace('{id}', ':id')}` })),
);

const OPERATION = { GET: 'show', POST: 'create', PUT: 'edit', PATCH: 'edit', DELETE: 'delete' } as const;

interface Derived {
  schema: EntitySchema;
  privilege: Privilege;
  action?: ActionDefinition;
  /** The action's bulk call: ids in the body, not the path. */
  bulk?: boolean;
}

/** The entity a route belongs to and the privilege its operation needs; a state action is an update. */
function derive(method: string, path: string): Derived | undefined {
  for (const schema of bases) {
    const action = schema.actions.find(
      (a) =>
        a.transition &&
        shape(`${a.call.split(' ')[0]} /${a.call.split(' ')[1].replace('{id}', ':id')}`) === shape(`${method} ${path}`),
    );
    if (action) return { schema, privilege: 'UPDATE', action };
    // The same action on many records (POST {path}/actions/{name}).
    const bulk = schema.actions.find(
      (a) => a.transition && method === 'POST' && path === `/${schema.path}/actions/${a.name}`,
    );
    if (bulk) return { schema, privilege: 'UPDATE', action: bulk, bulk: true };
  }
  const match = owned
    .filter((o) => path === o.path || path.startsWith(`${o.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  const operation = OPERATION[method as keyof typeof OPERATION];
  if (!match || !operation) return undefined;
  // An extra privilege's records are read only: the guard asks for it alone (VIEW), a write is then refused (405).
  const readOnly = match.schema.permission.includes('.');
  return { schema: match.schema, privilege: readOnly ? 'VIEW' : privilegeFor(operation) };
}

interface Row {
  method: string;
  /** Under /api/v1, as registered. */
  path: string;
  rule: Rule;
  derived?: Derived;
  declared?: Declared;
  /** Its entry in the API document (GET openapi.json). */
  api?: ApiOperation;
}

// ---- the test ---------------------------------------------------------------

describe('access matrix: every /api/v1 route enforces its rule', () => {
  const ctx = useServer({ login: false });
  const rows: Row[] = [];
  const unclassified: string[] = [];
  const unregistered: string[] = [];

  beforeAll(() => {
    const seen = new Set<string>();
    for (const { method, url, api } of ctx.server.routes) {
      if (!url.startsWith(`${API}/`) || method === 'HEAD' || method === 'OPTIONS') continue;
      const path = url.slice(API.length);
      const key = `${method} ${path}`;
      seen.add(shape(key));
      const declaredKey = Object.keys(DECLARED).find((k) => shape(k) === shape(key));
      const derived = declaredKey ? undefined : derive(method, path);
      if (declaredKey)
        rows.push({ method, path, rule: DECLARED[declaredKey].rule, declared: DECLARED[declaredKey], api });
      else if (derived)
        rows.push({ method, path, rule: guarded(derived.schema.permission, derived.privilege), derived, api });
      else unclassified.push(key);
    }
    for (const key of Object.keys(DECLARED)) if (!seen.has(shape(key))) unregistered.push(key);
  });

  it('knows the rule of every route: derived from a schema or declared', () => {
    expect(unclassified, 'routes neither owned by an entity schema nor in DECLARED').toEqual([]);
    expect(unregistered, 'DECLARED routes the server does not register').toEqual([]);
    // The hook saw the secured block, not only the public calls.
    expect(rows.filter((r) => r.derived).length).toBeGreaterThan(bases.length * 5);
  });

  it('is what the API document says of each call: who may make it', () => {
    const documented = (access: Access | undefined): Rule | undefined =>
      access === 'public' ? PUBLIC : access === 'self' ? SELF : access && guarded(access.area, access.privilege);
    const differing = rows
      .filter((row) => JSON.stringify(documented(row.api?.access)) !== JSON.stringify(row.rule))
      .map(
        (row) =>
          `${row.method} ${row.path}: enforced ${JSON.stringify(row.rule)}, documented ${JSON.stringify(row.api?.access)}`,
      );
    expect(differing).toEqual([]);
  });

  it('serves signed out every call the data provider sends without a session', () => {
    expect(VISITOR_CALLS.length).toBeGreaterThan(0);
    for (const call of VISITOR_CALLS) expect(DECLARED[call]?.rule, call).toBe(PUBLIC);
  });

  it('answers 401 / 403 / its answer to each caller, on both sides of every guard', { timeout: 180_000 }, async () => {
    const { server } = ctx;
    const db = server.db;
    const makeAdmin = (label: string, grants: Partial<Record<FunctionType, readonly Privilege[]>>) =>
      adminWithGrants(db, label, grants);

    // The callers each rule needs, made once per function type / privilege.
    const nobody = await makeAdmin('nothing', {});
    const exact = new Map<string, Admin>();
    const lacking = new Map<string, Admin>();
    const others = new Map<Area, Admin>();
    for (const row of rows) {
      if (row.rule.kind !== 'guarded') continue;
      const { type: area, privilege } = row.rule;
      const pair = `${area} ${privilege}`;
      // An area of an extra privilege (`TYPE.EXTRA`): its records are viewed by holding the extra.
      const [type, extra] = area.split('.') as [FunctionType, Privilege | undefined];
      // CREATE, UPDATE and DELETE mean nothing without VIEW.
      if (!exact.has(pair))
        exact.set(
          pair,
          await makeAdmin(`${pair} exactly`, {
            [type]: [...new Set<Privilege>(['VIEW', privilege, ...(extra ? [extra] : [])])],
          }),
        );
      if (!lacking.has(pair))
        lacking.set(
          pair,
          await makeAdmin(`${area} without ${privilege}`, {
            [type]: extra ? PRIVILEGES : PRIVILEGES.filter((p) => p !== privilege),
          }),
        );
      if (!others.has(area)) {
        others.set(
          area,
          await makeAdmin(
            `all but ${area}`,
            Object.fromEntries(FUNCTION_TYPES.filter((t) => t !== type).map((t) => [t, PRIVILEGES])),
          ),
        );
      }
    }
    const all = await makeAdmin('everything', Object.fromEntries(FUNCTION_TYPES.map((t) => [t, PRIVILEGES])));

    // Real records: one per entity from its list, picked before anything changes.
    const picked = new Map<EntitySchema, Record<string, unknown> | undefined>();
    for (const schema of bases) {
      const list = await call(server, 'GET', `${API}/${schema.path}?paging=1`, { token: all.token });
      picked.set(schema, list.body?.data?.[0]);
    }
    const { id: scratchPermission } = await db
      .insertInto('permissions')
      .values({ name: 'Matrix scratch' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: scratchUser } = await db
      .insertInto('admin_users')
      .values({
        email: 'matrix-scratch@example.test',
        name: 'Matrix scratch',
        password_hash: 'none',
        permission_id: nobody.permissionId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const withPassword = { email: 'matrix-password@example.test', password: 'matrix-password' };
    const { id: withPasswordId } = await db
      .insertInto('admin_users')
      .values({
        email: withPassword.email,
        name: 'Matrix password',
        password_hash: await hashPassword(withPassword.password),
        permission_id: nobody.permissionId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const file = await db.selectFrom('files').select(['id', 'name']).orderBy('created_at').executeTakeFirstOrThrow();
    const { id: notification } = await db
      .insertInto('notifications')
      .values({ receiver_id: nobody.id, notification_type: NOTIFICATION_KINDS.types[0] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const administrator = await db
      .selectFrom('admin_users')
      .select('permission_id')
      .where('email', '=', 'admin@example.com')
      .executeTakeFirstOrThrow();
    const uploader = await makeAdmin('uploads', { BANNERS: ['VIEW', 'UPDATE'] });
    const fixtures: Fixtures = {
      nobody,
      uploader,
      session: (userId) => issueTokens(db, userId, TOKEN_TTL),
      sessionId: async (userId) => {
        const { access_token } = await issueTokens(db, userId, TOKEN_TTL);
        const row = await db
          .selectFrom('auth_tokens')
          .select('pair_id')
          .where('token_hash', '=', hashToken(access_token))
          .executeTakeFirstOrThrow();
        return String(row.pair_id);
      },
      sessionNumber: async (userId) => {
        const { access_token } = await issueTokens(db, userId, TOKEN_TTL);
        const row = await db
          .selectFrom('auth_tokens as t')
          .innerJoin('admin_sessions as s', 's.id', 't.pair_id')
          .select('s.number')
          .where('t.token_hash', '=', hashToken(access_token))
          .executeTakeFirstOrThrow();
        return Number(row.number);
      },
      administratorPermission: Number(administrator.permission_id),
      scratchPermission: Number(scratchPermission),
      scratchUser: Number(scratchUser),
      withPassword: {
        token: (await issueTokens(db, Number(withPasswordId), TOKEN_TTL)).access_token,
        password: withPassword.password,
      },
      file: { id: String(file.id), name: String(file.name) },
      notification: Number(notification),
    };

    /** How an entity's route is called by the caller that passes. */
    const schemaPlan = (row: Row, { schema, action }: Derived): Plan => {
      const record = picked.get(schema);
      // No seeded record: the guard is still passed, the record is missing.
      const params = row.path.includes(':') ? [record ? Number(record.id) : 2147483647] : [];
      const found = (status: number) => (params.length && !record ? [404] : [status]);
      if (row.method === 'GET')
        return { params, query: row.path.endsWith('/stats') ? 'per=day' : undefined, ok: found(200) };
      if (action) return { params, ok: [200] };
      switch (row.method) {
        case 'POST':
          // A copy of a real record goes through validation and the insert: 201, or 409/422 where it repeats a
          // unique value or misses a write-only field. Weaker than 201, but never a 5xx.
          return schema.views.create
            ? { params, body: record ?? {}, ok: [201, 409, 422] }
            : { params, body: {}, ok: [405] };
        case 'PUT':
        case 'PATCH':
          // A bulk edit (no id in the path): the record's own value of a bulk-editable field, written back.
          if (!params.length) {
            const [field] = Object.keys(schema.fields).filter((name) => schema.fields[name].bulkEdit);
            return { body: { ids: [Number(record?.id ?? 1)], data: { [field]: record?.[field] ?? null } }, ok: [200] };
          }
          // An empty update changes nothing but updated_at.
          return schema.views.edit ? { params, body: {}, ok: found(200) } : { params, body: {}, ok: [405] };
        case 'DELETE':
          // A record still referenced stays (409): the guard and the usage count ran.
          return schema.deletable ? { params, ok: record ? [200, 409] : [404] } : { params, ok: [405] };
        default:
          return { params, ok: [200] };
      }
    };

    /** A record in a state the action accepts, found right before the call; without one the action is refused (409). */
    const actionPlan = async ({ schema, action, bulk }: Derived): Promise<Plan> => {
      const { field = 'status', from } = action!.transition!;
      // A bulk call passes whatever it finds: records not in a state the action leaves are reported.
      if (bulk) return { body: { ids: [Number(picked.get(schema)?.id ?? 1)], reason: 'Access matrix' }, ok: [200] };
      for (const state of from) {
        const list = await call(server, 'GET', `${API}/${schema.path}?${field}=${encodeURIComponent(state)}&paging=1`, {
          token: all.token,
        });
        const record = list.body?.data?.[0];
        if (record) return { params: [record.id], body: action!.reason ? { reason: 'Access matrix' } : {}, ok: [200] };
      }
      return {
        params: [Number(picked.get(schema)?.id ?? 2147483647)],
        body: { reason: 'Access matrix' },
        ok: [404, 409],
      };
    };

    const plans = new Map<Row, Plan>();
    for (const row of rows)
      plans.set(row, row.declared ? await row.declared.plan(fixtures) : schemaPlan(row, row.derived!));

    const urlOf = (row: Row, plan: Plan) => {
      const values = [...(plan.params ?? [])];
      const path = row.path.replace(/:[^/]+/g, () => encodeURIComponent(String(values.shift())));
      return `${API}${path}${plan.query ? `?${plan.query}` : ''}`;
    };

    const failures: string[] = [];
    let calls = 0;

    const send = async (
      row: Row,
      plan: Plan,
      caller: string,
      token: string | undefined,
      ok: number[],
      passing: boolean,
    ): Promise<Answer> => {
      calls++;
      const url = urlOf(row, plan);
      let answer: Answer;
      if (passing && plan.form) {
        const response = await fetch(server.url + url, {
          method: row.method,
          headers: { authorization: `Bearer ${token}` },
          body: plan.form(),
        });
        answer = { status: response.status, body: await response.json().catch(() => null), headers: response.headers };
      } else {
        // Refused callers send an empty body: they must be stopped before it is read.
        const body = row.method === 'GET' ? undefined : passing ? plan.body : {};
        answer = await call(server, row.method, url, { token, body });
      }
      if (!ok.includes(answer.status)) {
        const message = typeof answer.body?.message === 'string' ? ` ${answer.body.message.slice(0, 120)}` : '';
        failures.push(`${row.method} ${url} as ${caller}: ${answer.status}, expected ${ok.join('|')}${message}`);
      }
      return answer;
    };

    /** Runs at most `size` at once (reads only: writes go one by one). */
    const inParallel = async <T>(items: T[], size: number, work: (item: T) => Promise<unknown>) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: size }, async () => {
          while (next < items.length) await work(items[next++]);
        }),
      );
    };

    // 1. Refused callers, on every route.
    await inParallel(rows, 6, async (row) => {
      const plan = plans.get(row)!;
      if (row.rule.kind === 'public') return;
      await send(row, plan, 'anonymous', undefined, [401], false);
      if (row.rule.kind === 'self') return;
      const { type, privilege } = row.rule;
      await send(row, plan, 'nothing', nobody.token, [403], false);
      await send(row, plan, `every type but ${type}`, others.get(type)!.token, [403], false);
      await send(row, plan, `${type} without ${privilege}`, lacking.get(`${type} ${privilege}`)!.token, [403], false);
    });

    // 2. The passing caller: reads at once, then writes one by one, deletes last (they remove what the others use).
    const passer = (row: Row, plan: Plan) => {
      if (plan.token) return { caller: 'own session', token: plan.token };
      if (row.rule.kind === 'public') return { caller: 'anonymous', token: undefined };
      if (row.rule.kind === 'self') return { caller: 'nothing', token: nobody.token };
      const pair = `${row.rule.type} ${row.rule.privilege}`;
      return { caller: `exactly ${pair}`, token: exact.get(pair)!.token };
    };
    const pass = async (row: Row) => {
      const plan = row.derived?.action ? await actionPlan(row.derived) : plans.get(row)!;
      const { caller, token } = passer(row, plan);
      await send(row, plan, caller, token, plan.ok, true);
    };
    await inParallel(
      rows.filter((r) => r.method === 'GET'),
      6,
      pass,
    );
    for (const row of rows.filter((r) => r.method !== 'GET' && r.method !== 'DELETE')) await pass(row);
    for (const row of rows.filter((r) => r.method === 'DELETE')) await pass(row);

    expect(failures, `${failures.length} of ${calls} calls answered wrongly`).toEqual([]);
  });

  it('lets an admin read their own permission without SETTING_MODERATOR', async () => {
    const db = ctx.server.db;
    const { id: permissionId } = await db
      .insertInto('permissions')
      .values({ name: 'Matrix own' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('admin_users')
      .values({
        email: 'matrix-own@example.test',
        name: 'Matrix own',
        password_hash: 'none',
        permission_id: permissionId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { access_token } = await issueTokens(db, Number(id), TOKEN_TTL);
    expect(
      (await call(ctx.server, 'GET', `${API}/admin/permissions/${permissionId}/detail`, { token: access_token }))
        .status,
    ).toBe(200);
    expect(
      (
        await call(ctx.server, 'GET', `${API}/admin/permissions/${Number(permissionId) + 100_000}/detail`, {
          token: access_token,
        })
      ).status,
    ).toBe(403);
  });
});
