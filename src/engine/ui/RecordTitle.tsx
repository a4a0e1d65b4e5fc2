import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { EntitySchema } from '../schema';
import { recordTitle } from './registry';

/** "City: Tokyo" in page titles; the record's name in the interface language. */
export function RecordTitle({ schema }: { schema: EntitySchema }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const entity = translate(`resources.${schema.name}.name`, { smart_count: 1 });
  return <span>{record ? `${entity}: ${recordTitle(schema, record, locale)}` : entity}</span>;
}

/** Just the record's name: how references and pickers show it. */
export function RecordName({ schema }: { schema: EntitySchema }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  return <span>{recordTitle(schema, record, locale)}</span>;
}
