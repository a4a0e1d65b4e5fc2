// Several records of a lookup on screen: chips of their titles (ReferenceListKind.tsx); exported as the
// titles, comma-separated.
import type { ReferenceListField } from '../../kinds';
import { ReferenceListCell } from '../ReferenceListKind';
import { bareId, recordTitle } from '../registry';
import type { ExportKind, UiKind } from './base';

export const referenceList: UiKind<ReferenceListField> = {
  Cell: ({ source, label, field }) => <ReferenceListCell source={source} label={label} field={field} />,
  Show: ({ source, label, field }) => <ReferenceListCell source={source} label={label} field={field} />,
  entry: () => import('./referenceList.input'),
};

/** The referenced lookup records' names in the interface language, comma-separated. */
export const referenceListExport: ExportKind<ReferenceListField> = {
  related: (field) => ({ entity: field.reference }),
  columns: ({ source, label, locale, target, related }) => [
    {
      header: label,
      cell: (record) => {
        const ids = record[source];
        if (!Array.isArray(ids)) return '';
        return ids
          .map((id) => {
            const found = related?.get(String(id));
            return found && target ? recordTitle(target, found, locale) : bareId(id);
          })
          .join(', ');
      },
    },
  ],
};
