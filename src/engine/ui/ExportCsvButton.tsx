// The list's Export button: react-admin's ExportButton (current filters and
// sort, up to EXPORT_MAX_RESULTS records) with the schema-driven CSV of ./export.ts.
import { useCallback } from 'react';
import {
  downloadCSV,
  ExportButton,
  useListContext,
  useLocaleState,
  useNotify,
  useTranslate,
  type Exporter,
} from 'react-admin';
import type { EntitySchema } from '../schema';
import { buildCsv, EXPORT_MAX_RESULTS, exportFileName } from './export';
import { listMeta } from './listParams';
import { useMayRead } from './useMayRead';
import { useLookupCache } from './lookups';
import { useSchemaRegistry } from './registry';

export function ExportCsvButton({
  schema,
  maxResults = EXPORT_MAX_RESULTS,
}: {
  schema: EntitySchema;
  maxResults?: number;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { find } = useSchemaRegistry();
  const lookups = useLookupCache();
  const mayRead = useMayRead();
  const notify = useNotify();
  const { total } = useListContext();
  const exporter = useCallback<Exporter>(
    async (records, fetchRelatedRecords) => {
      const csv = await buildCsv(schema, records, { translate, locale, find, lookups, fetchRelatedRecords, mayRead });
      downloadCSV(csv, exportFileName(schema));
      if (total !== undefined && total > records.length) {
        notify('app.export.truncated', { type: 'warning', messageArgs: { count: records.length, total } });
      }
    },
    [schema, translate, locale, find, lookups, mayRead, notify, total],
  );
  // The fields its CSV writes (the list's columns), whatever the list on screen asked for.
  return <ExportButton maxResults={maxResults} exporter={exporter} meta={listMeta(schema)} />;
}
