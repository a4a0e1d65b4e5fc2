// The global search (GET search?q=&limit=): every entity the caller may view, by the fields each schema
// marks searchable, ignoring case, width, separators and (for a query without any) Vietnamese diacritics.
import { describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import { searchFields } from '../../src/engine/schema';
import { foldForSearch } from '../../src/engine/searchText';
import { adminWithGrants, call, useServer } from './helpers';

const API = '/api/v1';
type Group = { entity: string; records: Record<string, unknown>[]; more: boolean };

// Small tables are read whole and ranked; large ones rank by rank: both ways give the same answers.
describe.each([
  ['read whole', undefined],
  ['read rank by rank', 0],
])('global search, tables %s', (_, searchLargeTableBytes) => {
  const ctx = useServer({ moderator: true, build: { searchLargeTableBytes } });
  const get = (path: string, token = ctx.token) => call(ctx.server, 'GET', `${API}/${path}`, { token });
  const search = async (q: string, token = ctx.token, extra = '') => {
    const answer = await get(`search?q=${encodeURIComponent(q)}${extra}`, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Group[];
  };
  const idsIn = (groups: Group[], entity: string) =>
    groups.find((group) => group.entity === entity)?.records.map((record) => record.id) ?? [];

  it('finds a candidate by a fragment of the katakana name, and by the phone number typed any way', async () => {
    const candidates = (await get('admin/candidates?paging=200&sort=id')).body.data as Record<string, string>[];
    const candidate = candidates.find((c) => c.full_name_kana && c.phone && c.full_name_kana.length >= 6)!;
    expect(candidate).toBeDefined();
    // The name without its first and last letters, and without the dots between its parts.
    const fragment = candidate.full_name_kana.replace(/・/g, '').slice(1, -1);
    expect(idsIn(await search(fragment), 'candidates')).toContain(candidate.id);

    const digits = candidate.phone.replace(/\D/g, '');
    for (const typed of [
      digits,
      candidate.phone,
      digits.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))),
    ]) {
      const groups = await search(typed);
      expect(idsIn(groups, 'candidates'), typed).toContain(candidate.id);
      // A whole value comes first.
      expect(groups[0].records[0], typed).toMatchObject({ phone: expect.any(String) });
    }
    // The record comes with its title and searched fields, for the palette to show.
    const [group] = (await search(digits)).filter((g) => g.entity === 'candidates');
    expect(Object.keys(group.records.find((r) => r.id === candidate.id)!).sort()).toEqual(
      ['email', 'full_name', 'full_name_kana', 'id', 'phone'].sort(),
    );
  });

  it('ignores Vietnamese diacritics the query leaves out, and keeps those it has', async () => {
    const candidates = (await get('admin/candidates?paging=500&sort=id')).body.data as Record<string, string>[];
    const marked = candidates.find((c) => /[ễăơư]/.test(c.full_name))!;
    expect(marked).toBeDefined();
    const word = marked.full_name;
    const plain = word
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D');
    expect(idsIn(await search(plain.toUpperCase()), 'candidates')).toContain(marked.id);
    expect(idsIn(await search(word), 'candidates')).toContain(marked.id);
    // With another diacritic on the same letter, it is not found.
    const twin: Record<string, string> = { ễ: 'ế', ă: 'â', ơ: 'ó', ư: 'ứ' };
    const wrong = word.replace(/[ễăơư]/, (letter) => twin[letter]);
    expect(idsIn(await search(wrong), 'candidates')).not.toContain(marked.id);
  });

  it('finds a record by its id, ranks whole values first and says when there is more', async () => {
    const [job] = (await get('admin/jobs?paging=1&sort=id')).body.data;
    expect(idsIn(await search(String(job.id)), 'jobs')[0]).toBe(job.id);
    const many = await search('株式会社', ctx.token, '&limit=2');
    const companies = many.find((g) => g.entity === 'companies')!;
    expect(companies.records).toHaveLength(2);
    expect(companies.more).toBe(true);
    // Nothing to find: an empty answer, not an error.
    expect(await search('zzqxwv-nothing-like-it')).toEqual([]);
    expect(await search('x')).toEqual([]);
    // LIKE's wildcards are letters like any other: a query of them finds nothing rather than everything.
    for (const wildcards of ['%%', '__', '%_%', '\\%']) expect(await search(wildcards), wildcards).toEqual([]);
  });

  it('ranks whole values, then starts, then the rest, newest first within each', async () => {
    for (const q of ['an', 'nguyen', '090']) {
      const wide = await search(q, ctx.token, '&limit=20');
      // A shorter page is the longer one's start: ranked in the database, not only among what it read.
      const narrow = await search(q, ctx.token, '&limit=2');
      for (const group of narrow)
        expect(group.records, `${q}: ${group.entity}`).toEqual(
          wide.find((g) => g.entity === group.entity)!.records.slice(0, 2),
        );
      for (const group of wide) {
        const ids = group.records.map((record) => record.id);
        expect(new Set(ids).size, `${q}: ${group.entity}`).toBe(ids.length);
        const schema = schemas.find((s) => s.name === group.entity)!;
        const values = (record: Record<string, unknown>) => searchFields(schema).map((name) => record[name]);
        // Names per language are lists: only plain texts are ranked here.
        if (group.records.some((record) => values(record).some((v) => v != null && typeof v !== 'string'))) continue;
        const rankOf = (record: Record<string, unknown>) => {
          const folded = values(record).map((v) => foldForSearch(String(v ?? '')));
          // A query of digits is also an id.
          if (folded.includes(q) || Number(record.id) === Number(q)) return 0;
          return folded.some((v) => v.startsWith(q)) ? 1 : 2;
        };
        const order = group.records.map((record) => [rankOf(record), -Number(record.id)]);
        const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
        expect(order, `${q}: ${group.entity}`).toEqual(sorted);
      }
    }
  });

  it('never shows an entity the caller may not view, and refuses bad calls', async () => {
    // An admin who may view jobs and candidates only, and the seeded moderator.
    const grants = { JOBS: ['VIEW'], CANDIDATES: ['VIEW'] } as const;
    const narrow = await adminWithGrants(ctx.server.db, 'search reader', grants);
    for (const q of ['an', 'ng', '田', 'admin', 'example.com', '1', '090']) {
      const theirs = await search(q, narrow.token);
      for (const group of theirs) {
        const schema = schemas.find((s) => s.name === group.entity)!;
        expect(['JOBS', 'CANDIDATES'], `${q}: ${group.entity}`).toContain(schema.permission);
      }
      // The administrator finds those and more.
      expect((await search(q)).length, q).toBeGreaterThanOrEqual(theirs.length);
    }
    expect((await search('example.com')).map((g) => g.entity)).toContain('moderators');
    expect((await search('example.com', narrow.token)).map((g) => g.entity)).not.toContain('moderators');
    expect((await search('example.com', ctx.moderator)).map((g) => g.entity)).not.toContain('moderators');

    expect((await get('search?q=admin', '')).status).toBe(401);
    for (const bad of ['limit=0', 'limit=21', 'limit=x', `q=${'a'.repeat(201)}`, 'q=a&q=b', 'q=%00'])
      expect((await get(`search?${bad.startsWith('q') ? '' : 'q=ab&'}${bad}`)).status, bad).toBe(400);
  });
});
