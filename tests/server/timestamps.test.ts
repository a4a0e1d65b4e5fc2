import { describe, expect, it } from 'vitest';
import { isoTimestamp } from '../../server/db';

describe('isoTimestamp (a timestamptz as PostgreSQL writes it, made the API text)', () => {
  it('rewrites UTC text to ISO, microseconds cut to milliseconds as a Date would', () => {
    expect(isoTimestamp('2026-11-27 07:37:55.290999+00')).toBe('2026-11-27T07:37:55.290Z');
    expect(isoTimestamp('2026-11-27 07:37:55.29+00')).toBe('2026-11-27T07:37:55.290Z');
    expect(isoTimestamp('2026-11-27 07:37:55.5+00')).toBe('2026-11-27T07:37:55.500Z');
    expect(isoTimestamp('2026-11-27 07:37:55+00')).toBe('2026-11-27T07:37:55.000Z');
    expect(isoTimestamp('0999-01-02 03:04:05.006+00')).toBe('0999-01-02T03:04:05.006Z');
  });

  it('gives a Date for another zone, era or size of year, the same instant', () => {
    expect((isoTimestamp('2026-11-27 16:37:55.29+09') as Date).toISOString()).toBe('2026-11-27T07:37:55.290Z');
    expect((isoTimestamp('2026-11-27 02:07:55+05:30') as Date).toISOString()).toBe('2026-11-26T20:37:55.000Z');
    expect((isoTimestamp('2026-11-27 07:37:55-00') as Date).toISOString()).toBe('2026-11-27T07:37:55.000Z');
    expect((isoTimestamp('12026-11-27 07:37:55+00') as Date).getUTCFullYear()).toBe(12026);
    expect((isoTimestamp('0044-03-15 12:00:00+00 BC') as Date).getUTCFullYear()).toBe(-43);
    expect(isoTimestamp('infinity')).toBe(Infinity);
    expect(isoTimestamp('-infinity')).toBe(-Infinity);
  });
});
