// @vitest-environment jsdom
// The pieces of live pages that decide on their own: how many rows a list's bar counts, an admin's
// initials on the presence avatars, which lookup lists another admin's write drops, and one subscription
// to the changes however many pages listen.
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LookupCache } from '../../src/engine/lookups';
import { defineEntity, text } from '../../src/engine/schema';
import { LiveProvider, type LiveSource, type TopicWatcher } from '../../src/engine/ui/live';
import { LiveLookups, LookupProvider } from '../../src/engine/ui/lookups';
import { rowsChanged } from '../../src/engine/ui/LiveRows';
import { initialsOf } from '../../src/engine/ui/avatars';

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

describe('LiveLookups', () => {
  const colour = defineEntity({
    name: 'colours',
    route: 'colours',
    permission: 'MASTER',
    menu: false,
    fields: { name: text() },
    recordTitle: 'name',
    list: { columns: ['name'], sort: 'name' },
    lookup: true,
  });
  const shape = defineEntity({ ...colour, name: 'shapes', route: 'shapes', lookup: false });

  it("drops a lookup's lists when another admin writes it, every list after a reconnection", () => {
    const watchers: TopicWatcher[] = [];
    const source: LiveSource = {
      watch: vi.fn((watcher: TopicWatcher) => {
        watchers.push(watcher);
        return () => undefined;
      }),
    };
    const cache = new LookupCache(async () => []);
    const invalidate = vi.spyOn(cache, 'invalidate');
    render(
      <LiveProvider source={source}>
        <LookupProvider cache={cache}>
          <LiveLookups schemas={[colour, shape]} />
          <LiveLookups schemas={[colour]} />
        </LookupProvider>
      </LiveProvider>,
    );
    // Two listeners, one subscription.
    expect(source.watch).toHaveBeenCalledTimes(1);
    expect(watchers[0].destination).toBe('/topic/changes');
    const change = (entity: string) => ({ entity, operation: 'update', ids: [1], by: { id: 2, name: 'B' }, at: '' });
    watchers[0].onMessage(change('shapes'));
    expect(invalidate).not.toHaveBeenCalled();
    watchers[0].onMessage(change('colours'));
    expect(invalidate.mock.calls).toEqual([['colours'], ['colours']]);
    invalidate.mockClear();
    watchers[0].onResumed?.();
    expect(invalidate.mock.calls).toEqual([['colours'], ['colours']]);
  });
});
