// The demo data as a new user first meets it: its days end on the day it was
// seeded, the receipts' files are PDFs this server stores, and the bell holds
// notifications from the colleagues who would have sent them.
import { describe, expect, it } from 'vitest';
import { DEMO_DATA } from '../../demo/data';
import { DEMO_TODAY } from '../../demo/data/demo';
import { DEMO_NOTIFICATIONS } from '../../demo/data/notifications';
import { RECEIPT_DOCUMENTS } from '../../demo/data/receipts';
import { drawReceipt } from '../../demo/documents';
import { daysSince, movedBy } from '../../server/seed';
import { addDays, todayIn } from '../../server/stats';
import { KINDS } from '../../src/engine/kinds';
import { schemas } from '../../schemas';
import { call, useServer } from './helpers';

describe('demo data, as written', () => {
  it('moves days, moments and the days written in texts by whole days', () => {
    expect(daysSince(DEMO_TODAY, new Date(`${DEMO_TODAY}T23:59:59Z`))).toBe(0);
    expect(daysSince(DEMO_TODAY, new Date(`${addDays(DEMO_TODAY, 12)}T00:00:00Z`))).toBe(12);
    expect(daysSince(DEMO_TODAY, new Date(`${addDays(DEMO_TODAY, -400)}T12:00:00Z`))).toBe(-400);
    expect(movedBy('2026-11-16', 12)).toBe('2026-11-28');
    expect(movedBy('2026-12-30', 3)).toBe('2027-01-02');
    // The time of day and its offset stay.
    expect(movedBy('2026-11-20T10:30:00+09:00', 12)).toBe('2026-12-02T10:30:00+09:00');
    expect(movedBy('<li>入居可能日：2026-11-16</li><li>Handover: 2027-02-27</li>', 12, true)).toBe(
      '<li>入居可能日：2026-11-28</li><li>Handover: 2027-03-11</li>',
    );
    // A receipt's number or a phone number is not a day.
    expect(movedBy('R-2026-000123, 090-1234-5678', 12, true)).toBe('R-2026-000123, 090-1234-5678');
    expect(movedBy('2026-11-16', 0)).toBe('2026-11-16');
  });

  it('points every file field at a file this server stores', () => {
    for (const schema of schemas) {
      const fileFields = Object.keys(schema.fields).filter(
        (name) => KINDS[schema.fields[name].kind].files === 'upload',
      );
      for (const record of DEMO_DATA[schema.name] ?? [])
        for (const name of fileFields)
          for (const value of [record[name] ?? []].flat())
            expect(value, `${schema.name}.${name}`).toMatch(/^\/api\/v1\/files\/demo-/);
    }
    const receipts = DEMO_DATA.receipts.filter((r) => r.file_url);
    expect(receipts.map((r) => r.file_url)).toEqual(RECEIPT_DOCUMENTS.map((d) => `/api/v1/files/${d.id}/${d.name}`));
  });

  it("draws a receipt's file as a one-page PDF of what the record says, its days moved", () => {
    const receipt = RECEIPT_DOCUMENTS[0];
    const text = drawReceipt(receipt, 12).toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    expect(text).toContain(`(No. ${receipt.number})`);
    expect(text).toContain(`(Date of issue: ${movedBy(receipt.issued_on, 12)})`);
    // The cross-reference table points at each object.
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8), `object ${i + 1}`).toBe(`${i + 1} 0 obj\n`));
    expect(Number(/startxref\n(\d+)\n/.exec(text)![1])).toBe(text.indexOf('xref\n0 8'));
    expect(drawReceipt(receipt, 12).equals(drawReceipt(receipt, 12))).toBe(true);
  });

  it('sends each notification from a seeded colleague, several to each receiver', () => {
    const senders = (receiver: string) =>
      new Set(DEMO_NOTIFICATIONS.filter((n) => n.receiver === receiver).map((n) => n.sender));
    expect([...senders('admin')].sort()).toEqual(['editor', 'former', 'housing', 'moderator']);
    expect([...senders('moderator')].sort()).toEqual(['admin', 'former']);
    expect(DEMO_NOTIFICATIONS.every((n) => n.sender !== n.receiver)).toBe(true);
    const messageIds = DEMO_NOTIFICATIONS.flatMap((n) => (n.message ? [n.message.id] : []));
    expect(new Set(messageIds).size).toBe(messageIds.length);
  });
});

describe('demo data, as seeded', () => {
  const ctx = useServer({ moderator: true });
  const get = async (url: string, token = ctx.token) => {
    const answer = await call(ctx.server, 'GET', `/api/v1/${url}`, { token });
    expect(answer.status, url).toBe(200);
    return answer.body;
  };
  /** A list's total for a filter. */
  const total = async (path: string, filter: string) =>
    (await get(`${path}?page=1&paging=1&${filter}`)).meta.total as number;
  // The day of seeding: the run's seeded store is made at its start, which may be just before midnight.
  const today = todayIn('UTC');

  it('ends on the day it was seeded: recent records in the lists, none after today', async () => {
    expect(await total('admin/job_applications', `applied_on_gte=${addDays(today, -6)}`)).toBeGreaterThan(0);
    expect(await total('admin/job_applications', `applied_on_gte=${addDays(today, 1)}`)).toBe(0);
    expect(await total('admin/news', `published_at_gte=${addDays(today, 2)}`)).toBe(0);
    for (const [path, field] of [
      ['admin/job_applications', 'applied_on'],
      ['admin/receipts', 'paid_on'],
      ['admin/news', 'published_at'],
      ['admin/blogs/admin-dashboard', 'published_at'],
    ]) {
      const day = String((await get(`${path}?page=1&paging=1&sort=-${field}`)).data[0][field]).slice(0, 10);
      expect(day >= addDays(today, -15), `${path}: the newest ${field} is ${day}, seeded ${today}`).toBe(true);
    }
  });

  it("serves every receipt's file: a PDF this server stored under the receipt's number", async () => {
    const receipts = (await get('admin/receipts?page=1&paging=200')).data as {
      number: string;
      file_url: string | null;
    }[];
    const withFile = receipts.filter((r) => r.file_url);
    expect(withFile).toHaveLength(RECEIPT_DOCUMENTS.length);
    const stored = await ctx.server.db
      .selectFrom('files')
      .select(['id', 'name', 'mime'])
      .where('id', 'like', 'demo-receipt-%')
      .execute();
    expect(stored).toHaveLength(RECEIPT_DOCUMENTS.length);
    for (const receipt of withFile) {
      const id = /^\/api\/v1\/files\/(demo-receipt-\d{3})\//.exec(receipt.file_url!)?.[1];
      expect(
        stored.find((file) => file.id === id),
        receipt.number,
      ).toEqual({
        id,
        name: `${receipt.number}.pdf`,
        mime: 'application/pdf',
      });
    }
    const response = await fetch(ctx.server.url + withFile[0].file_url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer()).toString('latin1')).toContain(`(No. ${withFile[0].number})`);
  });

  it('fills the bell with notifications from several colleagues, each one a known account', async () => {
    for (const [token, least] of [
      [ctx.token, 4],
      [ctx.moderator, 2],
    ] as const) {
      const notes = (await get('admin/notifications?page=1&paging=100', token)).data as { sender_ids: number[] }[];
      const senders = [...new Set(notes.flatMap((n) => n.sender_ids))];
      expect(senders.length).toBeGreaterThanOrEqual(least);
      expect((await get(`user/profile?ids=${senders.join(',')}`, token)).data).toHaveLength(senders.length);
      // The first page already shows more than one of them.
      const first = (await get('admin/notifications?page=1', token)).data as { sender_ids: number[] }[];
      expect(new Set(first.map((n) => n.sender_ids[0])).size).toBeGreaterThan(1);
    }
  });
});
