import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { forgetSessions } from '../../server/auth';
import { DEMO_DATA } from '../../demo/data';
import { SYSTEM_SETTINGS } from '../../schemas/settings/system-settings.rows';
import { backend, call, useServer } from './helpers';

const en = (record: { names: { language_code: string; name: string }[] }) =>
  record.names.find((n) => n.language_code === 'en')?.name;
const names = (enName: string, ja?: string) => [
  { language_code: 'en', name: enName },
  ...(ja ? [{ language_code: 'ja', name: ja }] : []),
];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe(`generic CRUD (${backend})`, () => {
  const ctx = useServer({ moderator: true });
  const get = (url: string, headers?: Record<string, string>) =>
    call(ctx.server, 'GET', url, { token: ctx.token, headers });

  describe('list', () => {
    it('pages the default sort with a meta block', async () => {
      const all = await get('/api/v1/countries?paging=1000');
      expect(all.status).toBe(200);
      const total = DEMO_DATA.countries.length;
      expect(all.body.meta).toEqual({ page: 1, paging: 1000, total, total_pages: 1 });
      const codes = all.body.data.map((c: { code: string }) => c.code);
      expect(codes).toEqual([...codes].sort());
      expect(codes).toHaveLength(total);

      const page2 = await get('/api/v1/countries?page=2&paging=5');
      expect(page2.body.meta).toEqual({
        page: 2,
        paging: 5,
        total,
        total_pages: Math.ceil(total / 5),
        // The pages beside it, to be read from where this one ends (docs/API.md).
        next_cursor: expect.any(String),
        previous_cursor: expect.any(String),
      });
      expect(page2.body.data.map((c: { code: string }) => c.code)).toEqual(codes.slice(5, 10));

      // A page without paging gets 20; a lookup asked without page or paging answers every record.
      const defaults = await get('/api/v1/currencies?page=1');
      expect(defaults.body.meta.paging).toBe(20);
      expect(defaults.body.meta.page).toBe(1);
      expect(defaults.body.data).toHaveLength(20);
      const whole = await get('/api/v1/currencies');
      expect(whole.body.data).toHaveLength(DEMO_DATA.currencies.length);
      expect(whole.body.meta).toEqual({
        page: 1,
        paging: DEMO_DATA.currencies.length,
        total: DEMO_DATA.currencies.length,
        total_pages: 1,
      });
      const notLookup = await get('/api/v1/admin/settings');
      expect(notLookup.body.data).toHaveLength(20);
      expect(notLookup.body.meta.total).toBe(SYSTEM_SETTINGS.length);
      const beyond = await get('/api/v1/currencies?page=99');
      expect(beyond.body.data).toEqual([]);
      expect(beyond.body.meta.total).toBe(DEMO_DATA.currencies.length);
    });

    it('gives JSON-friendly values', async () => {
      const { body } = await get('/api/v1/cities?paging=1');
      const city = body.data[0];
      expect(city.id).toEqual(expect.any(Number));
      expect(city.country_id).toEqual(expect.any(Number));
      expect(city.sort_order).toEqual(expect.any(Number));
      expect(city.active).toBe(true);
      expect(city.created_at).toMatch(ISO);
      expect(Array.isArray(city.names)).toBe(true);
    });

    it('sorts descending and by any field, with id as tie-breaker', async () => {
      const desc = await get('/api/v1/countries?sort=-code&paging=3');
      const codes = desc.body.data.map((c: { code: string }) => c.code);
      expect(codes).toEqual([...codes].sort().reverse());
      const byActive = await get('/api/v1/countries?sort=active&paging=1000');
      const ids = byActive.body.data.map((c: { id: number }) => c.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    });

    it('refuses an unknown sort field and bad paging', async () => {
      for (const query of [
        'sort=password_hash',
        'sort=-nope',
        'page=abc',
        'paging=x',
        'page=0',
        'paging=-1',
        'ids=1,x',
      ]) {
        const answer = await get(`/api/v1/cities?${query}`);
        expect(answer.status, query).toBe(400);
        expect(typeof answer.body.message).toBe('string');
      }
      expect((await get('/api/v1/cities?paging=5000')).body.meta.paging).toBe(1000);
    });

    it("filters with each kind's semantics", async () => {
      const jp = (await get('/api/v1/countries?code=jp')).body.data;
      expect(jp.map((c: { code: string }) => c.code)).toEqual(['JP']);
      const cities = await get(`/api/v1/cities?country_id=${jp[0].id}&paging=100`);
      expect(cities.body.meta.total).toBe(
        DEMO_DATA.cities.filter((c) => (c.country_id as { $lookup: { code: string } }).$lookup.code === 'JP').length,
      );
      expect(cities.body.data.every((c: { country_id: number }) => c.country_id === jp[0].id)).toBe(true);
      expect((await get('/api/v1/countries?active=false')).body.meta.total).toBe(0);
      expect((await get('/api/v1/countries?active=true')).body.meta.total).toBe(DEMO_DATA.countries.length);
      expect((await get('/api/v1/cities?active=maybe')).status).toBe(400);
      expect((await get('/api/v1/cities?country_id=abc')).status).toBe(400);
      const byName = await get('/api/v1/countries?names=ベトナム');
      expect(byName.body.data.map((c: { code: string }) => c.code)).toEqual(['VN']);
    });

    it('searches text and translated names with q, without wildcards', async () => {
      const tokyo = await get('/api/v1/cities?q=TOK');
      expect(tokyo.body.data.map(en)).toEqual(['Tokyo']);
      const hanoi = await get(`/api/v1/cities?q=${encodeURIComponent('ハノイ')}`);
      expect(hanoi.body.data.map(en)).toEqual(['Hanoi']);
      const byCode = await get('/api/v1/currencies?q=jpy');
      expect(byCode.body.data.map((c: { code: string }) => c.code)).toEqual(['JPY']);
      expect((await get('/api/v1/cities?q=%25')).body.meta.total).toBe(0);
      expect((await get('/api/v1/cities?q=_')).body.meta.total).toBe(0);
      // Keys of the stored JSON are not content.
      expect((await get('/api/v1/cities?q=language_code')).body.meta.total).toBe(0);
    });

    it('returns exactly the asked ids', async () => {
      const answer = await get('/api/v1/currencies?ids=3,1,2');
      expect(answer.body.data.map((c: { id: number }) => c.id).sort()).toEqual([1, 2, 3]);
      expect(answer.body.meta.total).toBe(3);
    });

    it('answers only the asked fields, the id always, in the table order; refuses an unknown one', async () => {
      const whole = await get('/api/v1/admin/jobs?page=1&paging=5&sort=-created_at&status=active');
      expect(whole.status).toBe(200);
      expect(Object.keys(whole.body.data[0])).toEqual(
        expect.arrayContaining(['description', 'requirements', 'version', 'updated_at']),
      );
      const listed = await get(
        '/api/v1/admin/jobs?page=1&paging=5&sort=-created_at&status=active&fields=created_at,status,title',
      );
      expect(listed.status).toBe(200);
      // The same records, page and total, with only those fields.
      expect(listed.body.meta).toEqual(whole.body.meta);
      expect(listed.body.data.map((row: Record<string, unknown>) => Object.keys(row))).toEqual(
        whole.body.data.map(() => ['id', 'title', 'status', 'created_at']),
      );
      expect(listed.body.data).toEqual(
        whole.body.data.map(({ id, title, status, created_at }: Record<string, unknown>) => ({
          id,
          title,
          status,
          created_at,
        })),
      );
      // A lookup answered whole honours them too.
      const codes = await get('/api/v1/currencies?fields=code');
      expect(codes.body.data.length).toBeGreaterThan(1);
      expect(new Set(codes.body.data.map((row: Record<string, unknown>) => Object.keys(row).join()))).toEqual(
        new Set(['id,code']),
      );
      for (const bad of ['fields=title,password_hash', 'fields=title&fields=status', 'fields=,', 'fields=TITLE']) {
        const refused = await get(`/api/v1/admin/jobs?${bad}`);
        expect(refused.status, bad).toBe(400);
        expect(refused.body.message, bad).toBe('Invalid query parameter: fields');
      }
      // Long values: a name said many times is one column; a long unknown name is refused like a short one.
      const repeated = await get(`/api/v1/admin/jobs?page=1&paging=5&fields=${'title,'.repeat(2000)}status`);
      expect(repeated.status).toBe(200);
      expect(Object.keys(repeated.body.data[0])).toEqual(['id', 'title', 'status']);
      const long = await get(`/api/v1/admin/jobs?fields=${'x'.repeat(10_000)}`);
      expect(long.status).toBe(400);
      expect(long.body.message).toBe('Invalid query parameter: fields');
    });

    it('sorts translated names in the asked language, falling back to English', async () => {
      const country = await call(ctx.server, 'POST', '/api/v1/countries', {
        token: ctx.token,
        body: { code: 'XA', names: names('Testland') },
      });
      expect(country.status).toBe(201);
      const id = country.body.data.id;
      for (const [enName, ja] of [
        ['Alpha', 'う'],
        ['Charlie', 'あ'],
        ['Bravo', 'い'],
        ['Delta', undefined],
      ] as const) {
        const created = await call(ctx.server, 'POST', '/api/v1/cities', {
          token: ctx.token,
          body: { names: names(enName, ja), country_id: id },
        });
        expect(created.status).toBe(201);
      }
      const inEnglish = await get(`/api/v1/cities?country_id=${id}&sort=names`);
      expect(inEnglish.body.data.map(en)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
      const inJapanese = await get(`/api/v1/cities?country_id=${id}&sort=names&language=ja`);
      expect(inJapanese.body.data.map(en)).toEqual(['Delta', 'Charlie', 'Bravo', 'Alpha']);
      const descending = await get(`/api/v1/cities?country_id=${id}&sort=-names&language=ja`);
      expect(descending.body.data.map(en)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    });

    it('answers an address asked again from the records as they are now, and refuses a bad one each time', async () => {
      // The server keeps the statement of an address it has seen (server/crud.ts), never its answer.
      const create = (path: string, body: object) =>
        call(ctx.server, 'POST', `/api/v1/${path}`, { token: ctx.token, body });
      const [one, two] = [
        (await create('countries', { code: 'XP', names: names('Planland') })).body.data.id,
        (await create('countries', { code: 'XQ', names: names('Otherland') })).body.data.id,
      ];
      const address = (country: number, page = 1) =>
        `/api/v1/cities?country_id=${country}&sort=-created_at&page=${page}&paging=1`;
      expect((await get(address(one))).body).toMatchObject({ data: [], meta: { total: 0 } });
      expect((await create('cities', { names: names('First'), country_id: one })).status).toBe(201);
      expect((await create('cities', { names: names('Second'), country_id: one })).status).toBe(201);
      expect((await create('cities', { names: names('Elsewhere'), country_id: two })).status).toBe(201);
      const again = await get(address(one));
      expect(again.body.data.map(en)).toEqual(['Second']);
      expect(again.body.meta).toEqual({
        page: 1,
        paging: 1,
        total: 2,
        total_pages: 2,
        next_cursor: expect.any(String),
      });
      expect((await get(address(one, 2))).body.data.map(en)).toEqual(['First']);
      expect((await get(address(two))).body.data.map(en)).toEqual(['Elsewhere']);
      expect((await get(address(one))).body.data.map(en)).toEqual(['Second']);

      // A scope answers the same parameters with its own condition, not with its entity's kept plan.
      const everyUsage = await get('/api/v1/homes/categories?page=1&paging=100');
      const forSale = await get('/api/v1/homes/sale/categories?page=1&paging=100');
      expect(forSale.body.meta.total).toBeLessThan(everyUsage.body.meta.total);
      expect(forSale.body.data.every((c: { usage: string }) => c.usage !== 'rent')).toBe(true);

      for (const [language, message] of [
        ['en', 'Invalid query parameter: sort'],
        ['ja', 'クエリパラメータが不正です: sort'],
        ['en', 'Invalid query parameter: sort'],
      ]) {
        const refused = await get('/api/v1/cities?sort=nope', { 'accept-language': language });
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(message);
      }
    });
  });

  describe('record rules', () => {
    it("a setting's value must read as its value type, taken from the stored record", async () => {
      const { body } = await get('/api/v1/admin/settings?paging=1000');
      const ofType = (type: string) => body.data.find((s: { value_type: string }) => s.value_type === type);
      const put = (setting: { id: number }, value: string) =>
        call(ctx.server, 'PUT', `/api/v1/admin/settings/${setting.id}`, {
          token: ctx.token,
          body: { value, value_type: 'text' },
        });
      for (const [type, bad, good] of [
        ['number', 'abc', '12.5'],
        ['integer', '12.5', '12'],
        ['boolean', 'yes', 'false'],
        ['email', 'not-an-address', 'ops@example.com'],
        ['url', 'example.com', 'https://example.com'],
        ['language', 'fr', 'vi'],
      ]) {
        const setting = ofType(type);
        expect(setting, type).toBeTruthy();
        const refused = await put(setting, bad);
        expect(refused.status, type).toBe(422);
        expect(Object.keys(refused.body.errors), type).toEqual(['value']);
        const saved = await put(setting, good);
        expect(saved.status, type).toBe(200);
        // The type is read-only: the body's value_type changed nothing.
        expect(saved.body.data).toMatchObject({ value: good, value_type: type });
      }
      expect(
        (
          await call(ctx.server, 'POST', '/api/v1/admin/settings', {
            token: ctx.token,
            body: { key: 'x.y', value: '1' },
          })
        ).status,
      ).toBe(405);
    });

    it("a number setting stays within the setting's stored bounds, which the body cannot change; the refusal says which bound, in the caller's language", async () => {
      const { body } = await get('/api/v1/admin/settings?paging=1000');
      const named = (key: string) => body.data.find((s: { key: string }) => s.key === key);
      const tax = named('payment.tax_rate_percent');
      const upload = named('upload.max_size_mb');
      expect(tax).toMatchObject({ value_type: 'number', min_value: 0, max_value: 100 });
      expect(upload).toMatchObject({ value_type: 'integer', min_value: 1, max_value: 1024 });
      const put = (setting: { id: number }, value: string, language = 'en', extra: Record<string, unknown> = {}) =>
        call(ctx.server, 'PUT', `/api/v1/admin/settings/${setting.id}`, {
          token: ctx.token,
          body: { value, ...extra },
          headers: { 'accept-language': language },
        });

      const over = await put(tax, '150', 'en', { max_value: 1000 });
      expect(over.status).toBe(422);
      expect(over.body.errors).toEqual({ value: 'Must be 100 or less' });
      const under = await put(tax, '-1', 'ja');
      expect(under.status).toBe(422);
      expect(under.body.errors).toEqual({ value: '0 以上で入力してください' });
      expect((await put(upload, '0', 'vi')).status).toBe(422);
      expect((await put(upload, '2048')).status).toBe(422);

      const saved = await put(tax, '8.5', 'en', { min_value: 50, max_value: 60 });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({ value: '8.5', min_value: 0, max_value: 100 });
      expect((await put(upload, '1024')).status).toBe(200);
      // A bound on one side only: a fee of at least 0, with no most.
      expect((await put(named('job.application_fee'), '-5')).status).toBe(422);
      expect((await put(named('job.application_fee'), '1000000')).status).toBe(200);
    });

    it('a time zone setting takes the names of time zones only', async () => {
      const { body } = await get('/api/v1/admin/settings?paging=1000');
      const zone = body.data.find((s: { key: string }) => s.key === 'site.timezone');
      expect(zone).toMatchObject({ value_type: 'timezone', value: 'Asia/Tokyo' });
      const put = (value: string, language = 'en') =>
        call(ctx.server, 'PUT', `/api/v1/admin/settings/${zone.id}`, {
          token: ctx.token,
          body: { value },
          headers: { 'accept-language': language },
        });
      for (const [bad, language, message] of [
        ['Mars/Olympus', 'en', 'Must be a time zone name, e.g. Asia/Tokyo or UTC'],
        ['Tokyo', 'ja', 'タイムゾーン名を入力してください（例: Asia/Tokyo、UTC）'],
        ['Asia/Osaka', 'vi', 'Phải là tên múi giờ, ví dụ Asia/Tokyo hoặc UTC'],
      ]) {
        const refused = await put(bad, language);
        expect(refused.status, bad).toBe(422);
        expect(refused.body.errors, bad).toEqual({ value: message });
      }
      for (const good of ['UTC', 'Asia/Ho_Chi_Minh', 'Asia/Tokyo']) expect((await put(good)).status, good).toBe(200);
    });
  });

  describe('values unique together', () => {
    it('a category slug is unique within its language only', async () => {
      const { body } = await get('/api/v1/categories?language_code=ja&paging=1&sort=id');
      const taken = body.data[0].slug as string;
      const post = (language_code: string) =>
        call(ctx.server, 'POST', '/api/v1/categories', {
          token: ctx.token,
          body: { language_code, name: `Slug test ${language_code}`, slug: taken },
        });
      const clash = await post('ja');
      expect(clash.status).toBe(409);
      expect(Object.keys(clash.body.errors)).toEqual(['slug']);
      const inOther = (await get(`/api/v1/categories?language_code=vi&slug=${taken}`)).body.data.filter(
        (c: { slug: string }) => c.slug === taken,
      );
      expect(inOther).toEqual([]);
      expect((await post('vi')).status).toBe(201);
    });
  });

  describe('records', () => {
    it('creates, reads, updates and deletes a country', async () => {
      const created = await call(ctx.server, 'POST', '/api/v1/countries', {
        token: ctx.token,
        body: {
          code: 'XB',
          phone_code: '+999',
          names: [...names('Bland', 'ブランド'), { language_code: 'vi', name: '  ' }],
          ignored: 'x',
          id: 5000,
        },
      });
      expect(created.status).toBe(201);
      const record = created.body.data;
      expect(record).toMatchObject({ code: 'XB', phone_code: '+999', active: true, names: names('Bland', 'ブランド') });
      expect(record.id).not.toBe(5000);
      expect(record).not.toHaveProperty('ignored');
      expect(record.created_at).toMatch(ISO);

      const read = await get(`/api/v1/countries/${record.id}`);
      expect(read.status).toBe(200);
      expect(read.body.data).toEqual(record);

      // Until the database's clock, which stamps updated_at, shows a later millisecond than the record's.
      await vi.waitFor(
        async () => {
          const { rows } = await sql<{ now: string | Date }>`SELECT now() AS now`.execute(ctx.server.db);
          expect(new Date(rows[0].now).getTime()).toBeGreaterThan(Date.parse(record.updated_at));
        },
        { timeout: 20_000, interval: 1 },
      );
      const updated = await call(ctx.server, 'PUT', `/api/v1/countries/${record.id}`, {
        token: ctx.token,
        body: { phone_code: '+998', active: false },
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ code: 'XB', phone_code: '+998', active: false, names: record.names });
      expect(Date.parse(updated.body.data.updated_at)).toBeGreaterThan(Date.parse(record.updated_at));
      expect(updated.body.data.created_at).toBe(record.created_at);

      const cleared = await call(ctx.server, 'PUT', `/api/v1/countries/${record.id}`, {
        token: ctx.token,
        body: { phone_code: '' },
      });
      expect(cleared.body.data.phone_code).toBeNull();

      const removed = await call(ctx.server, 'DELETE', `/api/v1/countries/${record.id}`, { token: ctx.token });
      expect(removed.status).toBe(200);
      expect(removed.body.data.id).toBe(record.id);
      expect(removed.body.data.code).toBe('XB');
      expect((await get(`/api/v1/countries/${record.id}`)).status).toBe(404);
      expect((await call(ctx.server, 'DELETE', `/api/v1/countries/${record.id}`, { token: ctx.token })).status).toBe(
        404,
      );
    });

    it('creates and updates a city and a currency', async () => {
      const vn = (await get('/api/v1/countries?code=VN')).body.data[0];
      const city = await call(ctx.server, 'POST', '/api/v1/cities', {
        token: ctx.token,
        body: { names: names('Vung Tau'), country_id: String(vn.id), sort_order: '7' },
      });
      expect(city.status).toBe(201);
      expect(city.body.data).toMatchObject({ country_id: vn.id, sort_order: 7, active: true });
      const moved = await call(ctx.server, 'PUT', `/api/v1/cities/${city.body.data.id}`, {
        token: ctx.token,
        body: { names: names('Vũng Tàu city') },
      });
      expect(en(moved.body.data)).toBe('Vũng Tàu city');
      expect(moved.body.data.sort_order).toBe(7);

      const currency = await call(ctx.server, 'POST', '/api/v1/currencies', {
        token: ctx.token,
        body: { code: 'XTS', names: names('Test currency'), decimals: 3, symbol: 'T' },
      });
      expect(currency.status).toBe(201);
      expect(currency.body.data).toMatchObject({ code: 'XTS', decimals: 3, symbol: 'T', active: true });
      const list = await get('/api/v1/currencies?code=XTS');
      expect(list.body.data).toEqual([currency.body.data]);
      expect(
        (await call(ctx.server, 'DELETE', `/api/v1/currencies/${currency.body.data.id}`, { token: ctx.token })).status,
      ).toBe(200);
    });

    it('answers 404 for a missing or malformed id', async () => {
      for (const id of ['999999', 'abc', '0', '1.5', '99999999999']) {
        const answer = await get(`/api/v1/cities/${id}`);
        expect(answer.status, id).toBe(404);
        expect(answer.body).toEqual({ message: 'Not found' });
      }
      expect(
        (await call(ctx.server, 'PUT', '/api/v1/cities/999999', { token: ctx.token, body: { sort_order: 1 } })).status,
      ).toBe(404);
    });

    it('answers 422 with a message per field', async () => {
      const empty = await call(ctx.server, 'POST', '/api/v1/countries', { token: ctx.token, body: {} });
      expect(empty.status).toBe(422);
      expect(empty.body).toEqual({
        message: 'Validation failed',
        errors: { names: 'Required', code: 'Required' },
        // The same errors as message keys, for a form to translate in its own language.
        issues: { names: { message: 'ra.validation.required' }, code: { message: 'ra.validation.required' } },
      });

      const bad = await call(ctx.server, 'POST', '/api/v1/currencies', {
        token: ctx.token,
        body: { code: 'yen', names: [{ language_code: 'ja', name: '円' }], decimals: 9, symbol: 'TOOLONG' },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({
        code: 'Enter the three capital letters of the currency (ISO 4217), e.g. JPY',
        names: 'The English name is required',
        symbol: 'Must be 5 characters or less',
        decimals: 'Must be 4 or less',
      });
      expect(bad.body.issues).toMatchObject({
        code: { message: 'validation.patterns.currencyCode' },
        symbol: { message: 'ra.validation.maxLength', args: { max: 5 } },
        decimals: { message: 'ra.validation.maxValue', args: { max: 4 } },
      });

      const jpy = (await get('/api/v1/currencies?code=JPY')).body.data[0];
      const update = await call(ctx.server, 'PUT', `/api/v1/currencies/${jpy.id}`, {
        token: ctx.token,
        body: { decimals: 'many', code: '' },
      });
      expect(update.status).toBe(422);
      expect(update.body.errors).toEqual({ decimals: 'Must be a number', code: 'Required' });
      expect((await get(`/api/v1/currencies/${jpy.id}`)).body.data.decimals).toBe(0);
    });

    it('answers 422 on the field for a reference to a missing record', async () => {
      const answer = await call(ctx.server, 'POST', '/api/v1/cities', {
        token: ctx.token,
        body: { names: names('Nowhere'), country_id: 999999 },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ country_id: 'Must be chosen from the list' });
      const city = (await get('/api/v1/cities?paging=1')).body.data[0];
      const update = await call(ctx.server, 'PUT', `/api/v1/cities/${city.id}`, {
        token: ctx.token,
        body: { country_id: 999999 },
      });
      expect(update.status).toBe(422);
      expect(update.body.errors).toEqual({ country_id: 'Must be chosen from the list' });
    });

    it('answers 409 on a duplicate unique code', async () => {
      const duplicate = await call(ctx.server, 'POST', '/api/v1/currencies', {
        token: ctx.token,
        body: { code: 'JPY', names: names('Yen again'), decimals: 0 },
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.errors).toEqual({ code: 'This value is already used' });
      const usd = (await get('/api/v1/currencies?code=USD')).body.data[0];
      const clash = await call(ctx.server, 'PUT', `/api/v1/currencies/${usd.id}`, {
        token: ctx.token,
        body: { code: 'EUR' },
      });
      expect(clash.status).toBe(409);
      expect(clash.body.errors).toEqual({ code: 'This value is already used' });
      const country = await call(ctx.server, 'POST', '/api/v1/countries', {
        token: ctx.token,
        body: { code: 'JP', names: names('Japan 2') },
      });
      expect(country.status).toBe(409);
      expect(country.body.errors).toHaveProperty('code');
    });

    it('answers 409 when deleting a country that cities still use', async () => {
      const jp = (await get('/api/v1/countries?code=JP')).body.data[0];
      const answer = await call(ctx.server, 'DELETE', `/api/v1/countries/${jp.id}`, { token: ctx.token });
      expect(answer.status).toBe(409);
      const { total } = (await get(`/api/v1/countries/${jp.id}/usage`)).body.data;
      expect(total).toBeGreaterThan(0);
      expect(answer.body).toEqual({
        message: `This record is still used by other records (${total})`,
        meta: { usage: expect.objectContaining({ total }) },
      });
      expect((await get(`/api/v1/countries/${jp.id}`)).status).toBe(200);
    });

    it('refuses bodies that are not JSON objects', async () => {
      const array = await call(ctx.server, 'POST', '/api/v1/cities', { token: ctx.token, body: [1, 2] });
      expect(array.status).toBe(400);
      const broken = await call(ctx.server, 'POST', '/api/v1/cities', { token: ctx.token, rawBody: '{"names": [' });
      expect(broken.status).toBe(400);
      expect(typeof broken.body.message).toBe('string');
      const text = await call(ctx.server, 'POST', '/api/v1/cities', {
        token: ctx.token,
        rawBody: 'hello',
        headers: { 'content-type': 'text/plain' },
      });
      expect(text.status).toBeGreaterThanOrEqual(400);
      expect(text.status).toBeLessThan(500);
      expect(typeof text.body.message).toBe('string');
    });

    it('keeps every record of many simultaneous writes', async () => {
      const before = (await get('/api/v1/currencies?paging=1')).body.meta.total;
      const codes = Array.from({ length: 15 }, (_, i) => `Q${String.fromCharCode(65 + i)}Z`);
      const answers = await Promise.all(
        codes.map((code) =>
          call(ctx.server, 'POST', '/api/v1/currencies', {
            token: ctx.token,
            body: { code, names: names(code), decimals: 2 },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(codes.map(() => 201));
      expect((await get('/api/v1/currencies?paging=1')).body.meta.total).toBe(before + codes.length);
    });
  });

  describe('permissions', () => {
    it('lets the moderator read masters but not change them', async () => {
      const list = await call(ctx.server, 'GET', '/api/v1/cities', { token: ctx.moderator });
      expect(list.status).toBe(200);
      const city = list.body.data[0];
      expect((await call(ctx.server, 'GET', `/api/v1/cities/${city.id}`, { token: ctx.moderator })).status).toBe(200);

      const denied = { message: 'You do not have permission to do this' };
      const create = await call(ctx.server, 'POST', '/api/v1/cities', {
        token: ctx.moderator,
        body: { names: names('Nope'), country_id: city.country_id },
      });
      expect(create.status).toBe(403);
      expect(create.body).toEqual(denied);
      const update = await call(ctx.server, 'PUT', `/api/v1/cities/${city.id}`, {
        token: ctx.moderator,
        body: { sort_order: 1 },
      });
      expect(update.status).toBe(403);
      const remove = await call(ctx.server, 'DELETE', `/api/v1/cities/${city.id}`, { token: ctx.moderator });
      expect(remove.status).toBe(403);
      expect((await get(`/api/v1/cities/${city.id}`)).body.data).toEqual(city);
    });

    it('forbids everything once the grant is gone', async () => {
      const me = (await call(ctx.server, 'GET', '/api/v1/user', { token: ctx.moderator })).body.data;
      await ctx.server.db
        .deleteFrom('permission_functions')
        .where('permission_id', '=', me.permission_id)
        .where('function_type', '=', 'MASTER')
        .execute();
      // Changed in the database directly, not through the API: the kept sessions go by hand.
      forgetSessions(ctx.server.db);
      expect((await call(ctx.server, 'GET', '/api/v1/cities', { token: ctx.moderator })).status).toBe(403);
      await ctx.server.db
        .insertInto('permission_functions')
        .values({ permission_id: me.permission_id, function_type: 'MASTER', privileges: ['VIEW'] })
        .execute();
      forgetSessions(ctx.server.db);
      expect((await call(ctx.server, 'GET', '/api/v1/cities', { token: ctx.moderator })).status).toBe(200);
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const answer = await get('/api/v1/no-such-thing');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Not found' });
  });
});
