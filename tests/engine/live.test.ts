// The pieces of live pages that decide on their own: how many rows a list's bar counts, and an admin's
// initials on the presence avatars.
import { describe, expect, it } from 'vitest';
import { rowsChanged } from '../../src/engine/ui/LiveRows';
import { initialsOf } from '../../src/engine/ui/Presence';

describe('rowsChanged', () => {
  it('is nothing for the same rows in the same order: they refresh in place', () => {
    expect(rowsChanged([3, 2, 1], [3, 2, 1])).toBe(0);
    expect(rowsChanged([], [])).toBe(0);
  });
  it('counts the rows that would come in, else those that would go', () => {
    expect(rowsChanged([3, 2, 1], [5, 4, 3])).toBe(2);
    expect(rowsChanged([3, 2, 1], [3, 1])).toBe(1);
    expect(rowsChanged([], [1])).toBe(1);
  });
  it('counts the rows that moved when the same rows come in another order', () => {
    expect(rowsChanged([1, 2, 3], [2, 1, 3])).toBe(2);
  });
  it('compares ids as the API gives them, numbers or strings', () => {
    expect(rowsChanged([1, 2], ['1', '2'])).toBe(0);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Nguyễn Văn An')).toBe('NA');
    expect(initialsOf('admin')).toBe('A');
    expect(initialsOf('田中 太郎')).toBe('田太');
    expect(initialsOf('  ')).toBe('?');
  });
  it('keeps a letter outside the basic plane whole', () => {
    expect(initialsOf('𠮷野 家')).toBe('𠮷家');
  });
});
