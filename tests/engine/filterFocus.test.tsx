// @vitest-environment jsdom
// A filter picked in "Add filter" takes the focus when its input shows, however late (its code loads on
// first use); a pick that hides a shown filter, a move to another page or a focus put elsewhere meanwhile
// leave the focus where it is.
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { AdminContext, Form, ResourceContextProvider, testDataProvider } from 'react-admin';
import { listFilters, notePickedFilter } from '../../src/engine/ui/columns';
import { createSchemaRegistry, SchemaRegistryProvider } from '../../src/engine/ui/registry';
import { i18nProviderWithAll } from '../i18n';
import { note } from './fixtures';

const registry = createSchemaRegistry([note]);

/** An item of react-admin's "Add filter" menu, as it renders one: shown filters are checked. */
function menuItem(source: string, shown: boolean) {
  const item = document.createElement('li');
  item.setAttribute('role', 'menuitemcheckbox');
  item.setAttribute('aria-checked', String(shown));
  item.setAttribute('data-key', source);
  item.append(document.createElement('span'));
  document.body.append(item);
  return item.firstElementChild!;
}
const pick = (target: Element, how: { type: 'click' } | { type: 'keydown'; key: string } = { type: 'click' }) =>
  notePickedFilter({ ...how, target } as unknown as Parameters<typeof notePickedFilter>[0]);

/** Renders the list's filters in a filter form, as react-admin shows them once picked. */
async function showFilters(extra?: ReactNode) {
  const filters = listFilters(note, (key) => key).filter(
    (filter) => (filter.props as { source: string }).source === 'title',
  );
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={await i18nProviderWithAll('en', {})}>
      <SchemaRegistryProvider registry={registry}>
        <ResourceContextProvider value="note">
          <Form>{filters}</Form>
          {extra}
          <Probe />
        </ResourceContextProvider>
      </SchemaRegistryProvider>
    </AdminContext>,
  );
  return waitFor(() => {
    const input = document.querySelector<HTMLInputElement>('input[name="title"]');
    expect(input).toBeTruthy();
    return input!;
  });
}
/** Re-renders on demand, beside the filters. */
let bump = () => {};
function Probe() {
  const [, setCount] = useState(0);
  bump = () => setCount((count) => count + 1);
  return null;
}
/**
 * The input has rendered and its effects have run: whatever focus was due has been given. React runs
 * a commit's effects before it renders anything else, so an update rendered in act() flushes them.
 */
const settled = () => act(async () => bump());

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('"Add filter": the picked filter takes the focus', () => {
  it('when its input shows after the pick, by pointer or by Enter', async () => {
    pick(menuItem('title', false));
    const input = await showFilters();
    await waitFor(() => expect(document.activeElement).toBe(input));
    cleanup();
    pick(menuItem('title', false), { type: 'keydown', key: 'Enter' });
    const again = await showFilters();
    await waitFor(() => expect(document.activeElement).toBe(again));
  });

  it('not for a key other than Enter or Space, nor for another filter', async () => {
    pick(menuItem('title', false), { type: 'keydown', key: 'ArrowDown' });
    await showFilters();
    await settled();
    expect(document.activeElement).toBe(document.body);
    cleanup();
    pick(menuItem('body', false));
    await showFilters();
    await settled();
    expect(document.activeElement).toBe(document.body);
  });

  it('not when the pick hides a filter already shown', async () => {
    pick(menuItem('title', true));
    await showFilters();
    await settled();
    expect(document.activeElement).toBe(document.body);
  });

  it('not once the admin has gone to another page', async () => {
    window.history.replaceState(null, '', '/jobs');
    pick(menuItem('title', false));
    window.history.pushState(null, '', '/companies');
    await showFilters();
    await settled();
    expect(document.activeElement).toBe(document.body);
  });

  it('not when the admin has put the focus elsewhere meanwhile', async () => {
    pick(menuItem('title', false));
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    await showFilters();
    await settled();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('a pick is used once: the same filter shown again later keeps the focus where it is', async () => {
    pick(menuItem('title', false));
    const input = await showFilters();
    await waitFor(() => expect(document.activeElement).toBe(input));
    cleanup();
    await showFilters();
    await settled();
    expect(document.activeElement).toBe(document.body);
  });
});
