import { brotliCompressSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import { migrate } from '../../server/migrate';
import { DEMO_DATA } from '../../demo/data';
import { backend, call, createStore, login, NEW_STORE_TEST, startServer, useServer, type TestServer } from './helpers';

const INDEX_HTML = '<!doctype html><html><body><div id="root">marketplace test page</div></body></html>';
/** A built script with the compressed twins the build writes beside it. */
const BIG_SCRIPT = `console.log(${JSON.stringify('a long line of the app '.repeat(200))});`;

async function counts(server: TestServer) {
  const out: Record<string, number> = {};
  // The sessions are not seeded: every login adds one.
  const seeded = schemas.filter((s) => s.name !== 'sessions').map((s) => s.table);
  for (const table of ['admin_users', 'permissions', 'permission_functions', ...seeded]) {
    const row = await server.db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

describe(`application shell (${backend})`, () => {
  const ctx = useServer({
    env: { PUBLIC_API_URL: 'https://api.example.com', PUBLIC_BROKER_URL: 'wss://broker.example.com/ws' },
    staticFiles: {
      'index.html': INDEX_HTML,
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"/>',
      'assets/app-abc123.js': 'console.log("app");',
      'assets/big-abc123.js': BIG_SCRIPT,
      'assets/big-abc123.js.br': brotliCompressSync(BIG_SCRIPT),
      'assets/big-abc123.js.gz': gzipSync(BIG_SCRIPT),
    },
    login: false,
  });

  it('reports health after checking the database', async () => {
    const answer = await call(ctx.server, 'GET', '/healthz');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });

  it('serves /config.json without auth and without caching', async () => {
    const answer = await call(ctx.server, 'GET', '/config.json');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      apiUrl: 'https://api.example.com',
      brokerUrl: 'wss://broker.example.com/ws',
      // The upload rules, which the browser checks a file by before sending it (UPLOAD_MAX_*_BYTES).
      uploads: {
        image: {
          maxBytes: 5 * 1024 * 1024,
          types: ['image/jpeg', 'image/png', 'image/apng', 'image/webp', 'image/gif'],
        },
        document: { maxBytes: 10 * 1024 * 1024, types: ['application/pdf'] },
      },
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('serves built files and index.html for every deep link', async () => {
    const asset = await call(ctx.server, 'GET', '/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.body).toBe('console.log("app");');
    for (const url of ['/', '/city/3', '/ja/city/create', '/vi/currencies/12/show?x=1']) {
      const page = await call(ctx.server, 'GET', url, { headers: { accept: 'text/html' } });
      expect(page.status, url).toBe(200);
      expect(page.headers.get('content-type'), url).toMatch(/^text\/html/);
      expect(page.body, url).toBe(INDEX_HTML);
    }
    // A missing script stays a 404 so a stale chunk is noticed.
    expect((await call(ctx.server, 'GET', '/assets/gone-123.js', { headers: { accept: '*/*' } })).status).toBe(404);
  });

  it("sends the icon's classic address to the built icon", async () => {
    const moved = await fetch(`${ctx.server.url}/favicon.ico`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/favicon.svg');
    const icon = await call(ctx.server, 'GET', '/favicon.ico', { headers: { accept: 'image/*' } });
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it("sends a built file's compressed twin to a browser that accepts it, the file itself to others", async () => {
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const answer = await call(ctx.server, 'GET', '/assets/big-abc123.js', {
        headers: { accept: '*/*', 'accept-encoding': accepted },
      });
      expect(answer.status, accepted).toBe(200);
      expect(answer.headers.get('content-encoding'), accepted).toBe(encoding);
      expect(answer.headers.get('content-type'), accepted).toMatch(/^text\/javascript|^application\/javascript/);
      expect(answer.headers.get('vary'), accepted).toMatch(/accept-encoding/i);
      expect(answer.headers.get('cache-control'), accepted).toBe('public, max-age=31536000, immutable');
      // fetch undoes the encoding: the same script whichever way it came.
      expect(answer.body, accepted).toBe(BIG_SCRIPT);
    }
  });

  it('answers unknown /api paths and wrong methods with JSON, never the page', async () => {
    for (const [method, url] of [
      ['GET', '/api'],
      ['GET', '/api/v2/cities'],
      ['POST', '/api/nothing'],
      ['PATCH', '/api/v1/cities'],
    ] as const) {
      const answer = await call(ctx.server, method, url, { headers: { accept: 'text/html' } });
      expect(answer.status, url).toBe(404);
      expect(answer.headers.get('content-type'), url).toMatch(/^application\/json/);
      expect(typeof answer.body.message).toBe('string');
    }
  });

  it('turns unexpected failures into a bare 500', async () => {
    const { access_token } = await login(ctx.server);
    await sql`ALTER TABLE currencies RENAME TO currencies_away`.execute(ctx.server.db);
    try {
      const answer = await call(ctx.server, 'GET', '/api/v1/currencies', { token: access_token });
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ message: 'Internal server error' });
    } finally {
      await sql`ALTER TABLE currencies_away RENAME TO currencies`.execute(ctx.server.db);
    }
    expect((await call(ctx.server, 'GET', '/api/v1/currencies', { token: access_token })).status).toBe(200);
  });

  it('runs migrations again without harm', async () => {
    const before = await counts(ctx.server);
    await migrate(ctx.server.db);
    await migrate(ctx.server.db);
    expect(await counts(ctx.server)).toEqual(before);
    const { access_token } = await login(ctx.server);
    expect((await call(ctx.server, 'GET', '/api/v1/cities', { token: access_token })).status).toBe(200);
  });

  it('seeds once: a restart on the same data keeps the records and the logins', async () => {
    const before = await counts(ctx.server);
    // Administrator, moderator, content editor, housing desk and a deactivated moderator; four permissions.
    expect(before.admin_users).toBe(5);
    expect(before.permissions).toBe(4);
    expect(before.countries).toBe(DEMO_DATA.countries.length);
    expect(before.cities).toBe(DEMO_DATA.cities.length);
    expect(before.currencies).toBe(DEMO_DATA.currencies.length);
    expect(DEMO_DATA.countries.length).toBeGreaterThanOrEqual(25);
    expect(DEMO_DATA.cities.length).toBeGreaterThanOrEqual(30);
    expect(DEMO_DATA.currencies.length).toBeGreaterThanOrEqual(20);

    const { access_token } = await login(ctx.server);
    await ctx.server.close();
    ctx.server = await startServer(ctx.store.config({ STATIC_DIR: ctx.staticDir }));
    expect(await counts(ctx.server)).toEqual(before);
    // Tokens live in the database, so a session survives the restart.
    expect((await call(ctx.server, 'GET', '/api/v1/user', { token: access_token })).status).toBe(200);
  });

  it('seeds cities with resolved countries and three languages', async () => {
    const { access_token } = await login(ctx.server);
    const tokyo = (await call(ctx.server, 'GET', '/api/v1/cities?q=Tokyo', { token: access_token })).body.data[0];
    expect(tokyo.names).toEqual(
      expect.arrayContaining([
        { language_code: 'en', name: 'Tokyo' },
        { language_code: 'ja', name: '東京' },
        { language_code: 'vi', name: 'Tokyo' },
      ]),
    );
    const japan = (await call(ctx.server, 'GET', `/api/v1/countries/${tokyo.country_id}`, { token: access_token })).body
      .data;
    expect(japan.code).toBe('JP');
  });
});

describe(`seeding switch (${backend})`, () => {
  it('creates no accounts when SEED_DEMO=0', NEW_STORE_TEST, async () => {
    const store = await createStore();
    const server = await startServer(store.config({ SEED_DEMO: '0' }));
    try {
      expect(await counts(server)).toMatchObject({ admin_users: 0, permissions: 0, countries: 0 });
      const answer = await call(server, 'POST', '/api/v1/admin/oauth/token', {
        body: { grant_type: 'password', email: 'admin@example.com', password: 'admin' },
      });
      expect(answer.status).toBe(401);
    } finally {
      await server.close();
      await store.dispose();
    }
  });

  it(
    'a store without demo data still holds every system setting; a later start adds one it lacks and keeps the values set meanwhile',
    NEW_STORE_TEST,
    async () => {
      const store = await createStore();
      const settingsOf = async (server: TestServer) =>
        new Map(
          (
            await server.db
              .selectFrom('system_settings')
              .select(['key', 'value', 'value_type', 'min_value', 'max_value'])
              .execute()
          ).map((row) => [row.key as string, row]),
        );
      let server = await startServer(store.config({ SEED_DEMO: '0' }));
      try {
        const first = await settingsOf(server);
        expect(first.size).toBeGreaterThan(30);
        expect(first.get('payment.tax_rate_percent')).toMatchObject({
          value: '10',
          value_type: 'number',
          min_value: 0,
          max_value: 100,
        });
        expect(first.get('site.name')).toMatchObject({ value_type: 'text', min_value: null, max_value: null });
        // An operator's value, and a setting gone (as in a store made before it existed).
        await server.db
          .updateTable('system_settings')
          .set({ value: '8' })
          .where('key', '=', 'payment.tax_rate_percent')
          .execute();
        await server.db.deleteFrom('system_settings').where('key', '=', 'site.name').execute();
        await server.close();

        server = await startServer(store.config({ SEED_DEMO: '0' }));
        const again = await settingsOf(server);
        expect(again.size).toBe(first.size);
        expect(again.get('payment.tax_rate_percent')?.value).toBe('8');
        expect(again.get('site.name')).toEqual(first.get('site.name'));
      } finally {
        await server.close();
        await store.dispose();
      }
    },
  );
});
