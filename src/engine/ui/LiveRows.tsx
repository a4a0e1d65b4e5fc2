// A list that follows the writes of others: rows that stay where they are show their new values at
// once; when the page would hold other rows (a new record, one that left the filter, a new order), a bar
// says how many changed and shows them on a click, rather than moving rows under the admin's cursor.
import { useEffect, useRef, useState } from 'react';
import { Button } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { useDataProvider, useListContext, useTranslate, type Identifier } from 'react-admin';
import type { EntitySchema } from '../schema';
import { useEntityChanges } from './live';
import { listMeta } from './listParams';

/** Rows that would come in, else go out, between what is shown and what is stored now. */
export function rowsChanged(shown: readonly Identifier[], stored: readonly Identifier[]): number {
  const before = new Set(shown.map(String));
  const after = new Set(stored.map(String));
  const coming = stored.filter((id) => !before.has(String(id))).length;
  const going = shown.filter((id) => !after.has(String(id))).length;
  if (coming || going) return coming || going;
  // The same rows in another order: each row that moved.
  return shown.filter((id, at) => String(stored[at]) !== String(id)).length;
}

/**
 * In a list's context. `inPlace`: every change refetches the page as it is (a record's child list,
 * whose filter is its parent's); else the page is compared first (the list page).
 */
export function LiveRows({ schema, inPlace = false }: { schema: EntitySchema; inPlace?: boolean }) {
  const list = useListContext();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const [waiting, setWaiting] = useState(0);
  const now = useRef(list);
  now.current = list;
  // One comparison at a time; changes told meanwhile make one more after it.
  const busy = useRef(false);
  const again = useRef(false);

  const check = async () => {
    again.current = true;
    if (busy.current) return;
    busy.current = true;
    try {
      while (again.current) {
        again.current = false;
        const { data, page, perPage, sort, filterValues, resource, refetch } = now.current;
        const stored = await dataProvider.getList(resource, {
          pagination: { page, perPage },
          sort,
          filter: filterValues,
          meta: listMeta(schema),
        });
        const changed = rowsChanged(
          (data ?? []).map((row) => row.id),
          stored.data.map((row) => row.id),
        );
        if (changed) setWaiting(changed);
        else await refetch();
      }
    } catch {
      // Offline or refused: the page stays as it is; the next change or a reload tries again.
    } finally {
      busy.current = false;
    }
  };

  useEntityChanges(schema, () => {
    if (inPlace) void now.current.refetch();
    else void check();
  });

  // Another page, filter or order shows what is stored: nothing is waiting any more.
  const asked = JSON.stringify([list.page, list.perPage, list.sort, list.filterValues]);
  useEffect(() => setWaiting(0), [asked]);

  if (!waiting) return null;
  return (
    <Button
      size="small"
      startIcon={<SyncIcon />}
      onClick={() => {
        setWaiting(0);
        void now.current.refetch();
      }}
      sx={{ alignSelf: 'flex-start', my: 0.5 }}
      data-live-rows
    >
      {translate('app.live.rows_changed', { count: waiting })}
    </Button>
  );
}
