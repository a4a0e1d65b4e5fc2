// Fixed choices on screen: a choice's label, or a coloured chip where the field has tones (a status);
// exported as the label the list shows.
import { SelectField, useFieldValue, useTranslate } from 'react-admin';
import type { SelectField as SelectDef } from '../../kinds';
import type { EntitySchema } from '../../schema';
import { choiceLabel, choicesOf } from '../registry';
import { StatusChip } from '../StatusChip';
import { ValueText } from '../ValueText';
import { single, type ExportKind, type UiKind } from './base';

/** A choice's label in a list cell, as react-admin's SelectField shows it (nothing for a value not among the choices), in a ValueText. */
function SelectCell({
  schema,
  source,
  field,
}: {
  schema: EntitySchema;
  source: string;
  field: SelectDef;
  label?: string;
  sortable?: boolean;
}) {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  const choice = field.choices.find((id) => String(id) === String(value));
  return choice === undefined ? null : <ValueText cell>{translate(choiceLabel(schema, source, choice))}</ValueText>;
}

export const select: UiKind<SelectDef> = {
  // label and sortable are read by the list's header.
  Cell: ({ schema, source, label, sortable, field }) =>
    field.tones ? (
      <StatusChip schema={schema} source={source} label={label} sortable={sortable} field={field} />
    ) : (
      <SelectCell schema={schema} source={source} label={label} sortable={sortable} field={field} />
    ),
  Show: ({ schema, source, label, field }) =>
    field.tones ? (
      <StatusChip schema={schema} source={source} field={field} />
    ) : (
      <SelectField source={source} label={label} choices={choicesOf(schema, source, field)} />
    ),
  column: 'short',
  entry: () => import('./select.input'),
};

// The choice's label as the list shows it; an unknown stored value is kept as is.
export const selectExport: ExportKind<SelectDef> = single((value, { schema, source, translate }) =>
  translate(choiceLabel(schema, source, value), { _: String(value) }),
);
