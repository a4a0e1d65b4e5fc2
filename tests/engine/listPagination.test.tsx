// @vitest-environment jsdom
// An estimated total reads as one: "of about 40,000" in the interface's
// language and number format; an exact total keeps react-admin's own label.
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, ListContextProvider, type ListControllerResult } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocaleCode } from '../../src/engine/locales';
import { ListPagination, roundedCount } from '../../src/engine/ui/ListPagination';
import { i18nProviderWithAll } from '../i18n';

afterEach(cleanup);

async function renderPagination(locale: LocaleCode, total: number, meta?: Record<string, unknown>) {
  const i18n = await i18nProviderWithAll(locale);
  const context = {
    data: Array.from({ length: 20 }, (_, i) => ({ id: i + 1 })),
    total,
    meta,
    page: 1,
    perPage: 20,
    isPending: false,
    isLoading: false,
    isFetching: false,
    hasNextPage: true,
    hasPreviousPage: false,
    setPage: () => undefined,
    setPerPage: () => undefined,
    resource: 'jobs',
  } as unknown as ListControllerResult;
  render(
    <AdminContext i18nProvider={i18n}>
      <ListContextProvider value={context}>
        <ListPagination rowsPerPageOptions={[20, 50, 100]} />
      </ListContextProvider>
    </AdminContext>,
  );
}

describe('list pagination', () => {
  it.each([
    ['en', '1-20 of about 40,000'],
    ['ja', '1-20 / 約 40,000 件'],
    ['vi', '1-20 trên khoảng 40.000'],
  ] as const)('tells an estimated total as one (%s)', async (locale, text) => {
    await renderPagination(locale, 40_123, { totalEstimated: true });
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('keeps an exact total exact', async () => {
    await renderPagination('en', 9_876);
    expect(await screen.findByText('1-20 of 9876')).toBeTruthy();
    expect(screen.queryByText(/about/)).toBeNull();
  });

  it('rounds to two significant digits', () => {
    expect(roundedCount(123_456, 'en')).toBe('120,000');
    expect(roundedCount(10_001, 'en')).toBe('10,000');
    expect(roundedCount(98_765, 'ja')).toBe('99,000');
  });
});
