// The content area against the real server and its demo data: banners on
// exactly the spec's calls, news with its states and translations, the
// reported Q&A queue, contact messages and problem reports.
import { describe, expect, it } from 'vitest';
import { DEMO_DATA } from '../../demo/data';
import { call, useServer } from './helpers';

type Json = any;

describe('content', () => {
  const ctx = useServer({ moderator: true });
  const api = (path: string) => `/api/v1/${path}`;
  const get = async (path: string, token = ctx.token) => call(ctx.server, 'GET', api(path), { token });
  const send = async (method: string, path: string, body?: unknown) =>
    call(ctx.server, method, api(path), { token: ctx.token, body });
  /** The first record (lowest id) of a list with a filter. */
  async function first(path: string, filter: string): Promise<Json> {
    const answer = await get(`${path}?${filter}&page=1&paging=1&sort=id`);
    expect(answer.status, `${path}?${filter}`).toBe(200);
    expect(answer.body.data[0], `a record of ${path} with ${filter}`).toBeTruthy();
    return answer.body.data[0];
  }
  const total = async (path: string) =>
    (await get(`${path}${path.includes('?') ? '&' : '?'}page=1&paging=1`)).body.meta.total as number;

  it('seeds every demo record of the content area (none refused by the rules)', async () => {
    const paths: Record<string, string> = {
      news: 'admin/news',
      news_translations: 'news_translations',
      news_comments: 'news_comments',
      banners: 'banners',
      qnas: 'admin/qnas',
      qna_comments: 'qna_comments',
      qna_reports: 'qna_reports',
      contacts: 'admin/contacts',
      reports: 'admin/reports',
      articles: 'admin/blogs',
    };
    for (const [entity, path] of Object.entries(paths))
      expect(await total(path), entity).toBe(DEMO_DATA[entity].length);
    expect(await total('admin/news')).toBeGreaterThanOrEqual(30);
    expect(await total('news_translations')).toBeGreaterThanOrEqual(25);
    expect(await total('news_comments')).toBeGreaterThanOrEqual(40);
    expect(await total('banners')).toBeGreaterThanOrEqual(25);
    expect(await total('admin/qnas')).toBeGreaterThanOrEqual(40);
    expect(await total('qna_comments')).toBeGreaterThanOrEqual(80);
    expect(await total('admin/qnas?status=reported')).toBeGreaterThanOrEqual(25);
    expect(await total('admin/contacts')).toBeGreaterThanOrEqual(30);
    expect(await total('admin/reports')).toBeGreaterThanOrEqual(30);
    for (const language of ['ja', 'vi', 'en'])
      expect(await total(`admin/news?language_code=${language}`), language).toBeGreaterThan(5);
    for (const status of ['pending', 'active', 'rejected', 'expired'])
      expect(await total(`banners?status=${status}`), status).toBeGreaterThan(0);
    // Formatted texts and stored pictures.
    const article = await first('admin/blogs', 'status=approved');
    expect(article.body).toMatch(/^<p>/);
    expect(article.cover_image_url).toMatch(/^\/api\/v1\/files\//);
    const news = await first('admin/news', 'status=published');
    expect(news.body).toMatch(/^<p>/);
    expect(news.cover_image).toMatch(/^\/api\/v1\/files\//);
  });

  describe('banners: the spec calls', () => {
    it('GET banners answers a list', async () => {
      const answer = await get('banners');
      expect(answer.status).toBe(200);
      expect(answer.body.data.length).toBeGreaterThan(0);
      expect(answer.body.data[0]).toMatchObject({
        id: expect.any(Number),
        banner_url: expect.any(String),
        status: expect.any(String),
      });
    });

    it('PUT banners/{id} with only banner_url changes the picture and nothing else', async () => {
      const banner = await first('banners', 'status=active');
      const banner_url = 'https://cdn.example.com/banners/winter-campaign.png';
      const answer = await send('PUT', `banners/${banner.id}`, { banner_url });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { updated_at: _before, version: before, ...rest } = banner;
      const { updated_at: _after, version: after, ...now } = (await get(`banners/${banner.id}`)).body.data;
      expect(now).toEqual({ ...rest, banner_url });
      expect(after).toBe(before + 1);
      // Not a picture address: refused on the field; the status cannot be written this way.
      const bad = await send('PUT', `banners/${banner.id}`, { banner_url: 'javascript:alert(1)' });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['banner_url']);
      await send('PUT', `banners/${banner.id}`, { status: 'expired' });
      expect((await get(`banners/${banner.id}`)).body.data.status).toBe('active');
      // An end before the start is refused.
      const upside = await send('PUT', `banners/${banner.id}`, {
        starts_at: '2026-12-01T00:00:00+09:00',
        ends_at: '2026-11-01T00:00:00+09:00',
      });
      expect(upside.status).toBe(422);
      expect(Object.keys(upside.body.errors)).toEqual(['ends_at']);
    });

    it('PUT banners/{id}/reject keeps a reason when given (422 for a bad one), moves pending or active to rejected, and refuses other states (409)', async () => {
      const pending = await first('banners', 'status=pending');
      // The spec's client sends none (tests/server/contract.test.ts); one that is sent must be a fit text.
      for (const reason of [['a list'], 42, 'x'.repeat(1001), 'nul\u0000']) {
        const refused = await send('PUT', `banners/${pending.id}/reject`, { reason });
        expect(refused.status, JSON.stringify(reason)).toBe(422);
        expect(refused.body.errors).toHaveProperty('reason');
      }
      expect((await get(`banners/${pending.id}`)).body.data.status).toBe('pending');

      const reason = 'The picture promises a visa, which the company cannot offer.';
      const rejected = await send('PUT', `banners/${pending.id}/reject`, { reason });
      expect(rejected.status).toBe(200);
      expect(rejected.body.data).toMatchObject({ id: pending.id, status: 'rejected' });
      const [last] = (await get(`banners/${pending.id}/history`)).body.data;
      expect(last).toMatchObject({
        action: 'reject',
        from_state: 'pending',
        to_state: 'rejected',
        reason,
        admin_name: 'Admin',
      });

      const active = await first('banners', 'status=active');
      expect((await send('PUT', `banners/${active.id}/reject`, { reason })).body.data.status).toBe('rejected');
      for (const record of [pending, await first('banners', 'status=expired')]) {
        const refused = await send('PUT', `banners/${record.id}/reject`, { reason });
        expect(refused.status).toBe(409);
        expect(refused.body.message).toEqual(expect.any(String));
      }
      expect((await send('PUT', 'banners/2147483647/reject', { reason })).status).toBe(404);
    });

    it('DELETE banners/{id} removes it; banners are not created here (405); the moderator may not see them (403)', async () => {
      const banner = await first('banners', 'status=expired');
      expect((await send('DELETE', `banners/${banner.id}`)).status).toBe(200);
      expect((await get(`banners/${banner.id}`)).status).toBe(404);
      expect(
        (
          await send('POST', 'banners', {
            title: 'New',
            banner_url: 'https://cdn.example.com/b.png',
            placement: 'job_list',
          })
        ).status,
      ).toBe(405);
      expect((await get('banners', ctx.moderator)).status).toBe(403);
    });
  });

  describe('news', () => {
    it('moves draft → published → draft, archives with a reason, publishes again, and refuses the impossible moves', async () => {
      const draft = await first('admin/news', 'status=draft');
      const published = await send('PUT', `admin/news/${draft.id}/publish`);
      expect(published.status).toBe(200);
      expect(published.body.data.status).toBe('published');
      expect((await send('PUT', `admin/news/${draft.id}/publish`)).status).toBe(409);
      expect((await send('PUT', `admin/news/${draft.id}/unpublish`)).body.data.status).toBe('draft');
      const noReason = await send('PUT', `admin/news/${draft.id}/archive`, {});
      expect(noReason.status).toBe(422);
      expect(noReason.body.errors).toHaveProperty('reason');
      expect(
        (await send('PUT', `admin/news/${draft.id}/archive`, { reason: 'Replaced by a newer notice' })).body.data
          .status,
      ).toBe('archived');
      expect((await send('PUT', `admin/news/${draft.id}/unpublish`)).status).toBe(409);
      expect((await send('PUT', `admin/news/${draft.id}/publish`)).body.data.status).toBe('published');
      const history = (await get(`admin/news/${draft.id}/history`)).body.data.map((h: Json) => h.action);
      expect(history).toEqual(['publish', 'archive', 'unpublish', 'publish']);
      // The moderator reads news but may not change it.
      expect((await get(`admin/news/${draft.id}`, ctx.moderator)).status).toBe(200);
      expect(
        (await call(ctx.server, 'PUT', api(`admin/news/${draft.id}/unpublish`), { token: ctx.moderator })).status,
      ).toBe(403);
    });

    it('a news item answers its texts per language; one translation per language; a source URL needs its name', async () => {
      const translation = await first('news_translations', 'language_code=vi');
      const inVi = await get(`admin/news/${translation.news_id}?language=vi`);
      expect(inVi.body.data).toMatchObject({
        id: translation.news_id,
        translation_language: 'vi',
        translation: { id: translation.id, title: translation.title },
      });
      const again = await send('POST', 'news_translations', {
        news_id: translation.news_id,
        language_code: 'vi',
        title: 'Bản dịch thứ hai',
      });
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual({ language_code: 'There is already a translation in this language' });
      // Never in the language the item itself is written in (the answer in the caller's language)…
      const own = (await get(`admin/news/${translation.news_id}`)).body.data;
      expect(own.language_code).not.toBe('vi');
      const inOwn = await call(ctx.server, 'POST', api('news_translations'), {
        token: ctx.token,
        headers: { 'Accept-Language': 'ja' },
        body: { news_id: own.id, language_code: own.language_code, title: 'Same language' },
      });
      expect(inOwn.status).toBe(422);
      expect(inOwn.body.errors).toEqual({ language_code: '原文がこの言語です。翻訳は別の言語にしてください' });
      // …and the item does not move to a language one of its translations is in.
      const moved = await send('PUT', `admin/news/${own.id}`, { language_code: 'vi' });
      expect(moved.status).toBe(422);
      expect(Object.keys(moved.body.errors)).toEqual(['language_code']);
      expect((await get(`admin/news/${own.id}`)).body.data.language_code).toBe(own.language_code);
      const unknownNews = await send('POST', 'news_translations', {
        news_id: 2147483647,
        language_code: 'vi',
        title: 'Không có tin',
      });
      expect(unknownNews.status).toBe(422);
      expect(unknownNews.body.errors).toHaveProperty('news_id');

      const news = await first('admin/news', 'status=published');
      const sourceless = await send('PUT', `admin/news/${news.id}`, {
        source_name: '',
        source_url: 'https://www.moj.go.jp/isa/',
      });
      expect(sourceless.status).toBe(422);
      expect(Object.keys(sourceless.body.errors)).toEqual(['source_name']);
      // Formatted text: an emptied editor is no body, and the body is required.
      const empty = await send('PUT', `admin/news/${news.id}`, { body: '<p></p>' });
      expect(empty.status).toBe(422);
      expect(empty.body.errors).toHaveProperty('body');
    });
  });

  describe('reported Q&A', () => {
    it('lists the reported questions, each with its users’ reports and answers', async () => {
      const list = await get('admin/qnas?status=reported&page=1&paging=100');
      expect(list.status).toBe(200);
      const reported = DEMO_DATA.qnas.filter((q) => q.status === 'reported').length;
      expect(list.body.meta.total).toBe(reported);
      for (const question of list.body.data.slice(0, 8)) {
        expect(question.status).toBe('reported');
        expect(
          (await get(`qna_reports?qna_id=${question.id}&page=1&paging=1`)).body.meta.total,
          `reports of #${question.id}`,
        ).toBeGreaterThan(0);
        expect(
          (await get(`qna_comments?qna_id=${question.id}&page=1&paging=1`)).body.meta.total,
          `answers of #${question.id}`,
        ).toBeGreaterThan(0);
      }
    });

    it('hides (with a reason) or dismisses the reports, each taking the question out of the queue; restores a hidden one', async () => {
      const [one, two] = (await get('admin/qnas?status=reported&page=1&paging=2&sort=id')).body.data;
      const before = await total('admin/qnas?status=reported');
      expect((await send('PUT', `admin/qnas/${one.id}/hide`, {})).status).toBe(422);
      expect((await send('PUT', `admin/qnas/${one.id}/hide`, { reason: 'Advertising' })).body.data.status).toBe(
        'hidden',
      );
      expect((await send('PUT', `admin/qnas/${two.id}/dismiss_reports`)).body.data.status).toBe('published');
      expect(await total('admin/qnas?status=reported')).toBe(before - 2);
      // The reports stay on the question.
      expect(await total(`qna_reports?qna_id=${two.id}`)).toBeGreaterThan(0);
      expect((await send('PUT', `admin/qnas/${two.id}/dismiss_reports`)).status).toBe(409);
      expect((await send('PUT', `admin/qnas/${two.id}/restore`)).status).toBe(409);
      expect((await send('PUT', `admin/qnas/${one.id}/restore`)).body.data.status).toBe('published');
      // Questions are asked in the marketplace; reports are read-only here.
      expect((await send('POST', 'admin/qnas', { title: 'x' })).status).toBe(405);
      const report = await first('qna_reports', `qna_id=${two.id}`);
      expect((await send('PUT', `qna_reports/${report.id}`, { details: 'changed' })).status).toBe(405);
    });
  });

  describe('contacts and problem reports', () => {
    it('a contact message goes new → in progress → replied → closed, and can be reopened', async () => {
      const message = await first('admin/contacts', 'status=new');
      expect((await send('PUT', `admin/contacts/${message.id}/start`)).body.data.status).toBe('in_progress');
      expect(
        (await send('PUT', `admin/contacts/${message.id}`, { reply_note: 'Sent the password reset link again.' }))
          .status,
      ).toBe(200);
      expect((await send('PUT', `admin/contacts/${message.id}/replied`)).body.data).toMatchObject({
        status: 'replied',
        reply_note: 'Sent the password reset link again.',
      });
      expect((await send('PUT', `admin/contacts/${message.id}/start`)).status).toBe(409);
      expect((await send('PUT', `admin/contacts/${message.id}/close`)).body.data.status).toBe('closed');
      expect((await send('PUT', `admin/contacts/${message.id}/reopen`)).body.data.status).toBe('in_progress');
      const badEmail = await send('PUT', `admin/contacts/${message.id}`, { email: 'not an email' });
      expect(badEmail.status).toBe(422);
    });

    it('a problem report is resolved or dismissed with a reason, and reopened', async () => {
      const [one, two] = (await get('admin/reports?status=open&page=1&paging=2&sort=id')).body.data;
      expect((await send('PUT', `admin/reports/${one.id}/resolve`, {})).status).toBe(422);
      expect(
        (await send('PUT', `admin/reports/${one.id}/resolve`, { reason: 'The job was taken down.' })).body.data.status,
      ).toBe('resolved');
      expect(
        (await send('PUT', `admin/reports/${two.id}/dismiss`, { reason: 'The salary matches the posting.' })).body.data
          .status,
      ).toBe('dismissed');
      expect((await send('PUT', `admin/reports/${two.id}/resolve`, { reason: 'x' })).status).toBe(409);
      expect((await send('PUT', `admin/reports/${two.id}/reopen`)).body.data.status).toBe('open');
      const badTarget = await send('PUT', `admin/reports/${one.id}`, { target_id: 0 });
      expect(badTarget.status).toBe(422);
      expect(Object.keys(badTarget.body.errors)).toEqual(['target_id']);
    });
  });
});
