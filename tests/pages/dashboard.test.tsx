// @vitest-environment jsdom
// The dashboard's tiles: which show for a set of grants and a registry, the
// counts they read, their links, and a failed count that stays in its tile.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, usePermissions, type DataProvider } from 'react-admin';
import { schemas } from '../../schemas';
import { isPublicPath } from '../../src/App';
import type { Grants } from '../../src/engine/permissions';
import { createSchemaRegistry, SchemaRegistryProvider } from '../../src/engine/ui/registry';
import { DASHBOARD_CHARTS, DASHBOARD_TILES, lastDays } from '../../src/pages/dashboard/config';
import { listHref } from '../../src/pages/dashboard/data';
import { DashboardTiles } from '../../src/pages/dashboard/Tiles';
import { authProviderGranting } from '../engine/fixtures';
import { englishMessages, i18nProviderFor } from '../i18n';

const i18nProvider = await i18nProviderFor(englishMessages());
const jobs = schemas.find((s) => s.name === 'jobs')!;

describe('dashboard links and times', () => {
  it('opens a list with the filter in the URL, showing the filters the list offers', () => {
    const url = new URL(
      listHref('/ja', jobs, {
        status: 'active',
        created_at_gte: '2026-11-16T10:00:00.000Z',
        published_on_gte: '2026-11-01',
      }),
      'http://x',
    );
    expect(url.pathname).toBe('/ja/jobs');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({
      status: 'active',
      created_at_gte: '2026-11-16T10:00:00.000Z',
      published_on_gte: '2026-11-01',
    });
    // created_at is no filter of the jobs list: applied, not shown as an input.
    expect(JSON.parse(url.searchParams.get('displayedFilters')!)).toEqual({ status: true, published_on_gte: true });
  });

  it('counts "the last 7 days" as whole local days up to today, a filter that stays the same while the page is open', () => {
    // 22:58 UTC is already the 24th in Tokyo.
    expect(lastDays(new Date('2026-11-23T22:58:41.123Z'), 7, 'UTC')).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(lastDays(new Date('2026-11-23T22:58:41.123Z'), 7, 'Asia/Tokyo')).toEqual({
      from: '2026-11-18',
      to: '2026-11-24',
    });
    expect(lastDays(new Date('2026-03-01T03:00:00.000Z'), 30, 'UTC')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('the applications tile counts the days the applications chart counts, by the same date field', () => {
    const now = new Date('2026-11-23T10:00:00.000Z');
    const tile = DASHBOARD_TILES.find((t) => t.key === 'applications_week')!;
    const chart = DASHBOARD_CHARTS.find((c) => c.key === 'applications_per_day')!;
    expect(chart).toMatchObject({ entity: tile.entity, kind: 'perDay' });
    expect(tile.filter(now)).toEqual({ [`${chart.kind === 'perDay' && chart.field}_gte`]: lastDays(now, 7).from });
  });

  it('lets guests open the account request pages only', () => {
    expect(isPublicPath('/Register')).toBe(true);
    expect(isPublicPath('/register/confirm')).toBe(true);
    expect(isPublicPath('/')).toBe(false);
    expect(isPublicPath('/Dashboard')).toBe(false);
    expect(isPublicPath('/accessRequests')).toBe(false);
  });
});

describe('dashboard tiles', () => {
  afterEach(cleanup);

  /** Shown once the grants are loaded: the tiles, which come from them, have been decided by then. */
  function PermissionsKnown() {
    const { isPending } = usePermissions();
    return isPending ? null : <span data-testid="permissions-known" />;
  }

  function renderTiles(grants: Grants, getList: DataProvider['getList'], registered = schemas) {
    const authProvider = authProviderGranting(grants);
    const dataProvider = { getList } as unknown as DataProvider;
    return render(
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <SchemaRegistryProvider registry={createSchemaRegistry(registered)}>
          <DashboardTiles />
          <PermissionsKnown />
        </SchemaRegistryProvider>
      </AdminContext>,
    );
  }

  const tileKeys = (container: HTMLElement) =>
    [...container.querySelectorAll('[data-tile]')].map((el) => el.getAttribute('data-tile'));

  it('shows the tiles of the grants, with the total of a one-record list call, as a link to that list', async () => {
    const asked: { resource: string; params: Record<string, any> }[] = [];
    const { container } = renderTiles(
      { JOBS: ['VIEW'], ARTICLES: ['VIEW'], RECEIPTS: ['CREATE'] },
      async (resource, params) => {
        asked.push({ resource, params });
        return { data: [], total: resource === 'jobs' ? 1234 : 7 };
      },
    );
    await screen.findByText('1,234');
    expect(tileKeys(container)).toEqual(['open_jobs', 'pending_articles']);
    await screen.findByText('7');
    expect(asked.map((a) => [a.resource, a.params.pagination.perPage, a.params.filter])).toEqual([
      ['jobs', 1, { status: 'active' }],
      ['article', 1, { status: 'pending' }],
    ]);
    const link = container.querySelector('[data-tile="open_jobs"] a')!.getAttribute('href')!;
    expect(link.startsWith('#/jobs?') || link.startsWith('/jobs?')).toBe(true);
    expect(JSON.parse(new URLSearchParams(link.split('?')[1]).get('filter')!)).toEqual({ status: 'active' });
  });

  it("says a count above the server's exact counting is about so many", async () => {
    const { container } = renderTiles({ JOBS: ['VIEW'], ARTICLES: ['VIEW'] }, async (resource) =>
      resource === 'jobs' ? { data: [], total: 40_123, meta: { totalEstimated: true } } : { data: [], total: 9_876 },
    );
    await screen.findByText('about 40,000');
    await screen.findByText('9,876');
    expect(container.querySelector('[data-tile="open_jobs"]')!.getAttribute('data-estimated')).toBe('true');
    expect(container.querySelector('[data-tile="pending_articles"]')!.hasAttribute('data-estimated')).toBe(false);
  });

  it('leaves out tiles whose entity is not registered', async () => {
    const everything: Grants = Object.fromEntries(schemas.map((s) => [s.permission, ['VIEW']]));
    const withoutHousing = schemas.filter((s) => s.name !== 'home_rents');
    const { container } = renderTiles(everything, async () => ({ data: [], total: 1 }), withoutHousing);
    await waitFor(() => expect(container.querySelectorAll('[data-tile]').length).toBeGreaterThan(0));
    const keys = tileKeys(container);
    expect(keys).not.toContain('published_listings');
    expect(keys).toEqual(
      DASHBOARD_TILES.filter((t) => withoutHousing.some((s) => s.name === t.entity)).map((t) => t.key),
    );
  });

  it('shows a failed count as that tile’s error, the others still counted', async () => {
    const { container } = renderTiles({ JOBS: ['VIEW'], RECEIPTS: ['VIEW'] }, async (resource) => {
      if (resource === 'receipts') throw new Error('boom');
      return { data: [], total: 42 };
    });
    await screen.findByText('42');
    // After one retry.
    await waitFor(() =>
      expect(container.querySelector('[data-tile="pending_receipts"]')!.getAttribute('data-state')).toBe('error'),
    );
    expect(container.querySelector('[data-tile="pending_receipts"]')!.textContent).toContain(
      'Could not load these figures.',
    );
    expect(container.querySelector('[data-tile="open_jobs"]')!.getAttribute('data-count')).toBe('42');
  });

  it('shows nothing without any grant', async () => {
    const { container } = renderTiles({}, async () => ({ data: [], total: 1 }));
    // The grants loaded: still no tile.
    await screen.findByTestId('permissions-known');
    expect(container.querySelectorAll('[data-tile]')).toHaveLength(0);
  });
});
