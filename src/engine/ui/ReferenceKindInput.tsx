// The reference kind's picker, in forms and list filters: a searchable list of
// the target's records by their titles. A lookup target's records come from the
// session's lookup list; other targets are searched page by page. Both in title order.
import {
  AutocompleteInput,
  ReferenceInput,
  TextInput,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useMayRead } from './useMayRead';
import { KINDS } from '../kinds';
import type { EntitySchema } from '../schema';
import { byTitle, useLookup } from './lookups';
import { useEntityName } from './PageChrome';
import { useTarget, type ReferenceKindProps } from './ReferenceKind';
import { bareId } from './registry';

interface InputProps extends ReferenceKindProps {
  validate?: Validator;
  alwaysOn?: boolean;
  /** Only general records (the parent picker of a hierarchy), never the record itself. */
  generalOnly?: boolean;
  /** A list's filter: every record is offered, choosable or not (`EntitySchema.choosable`). */
  filter?: boolean;
}

function LookupInput({
  source,
  label,
  validate,
  alwaysOn,
  generalOnly,
  target,
  optionText,
}: InputProps & { target: EntitySchema; optionText: (r: Record<string, unknown>) => string }) {
  const rows = useLookup(target);
  const current = useRecordContext();
  const [locale] = useLocaleState();
  const parent = target.hierarchy?.parent;
  const offered = (rows ?? []).filter(
    (row) =>
      !generalOnly ||
      !parent ||
      ((row[parent] === null || row[parent] === undefined) && String(row.id) !== String(current?.id)),
  );
  const choices = byTitle(
    offered.map((row) => ({ id: row.id, name: optionText(row) })),
    (choice) => choice.name,
    locale,
  );
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={choices}
      isPending={!rows}
      validate={validate}
      alwaysOn={alwaysOn}
      sx={{ minWidth: 'min(260px, 100%)' }}
    />
  );
}

/**
 * A reference to records the admin may not read (useMayRead): its id, kept as it is and not editable,
 * saying why, rather than a picker whose every call the server would refuse. A required one left
 * empty (a new record) says that the record cannot be saved here.
 */
function UnreadableReferenceInput({
  source,
  label,
  target,
  required,
}: {
  source: string;
  label?: string;
  target: EntitySchema;
  required?: boolean;
}) {
  const translate = useTranslate();
  const name = useEntityName(target);
  const value: unknown = useWatch({ name: source });
  const missing = required && (value === null || value === undefined || value === '');
  return (
    <TextInput
      source={source}
      label={label}
      readOnly
      format={bareId}
      helperText={translate(missing ? 'app.access_denied.reference_required' : 'app.access_denied.reference', { name })}
      sx={{ minWidth: 'min(260px, 100%)' }}
    />
  );
}

/**
 * A searched picker's order: by title where the title is a column of its own (as lookups are), else
 * as the target's list opens (a title read through another record or a comment's body sorts poorly).
 */
function pickerSort(target: EntitySchema): { field: string; order: 'ASC' | 'DESC' } {
  const title = target.fields[target.recordTitle];
  if (title && KINDS[title.kind].sortableTitle?.(title)) return { field: target.recordTitle, order: 'ASC' };
  const sort = target.list.sort;
  return { field: sort.replace(/^-/, ''), order: sort.startsWith('-') ? 'DESC' : 'ASC' };
}

export function ReferenceKindInput(props: InputProps) {
  const { source, label, field, validate, alwaysOn, generalOnly, filter } = props;
  const { target, optionText } = useTarget(field.reference);
  const mayRead = useMayRead()(target.route);
  const translate = useTranslate();
  const choosable = filter ? undefined : target.choosable;
  const refused = (record: Record<string, unknown>) => choosable !== undefined && record[choosable] === false;
  if (!mayRead)
    return <UnreadableReferenceInput source={source} label={label} target={target} required={field.required} />;
  if (target.lookup) return <LookupInput {...props} target={target} optionText={optionText} />;
  return (
    <ReferenceInput
      source={source}
      reference={target.route}
      sort={pickerSort(target)}
      perPage={50}
      alwaysOn={alwaysOn}
      filter={generalOnly && target.hierarchy ? { scope: 'general' } : undefined}
    >
      <AutocompleteInput
        label={label}
        optionText={(record: Record<string, unknown>) =>
          refused(record)
            ? translate('app.access_denied.not_choosable', { title: optionText(record) })
            : optionText(record)
        }
        getOptionDisabled={refused}
        filterToQuery={(q: string) => ({ q })}
        validate={validate}
        sx={{ minWidth: 'min(260px, 100%)' }}
      />
    </ReferenceInput>
  );
}
