// The form of a bulk edit: which field, and the value every selected record gets, through the field's
// own input and validators. The server checks each record as a save would and lists those it skipped.
import { useState } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField as MuiTextField,
} from '@mui/material';
import { Form, useDataProvider, useListContext, useNotify, useTranslate, type HttpError } from 'react-admin';
import { bulkEditable, type EntitySchema } from '../schema';
import type { BulkAnswer, BulkCaller, NamedAnswer } from './BulkActionButtons';
import { useSelectionNames } from './BulkActionButtons';
import { formInputs } from './formInputs';
import { fieldLabel } from './registry';

export default function BulkEditDialog({
  schema,
  onClose,
  onDone,
}: {
  schema: EntitySchema;
  onClose: () => void;
  onDone: (answer: NamedAnswer) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds } = useListContext();
  const namesOf = useSelectionNames(schema);
  const dataProvider = useDataProvider() as unknown as BulkCaller;
  const fields = bulkEditable(schema);
  const [field, setField] = useState(fields[0]);
  const [pending, setPending] = useState(false);
  const formId = `bulk-edit-${schema.name}`;

  // Answers the field's errors to the form (a value the server refused for all), else nothing.
  const submit = async (values: Record<string, unknown>) => {
    const names = namesOf();
    setPending(true);
    try {
      const body = { ids: selectedIds, data: { [field]: values[field] ?? null } };
      const { data } = await dataProvider.callAction<BulkAnswer>(`PATCH ${schema.path}`, undefined, body);
      notify('app.bulk.done', {
        type: 'info',
        messageArgs: { action: translate('app.bulk.edit'), count: data.done.length },
      });
      onDone({ ...data, names });
      return undefined;
    } catch (error) {
      const errors = (error as HttpError).body?.errors as Record<string, string> | undefined;
      if (errors?.[field]) return { [field]: errors[field] };
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      return undefined;
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`${formId}-title`}>
      <DialogTitle id={`${formId}-title`}>
        {translate('app.bulk.edit_title', { count: selectedIds.length })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.bulk.edit_value_hint')}</DialogContentText>
        {fields.length > 1 ? (
          <MuiTextField
            select
            fullWidth
            margin="dense"
            label={translate('app.bulk.edit_field')}
            value={field}
            onChange={(event) => setField(event.target.value)}
            sx={{ mb: 2 }}
          >
            {fields.map((name) => (
              <MenuItem key={name} value={name}>
                {translate(fieldLabel(schema, name))}
              </MenuItem>
            ))}
          </MuiTextField>
        ) : null}
        {/* A new form per field: a value typed for one never goes to another. */}
        <Form key={field} id={formId} onSubmit={submit} noValidate>
          {formInputs(schema, { only: [field] })}
        </Form>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton type="submit" form={formId} variant="contained" disabled={pending}>
          {translate('app.bulk.edit_apply')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
