// The reference kind: a link to another entity's record, shown by that
// entity's record title and chosen with a searchable picker.
import { AutocompleteInput, ReferenceField, ReferenceInput, useLocaleState, useRecordContext, type Validator } from 'react-admin';
import type { ReferenceField as ReferenceDef } from '../kinds';
import { recordTitle, useSchemaRegistry } from './registry';

interface Props {
  source: string;
  label?: string;
  field: ReferenceDef;
  sortable?: boolean;
}

function useTarget(field: ReferenceDef) {
  const target = useSchemaRegistry().find(field.reference);
  if (!target) throw new Error(`Unknown reference target: ${field.reference}`);
  const [locale] = useLocaleState();
  return { target, optionText: (record: Record<string, unknown>) => recordTitle(target, record, locale) };
}

export function ReferenceCell({ source, field }: Props) {
  const { target, optionText } = useTarget(field);
  return (
    <ReferenceField source={source} reference={target.route} link="show">
      <TitleOf render={optionText} />
    </ReferenceField>
  );
}

export function ReferenceKindInput({ source, label, field, validate, alwaysOn }: Props & { validate?: Validator; alwaysOn?: boolean }) {
  const { target, optionText } = useTarget(field);
  return (
    <ReferenceInput source={source} reference={target.route} sort={{ field: target.list.sort.replace(/^-/, ''), order: 'ASC' }} perPage={50} alwaysOn={alwaysOn}>
      <AutocompleteInput
        label={label}
        optionText={optionText}
        filterToQuery={(q: string) => ({ q })}
        validate={validate}
        sx={{ minWidth: 260 }}
      />
    </ReferenceInput>
  );
}

function TitleOf({ render }: { render: (record: Record<string, unknown>) => string }) {
  const record = useRecordContext();
  return <span>{record ? render(record) : ''}</span>;
}
