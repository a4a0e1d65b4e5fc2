// "Change a field" over a list's selection, for schemas with bulk-editable fields. The dialog holds the
// kinds' inputs, so its code loads on the first click, never with the list.
import { lazy, Suspense, useState } from 'react';
import { Button, useCanAccess, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { bulkEditable, type EntitySchema } from '../schema';
import { BulkResultDialog, type NamedAnswer } from './BulkActionButtons';

const BulkEditDialog = lazy(() => import('./BulkEditDialog'));

export function BulkEditButton({ schema }: { schema: EntitySchema }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(schema.route);
  const { canAccess } = useCanAccess({ action: 'edit', resource: schema.route });
  const [open, setOpen] = useState(false);
  // What the last edit skipped, shown once the selection has gone.
  const [result, setResult] = useState<NamedAnswer>();
  if (!canAccess || !schema.views.edit || !bulkEditable(schema).length) return null;
  return (
    <>
      <Button label={translate('app.bulk.edit')} onClick={() => setOpen(true)} data-bulk-edit>
        <EditNoteIcon />
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <BulkEditDialog
            schema={schema}
            onClose={() => setOpen(false)}
            onDone={(answer) => {
              setOpen(false);
              unselectAll();
              refresh();
              if (answer.skipped.length) setResult(answer);
            }}
          />
        </Suspense>
      ) : null}
      <BulkResultDialog
        title={translate('app.bulk.edit_result_title', {
          done: result?.done.length ?? 0,
          skipped: result?.skipped.length ?? 0,
        })}
        result={result}
        onClose={() => setResult(undefined)}
      />
    </>
  );
}
