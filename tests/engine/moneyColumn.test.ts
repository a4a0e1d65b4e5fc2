// The money kind on the server: a numeric column, amounts answered as JSON
// numbers with their decimals, the kind's rules on input, and equality filters;
// and the settings' date value type checked by the server.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { schemas } from '../../schemas';
import { defineEntity, money, reference, text } from '../../src/engine/schema';
import { call, useServer } from '../server/helpers';

const listing = defineEntity({
  name: 'listings',
  route: 'listing',
  permission: 'MASTER',
  menu: false,
  fields: {
    title: text({ required: true }),
    rent: money({ currency: 'currency_id' }),
    currency_id: reference('currencies'),
  },
  recordTitle: 'title',
  list: { columns: ['title', 'rent'], sort: 'title' },
});

describe('money on the server', () => {
  const ctx = useServer({ schemas: [...schemas, listing] });

  it('stores amounts exactly in a numeric column and answers numbers', async () => {
    const { rows } = await sql<{ data_type: string; numeric_scale: number }>`
      SELECT data_type, numeric_scale FROM information_schema.columns WHERE table_name = 'listings' AND column_name = 'rent' AND table_schema = current_schema()`.execute(
      ctx.server.db,
    );
    expect(rows).toEqual([{ data_type: 'numeric', numeric_scale: 4 }]);

    const usd = (await call(ctx.server, 'GET', '/api/v1/currencies?code=USD', { token: ctx.token })).body.data[0];
    const created = await call(ctx.server, 'POST', '/api/v1/listings', {
      token: ctx.token,
      body: { title: 'Flat', rent: '1234.56', currency_id: usd.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ rent: 1234.56, currency_id: usd.id });
    const read = await call(ctx.server, 'GET', `/api/v1/listings/${created.body.data.id}`, { token: ctx.token });
    expect(read.body.data.rent).toBe(1234.56);
    // 0.1 + 0.2 is stored as 0.3: four decimals are kept.
    const sum = await call(ctx.server, 'PUT', `/api/v1/listings/${created.body.data.id}`, {
      token: ctx.token,
      body: { rent: 0.1 + 0.2 },
    });
    expect(sum.body.data.rent).toBe(0.3);

    const filtered = await call(ctx.server, 'GET', '/api/v1/listings?rent=0.3', { token: ctx.token });
    expect(filtered.body.data.map((r: { title: string }) => r.title)).toEqual(['Flat']);
    expect((await call(ctx.server, 'GET', '/api/v1/listings?rent=0.31', { token: ctx.token })).body.data).toEqual([]);
  });

  it('refuses what the kind refuses', async () => {
    const answer = await call(ctx.server, 'POST', '/api/v1/listings', {
      token: ctx.token,
      body: { title: 'Bad', rent: -5 },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['rent']);
    const huge = await call(ctx.server, 'POST', '/api/v1/listings', {
      token: ctx.token,
      body: { title: 'Huge', rent: 1e16 },
    });
    expect(huge.status).toBe(422);
  });

  it('checks a date setting against its type', async () => {
    const { data } = (
      await call(ctx.server, 'GET', '/api/v1/admin/settings?value_type=date&sort=key', { token: ctx.token })
    ).body;
    expect(data.map((s: { key: string; value: string }) => [s.key, s.value])).toEqual([
      ['fees.effective_from', '2026-04-01'],
      ['link.terms_updated_on', '2025-10-01'],
    ]);
    const id = data[0].id;
    const refused = await call(ctx.server, 'PUT', `/api/v1/admin/settings/${id}`, {
      token: ctx.token,
      body: { value: '2026-02-30' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('value');
    const saved = await call(ctx.server, 'PUT', `/api/v1/admin/settings/${id}`, {
      token: ctx.token,
      body: { value: '2026-10-01' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.value).toBe('2026-10-01');
  });
});
