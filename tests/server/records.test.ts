// Rows read from the database made ready for JSON: a record copied, a list's page in place.
import { describe, expect, it } from 'vitest';
import { serializeRecord, serializeRows } from '../../server/records';

const at = new Date('2026-11-27T04:00:00.000Z');

describe('rows as JSON wants them', () => {
  it('turns timestamps into ISO text and bigints (counts, bigserial ids) into numbers, leaving the rest', () => {
    const row = { id: 7n, created_at: at, name: 'Hanoi', active: true, tags: ['a'], deleted_at: null };
    expect(serializeRecord(row)).toEqual({
      id: 7,
      created_at: '2026-11-27T04:00:00.000Z',
      name: 'Hanoi',
      active: true,
      tags: ['a'],
      deleted_at: null,
    });
    // A record is copied: the row read stays as it was.
    expect(row.created_at).toBe(at);
  });

  it('makes a page of rows ready in place: the same array and rows, their values converted', () => {
    const first = { id: 1n, created_at: at, name: 'A' };
    const rows: Record<string, unknown>[] = [first, { id: 2, created_at: null, name: 'B' }];
    const out = serializeRows(rows);
    expect(out).toBe(rows);
    expect(out[0]).toBe(first);
    expect(out).toEqual([
      { id: 1, created_at: '2026-11-27T04:00:00.000Z', name: 'A' },
      { id: 2, created_at: null, name: 'B' },
    ]);
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
  });
});
