// react-admin's pagination, telling an estimated total as one: a list of more
// rows than the server counts exactly (EXACT_COUNT_LIMIT) reads
// "1-20 of about 40,000" instead of a precise-looking number.
import { useCallback } from 'react';
import { Pagination, useListContext, useLocaleState, useTranslate, type PaginationProps } from 'react-admin';

/** Whether the data provider marked the list's total as the server's estimate. */
export const isEstimatedTotal = (meta: unknown) =>
  (meta as { totalEstimated?: unknown } | undefined)?.totalEstimated === true;

/** An estimate to two significant digits, in the interface language's number format. */
export const roundedCount = (count: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumSignificantDigits: 2 }).format(count);

export function ListPagination(props: PaginationProps) {
  const { meta, error } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const estimated = isEstimatedTotal(meta);
  const label = useCallback(
    ({ from, to, count }: { from: number; to: number; count: number }) =>
      translate('app.pagination.range_about', { offsetBegin: from, offsetEnd: to, total: roundedCount(count, locale) }),
    [translate, locale],
  );
  // A list that failed to load has no rows to page through (react-admin would show the last total it had).
  if (error) return null;
  return <Pagination {...props} {...(estimated && { labelDisplayedRows: label })} />;
}
