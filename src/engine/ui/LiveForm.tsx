// At the top of an edit form: who else has the record open (this admin counts as editing once a field
// changed), and, when someone else saves the record meanwhile, who and when, before this admin saves:
// reload theirs (dropping what was typed) or keep editing (a save then meets the stale-save notice).
import { useRef, useState } from 'react';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { EntitySchema } from '../schema';
import { formatTimestamp } from './format';
import { useEntityChanges, type EntityChange } from './live';
import { RecordPresence } from './Presence';
import { useIsoLocale } from './useLocale';
import { useFormReload } from './VersionedForm';

/** Who deleted the record shown, and when. */
export function DeletedNotice({ change }: { change: EntityChange }) {
  const translate = useTranslate();
  const iso = useIsoLocale();
  return (
    <Alert severity="warning" data-live-deleted sx={{ width: '100%', boxSizing: 'border-box', mb: 1 }}>
      {translate('app.live.deleted', { name: change.by.name, time: formatTimestamp(change.at, iso) })}
    </Alert>
  );
}

/** Inside a VersionedForm's form. */
export function LiveFormNotice({ schema }: { schema: EntitySchema }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const iso = useIsoLocale();
  const reload = useFormReload();
  const { dirtyFields, isSubmitting } = useFormState();
  const [changed, setChanged] = useState<EntityChange | null>(null);
  // Read when a change comes, not when it was subscribed.
  const now = useRef({ record, isSubmitting });
  now.current = { record, isSubmitting };
  useEntityChanges(schema, (change) => {
    const { record: shown, isSubmitting: saving } = now.current;
    // This form's own save, or a change the form already stands on, is no news.
    if (!change || !shown || saving || !change.ids.includes(Number(shown.id))) return;
    const after = change.versions?.[String(shown.id)];
    if (after !== undefined && typeof shown.version === 'number' && after <= shown.version) return;
    setChanged(change);
  });
  return (
    <>
      <RecordPresence schema={schema} id={record?.id} editing={Object.keys(dirtyFields).length > 0} />
      {changed?.operation === 'delete' ? <DeletedNotice change={changed} /> : null}
      {changed && changed.operation !== 'delete' ? (
        <Alert severity="info" data-live-change sx={{ width: '100%', boxSizing: 'border-box' }}>
          <AlertTitle>
            {translate('app.live.changed', { name: changed.by.name, time: formatTimestamp(changed.at, iso) })}
          </AlertTitle>
          {translate('app.live.changed_message')}
          <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              color="inherit"
              disabled={isSubmitting || !reload}
              onClick={() => {
                setChanged(null);
                void reload?.();
              }}
              data-action="live-reload"
            >
              {translate('app.live.reload')}
            </Button>
            <Button color="inherit" onClick={() => setChanged(null)} data-action="live-keep-editing">
              {translate('app.live.keep_editing')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
    </>
  );
}
