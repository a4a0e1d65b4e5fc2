// A reference to another record on screen: its title, a link where the admin may open it (ReferenceKind.tsx);
// exported as the id and the title in the interface language.
import type { ReferenceField } from '../../kinds';
import { ReferenceCell } from '../ReferenceKind';
import { recordTitle } from '../registry';
import { isEmpty, type ExportKind, type UiKind } from './base';

export const reference: UiKind<ReferenceField> = {
  Cell: ({ source, label, sortable, field }) => (
    <ReferenceCell source={source} label={label} sortable={sortable} field={field} />
  ),
  Show: ({ source, label, field }) => <ReferenceCell source={source} label={label} field={field} />,
  column: 'wordy',
  entry: () => import('./reference.input'),
};

/** The id, then the referenced record's display name in the interface language. */
export const referenceExport: ExportKind<ReferenceField> = {
  related: (field) => ({ entity: field.reference }),
  columns: ({ source, label, translate, locale, target, related }) => [
    {
      header: translate('app.export.referenceId', { field: label }),
      cell: (record) => (isEmpty(record[source]) ? '' : String(record[source])),
    },
    {
      header: label,
      cell: (record) => {
        const found = isEmpty(record[source]) ? undefined : related?.get(String(record[source]));
        return found && target ? recordTitle(target, found, locale) : '';
      },
    },
  ],
};
