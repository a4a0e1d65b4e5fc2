// A form's fields from its schema: each field's input (or, on an edit form, its read-only value) in a
// grid of one or two columns. Apart from the list's columns (columns.tsx) so that the first list a
// visitor opens does not load the forms' code and validators.
import type { ReactElement } from 'react';
import { Box } from '@mui/material';
import { Labeled, useFieldValue } from 'react-admin';
import { KINDS } from '../kinds';
import type { EntitySchema } from '../schema';
import { componentOf, fieldUi } from './fieldComponents';
import { UI_KINDS } from './kinds';
import { INPUT_KINDS } from './kinds/inputs';
import { fieldLabel } from './registry';
import { validatorFor } from './validators';
import { isEmptyValue } from './ValueText';

/**
 * A form's fields: two columns where the form has room for two fields of 320 px side by side (16 px
 * apart), else one, never wider than the form; the long kinds take the whole width.
 */
const FORM_GRID_SX = {
  display: 'grid',
  width: '100%',
  columnGap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, max(320px, calc((100% - 16px) / 2))), 1fr))',
} as const;

/**
 * Inputs of the writable fields, in the form's grid; `only` limits them to
 * some fields, `omit` leaves some out. With `showReadOnly` (edit forms) the
 * read-only fields are shown as text where they belong, so the admin sees
 * what they edit; an empty one is left out.
 */
export function formInputs(
  schema: EntitySchema,
  {
    only,
    omit,
    showReadOnly = false,
    choices,
  }: {
    only?: readonly string[];
    omit?: readonly string[];
    showReadOnly?: boolean;
    /** Fields of fixed choices (a select) offered fewer of them here (a translation's languages still free). */
    choices?: Readonly<Record<string, readonly string[]>>;
  } = {},
): ReactElement {
  const shown = Object.entries(schema.fields).filter(
    ([name, field]) => (showReadOnly || !field.readOnly) && (!only || only.includes(name)) && !omit?.includes(name),
  );
  const across = acrossBoth(shown.map(([, field]) => Boolean(fieldUi(field).wide)));
  const inputs = shown.map(([source, declared], index) => {
    const offered = choices?.[source];
    const field = (offered && KINDS[declared.kind].withChoices?.(declared, offered)) || declared;
    const label = fieldLabel(schema, source);
    const Show = fieldUi(field).Show ?? UI_KINDS[field.kind].Show;
    const Input = componentOf(field)?.Input ?? INPUT_KINDS[field.kind].Input;
    return (
      // An input that renders nothing leaves no empty cell.
      <Box
        key={source}
        data-form-field={source}
        sx={{ minWidth: 0, gridColumn: across[index] ? '1 / -1' : undefined, '&:empty': { display: 'none' } }}
      >
        {field.readOnly ? (
          <ReadOnlyValue source={source}>
            <Labeled label={label}>
              <Show schema={schema} source={source} field={field} label={label} />
            </Labeled>
          </ReadOnlyValue>
        ) : (
          <Input
            schema={schema}
            source={source}
            field={field}
            label={label}
            validate={validatorFor(field)}
            helperText={field.helperText}
          />
        )}
      </Box>
    );
  });
  return <Box sx={FORM_GRID_SX}>{inputs}</Box>;
}

/** A read-only field of an edit form: nothing at all when it has no value (nothing to see or to change), so its cell goes. */
function ReadOnlyValue({ source, children }: { source: string; children: ReactElement }) {
  return isEmptyValue(useFieldValue({ source })) ? null : children;
}

/**
 * Which fields span both columns: the wide ones, and a short one that would
 * stand alone in its row (the last of an odd run of short fields: before a
 * wide field, or at the end), rather than leave half a row empty.
 */
export function acrossBoth(wide: readonly boolean[]): boolean[] {
  let column = 0;
  return wide.map((isWide, index) => {
    if (isWide) {
      column = 0;
      return true;
    }
    const alone = column === 0 && (index === wide.length - 1 || wide[index + 1]);
    column = alone ? 0 : 1 - column;
    return alone;
  });
}
