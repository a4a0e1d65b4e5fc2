// Optimistic versions: every record carries `version`, every write bumps it,
// and a PUT naming an older one is refused with 409 and the current record,
// changing nothing. A PUT without `version` keeps last-write-wins.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { defineEntity, text } from '../../src/engine/schema';
import { closeDb, openDb } from '../../server/db';
import { migrate } from '../../server/migrate';
import { backend, call, createStore, NEW_STORE_TEST, useServer } from './helpers';

const names = (en: string) => [{ language_code: 'en', name: en }];

describe(`record versions (${backend})`, () => {
  const ctx = useServer();
  const send = (method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
    call(ctx.server, method, `/api/v1/${url}`, { token: ctx.token, body, headers });

  /** A fresh city of the first country, so tests never share a record. */
  async function newCity(en: string) {
    const country = (await send('GET', 'countries?paging=1')).body.data[0];
    const created = await send('POST', 'cities', { names: names(en), country_id: country.id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data as { id: number; version: number; names: unknown; updated_at: string };
  }

  it('starts at 1, shows in every answer and goes up by one on each PUT', async () => {
    const city = await newCity('Versionville');
    expect(city.version).toBe(1);
    expect((await send('GET', `cities/${city.id}`)).body.data.version).toBe(1);
    const listed = (await send('GET', `cities?ids=${city.id}&page=1`)).body.data;
    expect(listed[0].version).toBe(1);
    // Seeded records start at 1 too.
    const seeded = (await send('GET', 'countries?paging=5')).body.data;
    expect(seeded.map((c: { version: number }) => c.version)).toEqual(seeded.map(() => 1));

    const first = await send('PUT', `cities/${city.id}`, { names: names('Versionville 2'), version: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.version).toBe(2);
    const second = await send('PUT', `cities/${city.id}`, { sort_order: 3, version: 2 });
    expect(second.body.data).toMatchObject({ version: 3, sort_order: 3, names: names('Versionville 2') });
    expect((await send('GET', `cities/${city.id}`)).body.data.version).toBe(3);
  });

  it('refuses a stale PUT with 409, the current version and record, and changes nothing', async () => {
    const city = await newCity('Staleton');
    const saved = await send('PUT', `cities/${city.id}`, { names: names('Staleton (theirs)'), version: 1 });
    expect(saved.status).toBe(200);
    const before = (await send('GET', `cities/${city.id}`)).body.data;

    const stale = await send('PUT', `cities/${city.id}`, {
      names: names('Staleton (mine)'),
      sort_order: 9,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This record was changed by someone else since you opened it');
    expect(stale.body.meta).toEqual({ version: 2, record: before });
    expect(stale.body.errors).toBeUndefined();
    expect((await send('GET', `cities/${city.id}`)).body.data).toEqual(before);

    // Translated like every other answer.
    const ja = await send('PUT', `cities/${city.id}`, { sort_order: 9, version: 1 }, { 'accept-language': 'ja' });
    expect(ja.status).toBe(409);
    expect(ja.body.message).toBe('このレコードは、開いた後に他の人によって変更されました');
    const vi = await send('PUT', `cities/${city.id}`, { sort_order: 9, version: 1 }, { 'accept-language': 'vi' });
    expect(vi.body.message).toBe('Bản ghi này đã bị người khác thay đổi kể từ khi bạn mở nó');

    // A version ahead of the stored one is just as stale.
    expect((await send('PUT', `cities/${city.id}`, { sort_order: 9, version: 7 })).status).toBe(409);
    // Overwriting with the version the 409 named works.
    const mine = await send('PUT', `cities/${city.id}`, {
      names: names('Staleton (mine)'),
      version: stale.body.meta.version,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ version: 3, names: names('Staleton (mine)') });
    // A missing record is still 404, with or without a version.
    expect((await send('PUT', 'cities/2000000000', { sort_order: 1, version: 1 })).status).toBe(404);
    expect((await send('PUT', 'cities/2000000000', { sort_order: 1 })).status).toBe(404);
  });

  it('lets exactly one of two concurrent saves of the same version through', async () => {
    const city = await newCity('Racetown');
    for (let round = 0; round < 5; round++) {
      const version = (await send('GET', `cities/${city.id}`)).body.data.version;
      const answers = await Promise.all([
        send('PUT', `cities/${city.id}`, { names: names(`Race A${round}`), version }),
        send('PUT', `cities/${city.id}`, { names: names(`Race B${round}`), version }),
      ]);
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!.body.data;
      const loser = answers.find((a) => a.status === 409)!.body;
      expect(winner.version).toBe(version + 1);
      expect(loser.meta.version).toBe(version + 1);
      expect(loser.meta.record.names).toEqual(winner.names);
      expect((await send('GET', `cities/${city.id}`)).body.data).toMatchObject({
        version: version + 1,
        names: winner.names,
      });
    }
  });

  it('keeps last-write-wins for a PUT without version, and never writes version as a field', async () => {
    const city = await newCity('Plainburg');
    await send('PUT', `cities/${city.id}`, { sort_order: 1, version: 1 });
    const plain = await send('PUT', `cities/${city.id}`, { sort_order: 2 });
    expect(plain.status).toBe(200);
    expect(plain.body.data).toMatchObject({ sort_order: 2, version: 3 });
    // On create the version is the server's: always 1.
    const country = (await send('GET', 'countries?paging=1')).body.data[0];
    const created = await send('POST', 'cities', { names: names('Createville'), country_id: country.id, version: 40 });
    expect(created.status).toBe(201);
    expect(created.body.data.version).toBe(1);
  });

  it('answers 422 on the field for a version that is not a positive whole number', async () => {
    const city = await newCity('Badversion');
    for (const version of ['1', 1.5, 0, -1, null, true, [1], { v: 1 }, 2 ** 31]) {
      const answer = await send('PUT', `cities/${city.id}`, { sort_order: 5, version });
      expect(answer.status, JSON.stringify(version)).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['version']);
      expect(answer.body.issues.version).toEqual({ message: 'validation.integer' });
    }
    const after = (await send('GET', `cities/${city.id}`)).body.data;
    expect(after.version).toBe(1);
    expect(after.sort_order).not.toBe(5);
  });

  it('goes up on a state transition, in the same transaction as its history', async () => {
    const banner = (await send('GET', 'banners?status=pending&paging=1')).body.data[0];
    expect(banner).toBeDefined();
    const rejected = await send('PUT', `banners/${banner.id}/reject`, { reason: 'Versions check' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', version: banner.version + 1 });
    // A form opened before the transition is now stale.
    const stale = await send('PUT', `banners/${banner.id}`, {
      banner_url: 'https://cdn.example.com/banners/late.png',
      version: banner.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.meta.record).toMatchObject({ status: 'rejected', version: banner.version + 1 });
    // A refused transition writes nothing.
    const again = await send('PUT', `banners/${banner.id}/reject`, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect((await send('GET', `banners/${banner.id}`)).body.data.version).toBe(banner.version + 1);
  });
});

describe(`the version column (${backend})`, () => {
  const entity = defineEntity({
    name: 'version_probes',
    route: 'version-probe',
    permission: 'MASTER',
    menu: false,
    fields: { label: text({ required: true }) },
    recordTitle: 'label',
    list: { columns: ['id'], sort: 'label' },
  });

  it('is added to tables made before it, as 1 on existing rows and NOT NULL', NEW_STORE_TEST, async () => {
    const store = await createStore();
    await store.prepare();
    const db = await openDb(store.config());
    try {
      await migrate(db, [entity]);
      await sql`ALTER TABLE version_probes DROP COLUMN version`.execute(db);
      await db.insertInto('version_probes').values({ label: 'old' }).execute();
      await migrate(db, [entity]);
      await migrate(db, [entity]);
      const { rows } = await sql<{ is_nullable: string; data_type: string; column_default: string }>`
        SELECT is_nullable, data_type, column_default FROM information_schema.columns
        WHERE table_name = 'version_probes' AND column_name = 'version' AND table_schema = current_schema()`.execute(
        db,
      );
      expect(rows).toEqual([{ is_nullable: 'NO', data_type: 'integer', column_default: '1' }]);
      const row = await db.selectFrom('version_probes').selectAll().executeTakeFirstOrThrow();
      expect(row.version).toBe(1);
    } finally {
      await closeDb(db);
      await store.dispose();
    }
  });
});
