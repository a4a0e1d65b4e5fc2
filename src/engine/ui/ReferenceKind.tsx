// The reference kind: a link to another entity's record, shown by that
// entity's record title and chosen with a searchable picker. A lookup target
// (a small master) comes from the session's lookup list: no request per row
// or per keystroke; other targets are fetched page by page. The picker is in
// ReferenceKindInput.tsx, with the forms' and filters' code.
import { DataProviderContext, ReferenceField, useFieldValue, useLocaleState, useRecordContext } from 'react-admin';
import { useMayRead } from './useMayRead';
import type { ReferenceField as ReferenceDef } from '../kinds';
import type { LookupRecord } from '../lookups';
import type { EntitySchema } from '../schema';
import { useLookup } from './lookups';
import { landingPage, useRecordHref } from './paths';
import { bareId, recordTitle, useSchemaRegistry } from './registry';
import { ValueLink } from './ValueText';
import { useLastingDataProvider, useReferenceStaleTime } from './pageReferences';

export interface ReferenceKindProps {
  source: string;
  label?: string;
  field: ReferenceDef;
  sortable?: boolean;
}

/** The referenced entity (by name), and how its records are titled in the interface language. */
export function useTarget(entity: string) {
  const target = useSchemaRegistry().find(entity);
  if (!target) throw new Error(`Unknown reference target: ${entity}`);
  const [locale] = useLocaleState();
  return { target, optionText: (record: Record<string, unknown>) => recordTitle(target, record, locale) };
}

/** The link of a referenced record: where clicking it on a list row leads. */
function useTargetLink(target: EntitySchema) {
  const href = useRecordHref();
  const page = landingPage(target);
  return (record: { id: LookupRecord['id'] }) =>
    page === undefined || !target.views.list ? false : href(target, record.id, page);
}

/**
 * A reference the admin may not read (useMayRead): its id, as text, with no call the server would
 * refuse (403). A lookup target needs no check: the session's lookup fetch asks only for what the
 * grants reach, and a missing name shows the id too.
 */
function BareId({ source }: { source: string }) {
  const value = useFieldValue({ source });
  return <span>{bareId(value)}</span>;
}

function LookupCell({
  source,
  target,
  optionText,
}: {
  source: string;
  target: EntitySchema;
  optionText: (r: Record<string, unknown>) => string;
}) {
  const value = useFieldValue({ source });
  const rows = useLookup(target);
  const link = useTargetLink(target);
  if (value === null || value === undefined || value === '') return <span />;
  const record = rows?.find((row) => String(row.id) === String(value));
  if (!record) return <span>{rows ? bareId(value) : ''}</span>;
  const to = link(record);
  return to ? <ValueLink to={to}>{optionText(record)}</ValueLink> : <span>{optionText(record)}</span>;
}

export function ReferenceCell({ source, field }: ReferenceKindProps) {
  const { target, optionText } = useTarget(field.reference);
  const link = useTargetLink(target);
  const mayRead = useMayRead()(target.route);
  const staleTime = useReferenceStaleTime();
  const lastingCalls = useLastingDataProvider();
  if (target.lookup) return <LookupCell source={source} target={target} optionText={optionText} />;
  if (!mayRead) return <BareId source={source} />;
  return (
    <DataProviderContext.Provider value={lastingCalls}>
      <ReferenceField source={source} reference={target.route} link={false} queryOptions={{ staleTime }}>
        <TitleLink render={optionText} link={link} />
      </ReferenceField>
    </DataProviderContext.Provider>
  );
}

/**
 * The title of the record of `entity` that the value of `source` names, as plain text (inside a row that is
 * itself a link). For a field that names one record (`targetOf`).
 */
export function ReferenceTitle({ source, entity }: { source: string; entity: string }) {
  const { target, optionText } = useTarget(entity);
  const value = useFieldValue({ source });
  const rows = useLookup(target.lookup ? target : undefined);
  const mayRead = useMayRead()(target.route);
  const staleTime = useReferenceStaleTime();
  const lastingCalls = useLastingDataProvider();
  if (target.lookup) {
    const record = rows?.find((row) => String(row.id) === String(value));
    if (record) return <span>{optionText(record)}</span>;
    // Not in the loaded list (or a list the grants do not reach): the bare id, as the cells show it.
    return rows ? <BareId source={source} /> : <span />;
  }
  if (!mayRead) return <BareId source={source} />;
  return (
    <DataProviderContext.Provider value={lastingCalls}>
      <ReferenceField source={source} reference={target.route} link={false} queryOptions={{ staleTime }}>
        <TitleOf render={optionText} />
      </ReferenceField>
    </DataProviderContext.Provider>
  );
}

function TitleOf({ render }: { render: (record: Record<string, unknown>) => string }) {
  const record = useRecordContext();
  return <span>{record ? render(record) : ''}</span>;
}

/** The referenced record's title, a link to it where its entity has a page to land on. */
function TitleLink({
  render,
  link,
}: {
  render: (record: Record<string, unknown>) => string;
  link: ReturnType<typeof useTargetLink>;
}) {
  const record = useRecordContext();
  const to = record && link(record as { id: LookupRecord['id'] });
  const title = <TitleOf render={render} />;
  return to ? <ValueLink to={to}>{title}</ValueLink> : title;
}
