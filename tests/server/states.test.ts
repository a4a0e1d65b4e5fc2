// State actions, per-language texts, variants and the list filters the
// account pages rely on, on entities that exist only in this test: what the
// engine gives any schema that declares them.
import { describe, expect, it } from 'vitest';
import { defineEntity, integer, longText, reference, select, text, date, variantOf } from '../../src/engine/schema';
import { LOCALE_CODES } from '../../src/engine/locales';
import { call, useServer } from './helpers';

const vendor = defineEntity({
  name: 'vendors',
  path: 'admin/vendors',
  calls: { list: 'admin/vendors/dashboard', show: 'admin/vendors/dashboard/{id}' },
  route: 'vendor',
  permission: 'COMPANIES',
  menu: false,
  fields: {
    name: text({ required: true }),
    kind: select(['shop', 'agent'] as const, { required: true }),
    opened_on: date(),
    status: select(['pending', 'active', 'inactive'] as const, {
      required: true,
      readOnly: true,
      tones: { active: 'success' },
    }),
  },
  recordTitle: 'name',
  list: { columns: ['name', 'status'], sort: 'name' },
  actions: [
    {
      name: 'activate',
      call: 'PATCH admin/vendors/{id}/active',
      transition: { from: ['pending', 'inactive'], to: 'active' },
    },
    {
      name: 'deactivate',
      call: 'PATCH admin/vendors/{id}/deactivate',
      reason: true,
      transition: { from: ['pending', 'active'], to: 'inactive' },
    },
  ],
  translatedBy: { entity: 'vendor_translations', field: 'vendor_id', fallback: 'ja' },
});

const agent = variantOf(vendor, { name: 'agents', route: 'agent', menu: false, values: { kind: 'agent' } });

const vendorTranslation = defineEntity({
  name: 'vendor_translations',
  route: 'vendorTranslation',
  permission: 'COMPANIES',
  menu: false,
  fields: {
    vendor_id: reference('vendors', { required: true }),
    language_code: select(LOCALE_CODES, { required: true }),
    description: longText(),
  },
  recordTitle: 'description',
  uniqueTogether: [['vendor_id', 'language_code']],
  list: { columns: ['vendor_id', 'language_code'], sort: 'language_code' },
});

const offer = defineEntity({
  name: 'offers',
  route: 'offer',
  permission: 'COMPANIES',
  menu: false,
  fields: { vendor_id: reference('vendors', { required: true }), units: integer({ min: 0 }) },
  recordTitle: 'units',
  list: { columns: ['vendor_id', 'units'], sort: 'units' },
});

const offerNote = defineEntity({
  name: 'offer_notes',
  route: 'offerNote',
  permission: 'COMPANIES',
  menu: false,
  fields: { offer_id: reference('offers', { required: true }), note: text() },
  recordTitle: 'note',
  list: { columns: ['offer_id', 'note'], sort: 'note' },
});

describe('state actions and account pages on any schema', () => {
  const ctx = useServer({ schemas: [vendor, agent, vendorTranslation, offer, offerNote], moderator: true });
  const api = (method: string, path: string, body?: unknown, token = ctx.token) =>
    call(ctx.server, method, `/api/v1/${path}`, { token, body });

  it('starts a record in its first state, whatever the body says, and moves it only by its actions', async () => {
    const created = await api('POST', 'admin/vendors', { name: 'Sakura', kind: 'shop', status: 'active' });
    expect(created.status).toBe(201);
    expect(created.body.data.status).toBe('pending');
    const id = created.body.data.id;
    // A PUT cannot set the state either.
    expect((await api('PUT', `admin/vendors/${id}`, { status: 'active' })).body.data.status).toBe('pending');

    const activated = await api('PATCH', `admin/vendors/${id}/active`);
    expect(activated.status).toBe(200);
    expect(activated.body.data.status).toBe('active');
    // Twice is refused: an active vendor cannot be activated, and the answer says why.
    const again = await api('PATCH', `admin/vendors/${id}/active`);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/activate.*active/);
    expect(again.body.meta).toEqual({ state: 'active' });
  });

  it('asks for a reason where the action needs one, and keeps who, when and why', async () => {
    const { id } = (await api('POST', 'admin/vendors', { name: 'Momiji', kind: 'shop' })).body.data;
    for (const [body, message] of [
      [undefined, 'ra.validation.required'],
      [{}, 'ra.validation.required'],
      [{ reason: '   ' }, 'ra.validation.required'],
      // Not text at all: a wrong value, not a missing one.
      [{ reason: 42 }, 'validation.invalidValue'],
      [{ reason: ['why'] }, 'validation.invalidValue'],
      [{ reason: 'x'.repeat(1001) }, 'ra.validation.maxLength'],
    ] as const) {
      const refused = await api('PATCH', `admin/vendors/${id}/deactivate`, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.errors).toHaveProperty('reason');
      expect(refused.body.issues.reason.message, JSON.stringify(body)).toBe(message);
    }
    expect((await api('GET', `admin/vendors/${id}`)).body.data.status).toBe('pending');

    const done = await api('PATCH', `admin/vendors/${id}/deactivate`, { reason: '  Documents expired  ' });
    expect(done.body.data.status).toBe('inactive');
    await api('PATCH', `admin/vendors/${id}/active`);
    const history = await api('GET', `admin/vendors/${id}/history`);
    expect(history.status).toBe(200);
    const moves = history.body.data.filter((entry: { type: string }) => entry.type === 'action');
    expect(moves).toMatchObject([
      { action: 'activate', from_state: 'inactive', to_state: 'active', reason: null, admin_name: 'Admin' },
      {
        action: 'deactivate',
        from_state: 'pending',
        to_state: 'inactive',
        reason: 'Documents expired',
        admin_name: 'Admin',
      },
    ]);
    expect(Date.parse(moves[0].created_at)).not.toBeNaN();
  });

  it('refuses actions to admins without UPDATE, and on records that do not exist', async () => {
    const { id } = (await api('POST', 'admin/vendors', { name: 'Kaede', kind: 'shop' })).body.data;
    // The seeded moderator holds VIEW and UPDATE on COMPANIES; a missing record is a 404.
    expect((await api('PATCH', `admin/vendors/${id}/active`, undefined, ctx.moderator)).status).toBe(200);
    expect((await api('PATCH', 'admin/vendors/999999/active')).status).toBe(404);
    expect((await api('PATCH', `admin/vendors/${id}/active`, undefined, 'not-a-token')).status).toBe(401);
  });

  it('answers a record with its texts in a language, falling back, and refuses an unknown language', async () => {
    const { id } = (await api('POST', 'admin/vendors', { name: '桜商店', kind: 'shop' })).body.data;
    expect(
      (await api('POST', 'vendor_translations', { vendor_id: id, language_code: 'ja', description: '老舗の商店' }))
        .status,
    ).toBe(201);
    expect(
      (
        await api('POST', 'vendor_translations', {
          vendor_id: id,
          language_code: 'vi',
          description: 'Cửa hàng lâu đời',
        })
      ).status,
    ).toBe(201);

    const vi = (await api('GET', `admin/vendors/${id}?language=vi`)).body.data;
    expect(vi).toMatchObject({
      name: '桜商店',
      translation_language: 'vi',
      translation: { description: 'Cửa hàng lâu đời' },
    });
    const en = (await api('GET', `admin/vendors/${id}?language=en`)).body.data;
    expect(en).toMatchObject({ translation_language: 'ja', translation: { description: '老舗の商店' } });
    expect((await api('GET', `admin/vendors/${id}`)).body.data).not.toHaveProperty('translation');
    expect((await api('GET', `admin/vendors/${id}?language=fr`)).status).toBe(400);
  });

  it("answers the spec's own list and detail calls beside the entity's path", async () => {
    const { id } = (await api('POST', 'admin/vendors', { name: 'Dashboard shop', kind: 'shop' })).body.data;
    const listed = await api('GET', 'admin/vendors/dashboard?page=1&paging=100&kind=shop');
    expect(listed.status).toBe(200);
    expect(listed.body.meta.total).toBe(
      (await api('GET', 'admin/vendors?page=1&paging=100&kind=shop')).body.meta.total,
    );
    expect(listed.body.data.map((v: { id: number }) => v.id)).toContain(id);
    expect((await api('GET', `admin/vendors/dashboard/${id}`)).body.data).toMatchObject({ id, name: 'Dashboard shop' });
    expect((await api('GET', 'admin/vendors/dashboard/999999')).status).toBe(404);
    expect((await api('GET', 'admin/vendors/dashboard', undefined, 'not-a-token')).status).toBe(401);
  });

  it('serves a variant through its base entity: one table, no routes of its own', async () => {
    const created = await api('POST', 'admin/vendors', { name: 'Agent Smith', kind: 'agent' });
    expect(created.status).toBe(201);
    const agents = await api('GET', 'admin/vendors?kind=agent&paging=100');
    expect(agents.body.data.map((v: { name: string }) => v.name)).toContain('Agent Smith');
    expect(agents.body.data.every((v: { kind: string }) => v.kind === 'agent')).toBe(true);
  });

  it('filters by a reference two steps away and by date ranges', async () => {
    const a = (await api('POST', 'admin/vendors', { name: 'Range A', kind: 'shop', opened_on: '2026-01-10' })).body
      .data;
    const b = (await api('POST', 'admin/vendors', { name: 'Range B', kind: 'shop', opened_on: '2026-03-01' })).body
      .data;
    const offerA = (await api('POST', 'offers', { vendor_id: a.id, units: 1 })).body.data;
    const offerB = (await api('POST', 'offers', { vendor_id: b.id, units: 2 })).body.data;
    await api('POST', 'offer_notes', { offer_id: offerA.id, note: 'for A' });
    await api('POST', 'offer_notes', { offer_id: offerB.id, note: 'for B' });

    const notesOfA = await api('GET', `offer_notes?offer_id.vendor_id=${a.id}`);
    expect(notesOfA.body.data.map((n: { note: string }) => n.note)).toEqual(['for A']);
    for (const bad of ['offer_id.nothing=1', 'units.vendor_id=1', 'offer_id.vendor_id=abc', 'nothing.vendor_id=1']) {
      expect((await api('GET', `offer_notes?${bad}`)).status, bad).toBe(400);
    }

    const inRange = await api('GET', 'admin/vendors?opened_on_gte=2026-01-01&opened_on_lte=2026-01-31&paging=100');
    expect(inRange.body.data.map((v: { name: string }) => v.name)).toEqual(['Range A']);
    // A day as the upper bound of a timestamp includes that day.
    const today = new Date().toISOString().slice(0, 10);
    const createdToday = await api('GET', `admin/vendors?created_at_gte=${today}&created_at_lte=${today}&paging=100`);
    expect(createdToday.body.meta.total).toBeGreaterThanOrEqual(2);
    expect((await api('GET', 'admin/vendors?opened_on_gte=2026-02-30')).status).toBe(400);
    expect((await api('GET', 'admin/vendors?created_at_lte=tomorrow')).status).toBe(400);
  });
});
