// Housing: rent and sale listings with their lists of utilities, pictures
// and formatted descriptions, their moderation, texts per language and
// comments, and the enquiries about them; checked on the seeded demo data.
import { describe, expect, it } from 'vitest';
import { call, useServer } from './helpers';

type Json = any;

describe('housing', () => {
  const ctx = useServer({ moderator: true });
  const api = (method: string, path: string, body?: unknown, token = ctx.token) =>
    call<Json>(ctx.server, method, `/api/v1/${path}`, { token, body });
  const list = async (path: string) => {
    const answer = await api('GET', path);
    expect(answer.status, path).toBe(200);
    return answer.body as { data: Json[]; meta: { total: number } };
  };
  /** The id of a lookup record by its English name. */
  const idOf = async (path: string, english: string): Promise<number> => {
    const { data } = await list(path);
    const found = data.find((row) => row.names.some((n: Json) => n.language_code === 'en' && n.name === english));
    if (!found) throw new Error(`no ${english} in ${path}`);
    return found.id;
  };

  /** A valid new rent listing in Tokyo, in yen. */
  async function rentInput(overrides: Record<string, unknown> = {}) {
    return {
      title: '新大久保駅徒歩5分・1K・家具家電付き',
      account_id: (await list('admin/user_accounts?account_type=lease&paging=1')).data[0].id,
      home_category_id: await idOf('homes/categories', 'Mansion'),
      home_city_id: await idOf('homes/cities', 'Tokyo'),
      district: '新宿区',
      postal_code: '169-0072',
      currency_id: (await list('currencies?code=JPY')).data[0].id,
      rent: 78_000,
      area: 22.5,
      layout: '1K',
      floor: 3,
      total_floors: 8,
      apartment_utility_ids: [
        await idOf('apartment_utilities', 'Auto-lock'),
        await idOf('apartment_utilities', 'Air conditioner'),
      ],
      rental_object_ids: [await idOf('rental_objects', 'Foreigners welcome')],
      photos: ['/api/v1/files/demo-home-01/home-01.png', 'https://example.com/room.jpg'],
      description: '<p>駅近の<strong>1K</strong>です。</p><script>alert(1)</script>',
      ...overrides,
    };
  }

  it('has demo listings in Japanese and Vietnamese cities, their translations, comments and enquiries', async () => {
    expect((await list('admin/homes/rents?paging=1')).meta.total).toBeGreaterThanOrEqual(60);
    expect((await list('admin/homes/sales?paging=1')).meta.total).toBeGreaterThanOrEqual(40);
    expect((await list('home_rent_translations?paging=1')).meta.total).toBeGreaterThanOrEqual(25);
    expect((await list('home_sale_translations?paging=1')).meta.total).toBeGreaterThanOrEqual(25);
    expect((await list('home_rent_comments?paging=1')).meta.total).toBeGreaterThanOrEqual(40);
    expect((await list('admin/homes/forms?paging=1')).meta.total).toBeGreaterThanOrEqual(30);

    const yen = (await list('currencies?code=JPY')).data[0].id;
    const dong = (await list('currencies?code=VND')).data[0].id;
    const tokyo = (await list(`admin/homes/rents?home_city_id=${await idOf('homes/cities', 'Tokyo')}&paging=100`)).data;
    expect(tokyo.length).toBeGreaterThan(0);
    for (const home of tokyo) {
      expect(home.currency_id).toBe(yen);
      expect(home.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(home.photos.length).toBeGreaterThanOrEqual(3);
    }
    const vietnamese = (await list(`admin/homes/rents?currency_id=${dong}&paging=100`)).data;
    expect(vietnamese.length).toBeGreaterThan(0);
    const vietnameseCities = new Set(
      (await list('homes/cities')).data
        .filter((c: Json) =>
          c.names.some((n: Json) => /Hanoi|Ho Chi Minh|Da Nang|Hai Phong|Bac Ninh|Can Tho/.test(n.name)),
        )
        .map((c: Json) => c.id),
    );
    for (const home of vietnamese) expect(vietnameseCities.has(home.home_city_id)).toBe(true);
    // Every state of the lifecycle is in the demo data.
    for (const status of ['pending', 'published', 'hidden', 'rented', 'rejected', 'closed']) {
      expect((await list(`admin/homes/rents?status=${status}&paging=1`)).meta.total, status).toBeGreaterThan(0);
    }
  });

  it('creates a rent listing that waits for review, with its lists of ids, pictures and cleaned description', async () => {
    const input = await rentInput({ status: 'published' });
    const created = await api('POST', 'admin/homes/rents', input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const home = created.body.data;
    expect(home).toMatchObject({
      status: 'pending',
      rent: 78_000,
      area: 22.5,
      layout: '1K',
      apartment_utility_ids: input.apartment_utility_ids,
      photos: input.photos,
    });
    expect(home.description).toContain('<strong>1K</strong>');
    expect(home.description).not.toContain('<script');
    expect((await api('GET', `admin/homes/rents/${home.id}`)).body.data.rental_object_ids).toEqual(
      input.rental_object_ids,
    );
  });

  it('filters listings by one id of a list: only listings holding it', async () => {
    const lock = await idOf('apartment_utilities', 'Auto-lock');
    const created = (await api('POST', 'admin/homes/rents', await rentInput({ apartment_utility_ids: [lock] }))).body
      .data;
    const { data, meta } = await list(`admin/homes/rents?apartment_utility_ids=${lock}&paging=1000`);
    expect(meta.total).toBeGreaterThan(1);
    expect(data.map((h) => h.id)).toContain(created.id);
    for (const home of data) expect(home.apartment_utility_ids).toContain(lock);
    const all = (await list('admin/homes/rents?paging=1')).meta.total;
    expect(meta.total).toBeLessThan(all);

    const pool = await idOf('apartment_utilities', 'Swimming pool');
    const withPool = (await list(`admin/homes/rents?apartment_utility_ids=${pool}&paging=1000`)).data;
    for (const home of withPool) expect(home.apartment_utility_ids).toContain(pool);
    expect((await api('GET', 'admin/homes/rents?apartment_utility_ids=wifi')).status).toBe(400);
  });

  it('refuses bad listings with field errors', async () => {
    const missingUtility = await api(
      'POST',
      'admin/homes/rents',
      await rentInput({ apartment_utility_ids: [999_999] }),
    );
    expect(missingUtility.status).toBe(422);
    expect(missingUtility.body.errors).toHaveProperty('apartment_utility_ids');
    const tooManyPhotos = await api(
      'POST',
      'admin/homes/rents',
      await rentInput({ photos: Array.from({ length: 13 }, (_, i) => `https://example.com/${i}.jpg`) }),
    );
    expect(tooManyPhotos.status).toBe(422);
    expect(tooManyPhotos.body.errors).toHaveProperty('photos');
    const badPhoto = await api('POST', 'admin/homes/rents', await rentInput({ photos: ['javascript:alert(1)'] }));
    expect(badPhoto.body.errors).toHaveProperty('photos');
    const aboveTop = await api('POST', 'admin/homes/rents', await rentInput({ floor: 9, total_floors: 8 }));
    expect(aboveTop.status).toBe(422);
    expect(aboveTop.body.errors).toHaveProperty('floor');
    const badLayout = await api('POST', 'admin/homes/rents', await rentInput({ layout: '9LDK', rent: -1 }));
    expect(Object.keys(badLayout.body.errors).sort()).toEqual(['layout', 'rent']);
    const noTitle = await api('POST', 'admin/homes/rents', await rentInput({ title: '' }));
    expect(noTitle.body.errors).toHaveProperty('title');
    // A sale says its building area, its land area or both.
    const sale = await rentInput();
    const noArea = await api('POST', 'admin/homes/sales', {
      ...sale,
      rent: undefined,
      area: undefined,
      price: 42_800_000,
    });
    expect(noArea.status).toBe(422);
    expect(noArea.body.errors).toHaveProperty('building_area');
  });

  it('moves a rent listing through review, visibility and letting; refuses other moves and missing reasons', async () => {
    const { id } = (await api('POST', 'admin/homes/rents', await rentInput())).body.data;
    const move = (action: string, body?: unknown) => api('PUT', `admin/homes/rents/${id}/${action}`, body);

    expect((await move('rented')).status).toBe(409);
    expect((await move('reject')).status).toBe(422);
    expect((await move('reject', { reason: '   ' })).body.errors).toHaveProperty('reason');
    expect((await move('reject', { reason: '写真が物件と一致しません' })).body.data.status).toBe('rejected');
    expect((await move('publish')).body.data.status).toBe('published');
    expect((await move('publish')).status).toBe(409);
    expect((await move('hide')).status).toBe(422);
    expect((await move('hide', { reason: 'Reported as already let' })).body.data.status).toBe('hidden');
    expect((await move('unhide')).body.data.status).toBe('published');
    expect((await move('rented')).body.data.status).toBe('rented');
    const refused = await move('hide', { reason: 'x' });
    expect(refused.status).toBe(409);
    expect(refused.body.meta).toMatchObject({ state: 'rented' });
    expect((await move('relist')).body.data.status).toBe('pending');
    expect((await move('close', { reason: 'Owner withdrew the listing' })).body.data.status).toBe('closed');

    // Its moves (its creation and edits are there too, as changes).
    const history = (await api('GET', `admin/homes/rents/${id}/history`)).body.data.filter(
      (h: Json) => h.type === 'action',
    );
    expect(history.map((h: Json) => h.action)).toEqual([
      'close',
      'relist',
      'mark_rented',
      'unhide',
      'hide',
      'publish',
      'reject',
    ]);
    expect(history.at(-1)).toMatchObject({
      from_state: 'pending',
      to_state: 'rejected',
      reason: '写真が物件と一致しません',
    });
    // The state is the actions' alone.
    expect(
      (await api('PUT', `admin/homes/rents/${id}`, { status: 'published', rent: 80_000 })).body.data,
    ).toMatchObject({ status: 'closed', rent: 80_000 });
  });

  it('moves a sale listing under contract, back on the market with a reason, and to sold', async () => {
    const input = await rentInput();
    const created = await api('POST', 'admin/homes/sales', {
      ...input,
      rent: undefined,
      area: undefined,
      price: 42_800_000,
      building_area: 68.2,
      structure: 'rc',
      ownership: 'freehold',
      layout: '3LDK',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body.data;
    const move = (action: string, body?: unknown) => api('PUT', `admin/homes/sales/${id}/${action}`, body);
    expect((await move('under_contract')).status).toBe(409);
    expect((await move('publish')).body.data.status).toBe('published');
    expect((await move('under_contract')).body.data.status).toBe('under_contract');
    expect((await move('back_on_market')).status).toBe(422);
    expect((await move('back_on_market', { reason: 'The buyer’s loan was refused' })).body.data.status).toBe(
      'published',
    );
    expect((await move('sold')).body.data.status).toBe('sold');
    expect((await move('under_contract')).status).toBe(409);
    expect((await move('relist')).status).toBe(409);
  });

  it('answers a listing in a language from its translations, falling back to Japanese', async () => {
    const { id } = (await api('POST', 'admin/homes/rents', await rentInput())).body.data;
    const ja = await api('POST', 'home_rent_translations', {
      home_rent_id: id,
      language_code: 'ja',
      title: '新大久保の1K',
      description: '<p>駅近です。</p>',
    });
    expect(ja.status).toBe(201);
    expect(
      (
        await api('POST', 'home_rent_translations', {
          home_rent_id: id,
          language_code: 'en',
          title: '1K near Shin-Okubo',
        })
      ).status,
    ).toBe(201);
    // One per language: a second is refused on its language.
    const again = await api('POST', 'home_rent_translations', {
      home_rent_id: id,
      language_code: 'en',
      title: 'Again',
    });
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors)).toEqual(['language_code']);

    const en = (await api('GET', `admin/homes/rents/${id}?language=en`)).body.data;
    expect(en).toMatchObject({ translation_language: 'en', translation: { title: '1K near Shin-Okubo' } });
    const vi = (await api('GET', `admin/homes/rents/${id}?language=vi`)).body.data;
    expect(vi).toMatchObject({
      translation_language: 'ja',
      translation: { title: '新大久保の1K', description: '<p>駅近です。</p>' },
    });
    expect((await api('GET', `admin/homes/rents/${id}?language=xx`)).status).toBe(400);

    // A demo sale listing with a Vietnamese translation answers it.
    const [saleText] = (await list('home_sale_translations?language_code=vi&paging=1')).data;
    const sale = (await api('GET', `admin/homes/sales/${saleText.home_sale_id}?language=vi`)).body.data;
    expect(sale).toMatchObject({ translation_language: 'vi', translation: { title: saleText.title } });
  });

  it('hides a comment with a reason and shows it again', async () => {
    const [comment] = (await list('home_rent_comments?status=visible&paging=1')).data;
    expect((await api('PUT', `home_rent_comments/${comment.id}/hide`, {})).status).toBe(422);
    expect((await api('PUT', `home_rent_comments/${comment.id}/hide`, { reason: 'Spam' })).body.data.status).toBe(
      'hidden',
    );
    expect((await api('PUT', `home_rent_comments/${comment.id}/hide`, { reason: 'Spam' })).status).toBe(409);
    expect((await api('PUT', `home_rent_comments/${comment.id}/unhide`)).body.data.status).toBe('visible');
    expect(
      (await list(`home_rent_comments?home_rent_id=${comment.home_rent_id}`)).data.every(
        (c) => c.home_rent_id === comment.home_rent_id,
      ),
    ).toBe(true);
  });

  it('takes an enquiry about exactly one listing and follows it up', async () => {
    const [rent] = (await list('admin/homes/rents?status=published&paging=1')).data;
    const [sale] = (await list('admin/homes/sales?status=published&paging=1')).data;
    const enquiry = {
      name: 'Nguyễn Thị Lan',
      email: 'lan.nguyen@mail.example',
      phone: '080-1234-5678',
      message: 'Em muốn xem phòng vào thứ Bảy.',
      viewing_on: '2026-12-05',
      viewing_time: 'morning',
    };
    const neither = await api('POST', 'admin/homes/forms', enquiry);
    expect(neither.status).toBe(422);
    expect(neither.body.errors).toHaveProperty('home_rent_id');
    const both = await api('POST', 'admin/homes/forms', { ...enquiry, home_rent_id: rent.id, home_sale_id: sale.id });
    expect(both.body.errors).toHaveProperty('home_sale_id');
    expect(
      (await api('POST', 'admin/homes/forms', { ...enquiry, home_rent_id: rent.id, email: 'not an email' })).body
        .errors,
    ).toHaveProperty('email');

    const created = await api('POST', 'admin/homes/forms', { ...enquiry, home_rent_id: rent.id, status: 'closed' });
    expect(created.status).toBe(201);
    const { id } = created.body.data;
    expect(created.body.data.status).toBe('new');
    // Moving it to the sale listing alone is fine; to both is not.
    expect((await api('PUT', `admin/homes/forms/${id}`, { home_sale_id: sale.id })).status).toBe(422);
    const move = (action: string, body?: unknown) => api('PUT', `admin/homes/forms/${id}/${action}`, body);
    expect((await move('reopen')).status).toBe(409);
    expect((await move('contacted')).body.data.status).toBe('contacted');
    expect((await move('contacted')).status).toBe(409);
    expect((await move('close')).status).toBe(422);
    expect((await move('close', { reason: 'Viewing done; the enquirer signed' })).body.data.status).toBe('closed');
    expect((await move('reopen')).body.data.status).toBe('contacted');
    expect((await list(`admin/homes/forms?home_rent_id=${rent.id}`)).data.map((f) => f.id)).toContain(id);
  });

  it('needs the HOMES and HOME_FORM privileges', async () => {
    expect((await api('GET', 'admin/homes/rents', undefined, ctx.moderator)).status).toBe(403);
    expect((await api('GET', 'admin/homes/forms', undefined, ctx.moderator)).status).toBe(403);
    const [home] = (await list('admin/homes/rents?status=pending&paging=1')).data;
    expect((await api('PUT', `admin/homes/rents/${home.id}/publish`, undefined, ctx.moderator)).status).toBe(403);
  });
});
