// A toolbar link to another page of the current record (edit, a focused edit
// page, a new specific record), shown only to admins allowed to use it.
import type { ReactElement } from 'react';
import { Button, LinkBase, useCanAccess, useRecordContext } from 'react-admin';
import type { EntitySchema } from '../schema';
import { useRecordHref } from './paths';

interface Props {
  schema: EntitySchema;
  /** The page segment after the id ('' for the detail page). */
  page: string;
  /** i18n key or text of the button. */
  label: string;
  icon: ReactElement;
  /** The react-admin action the page needs ('edit', 'create', 'show'). */
  action: 'show' | 'edit' | 'create';
}

export function RecordPageButton({ schema, page, label, icon, action }: Props) {
  const record = useRecordContext();
  const href = useRecordHref();
  const { canAccess } = useCanAccess({ action, resource: schema.route, record });
  if (!record || !canAccess) return null;
  return (
    <Button component={LinkBase} to={href(schema, record.id, page)} label={label}>
      {icon}
    </Button>
  );
}
