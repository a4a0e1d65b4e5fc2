import { useContext } from 'react';
import { EditContext, ShowContext, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { targetOf } from '../kinds';
import type { EntitySchema } from '../schema';
import { ReferenceTitle } from './ReferenceKind';
import { recordTitle } from './registry';

/** "City: Tokyo" in page titles, the record's name in the interface language; `prefix` replaces the entity name. */
export function RecordTitle({ schema, prefix }: { schema: EntitySchema; prefix?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const head = prefix ?? translate(`resources.${schema.name}.name`, { smart_count: 1 });
  // A record that is not there: the 404 page titles the header itself (LoadFailure).
  const show = useContext(ShowContext);
  const edit = useContext(EditContext);
  const error = (show?.error ?? edit?.error) as { status?: number } | null | undefined;
  if (error?.status === 404) return null;
  return <span>{record ? `${head}: ${recordTitle(schema, record, locale)}` : head}</span>;
}

/** Just the record's name: how references and lists on phones show it (a record titled by another record shows that one's title). */
export function RecordName({ schema }: { schema: EntitySchema }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const field = schema.fields[schema.recordTitle];
  const named = field && targetOf(field);
  if (named && !named.many) return <ReferenceTitle source={schema.recordTitle} entity={named.entity} />;
  return <span>{recordTitle(schema, record, locale)}</span>;
}
