// Amounts on screen in their record's currency (MoneyKind.tsx); exported as the plain amount and the
// currency's code.
import { targetOf, type MoneyField } from '../../kinds';
import type { EntitySchema } from '../../schema';
import { MoneyValue } from '../MoneyKind';
import { asText, column, isEmpty, type ExportKind, type ExportRecord, type UiKind } from './base';

export const money: UiKind<MoneyField> = {
  Cell: ({ schema, source, label, sortable, field }) => (
    <MoneyValue schema={schema} source={source} label={label} sortable={sortable} field={field} cell />
  ),
  Show: ({ schema, source, label, field }) => (
    <MoneyValue schema={schema} source={source} label={label} field={field} />
  ),
  column: 'short',
  entry: () => import('./money.input'),
};

/** The lookup (entity name) the amount's currency field references, if it is a reference rather than the code. */
function currencyMaster(schema: EntitySchema, field: MoneyField): string | undefined {
  const sibling = schema.fields[field.currency];
  const target = sibling && targetOf(sibling);
  return target && !target.many ? target.entity : undefined;
}

/**
 * The plain amount (1200.5), for spreadsheets to compute with, then its currency's code (JPY) in a column
 * of its own, unless the list exports the currency field itself. A currency field that references a
 * master gives the master record's `code`, as the list's cell shows it.
 */
export const moneyExport: ExportKind<MoneyField> = {
  related: (field, schema) => {
    const master = currencyMaster(schema, field);
    return master ? { entity: master, via: field.currency } : undefined;
  },
  columns: (context) => {
    const { schema, field, label, translate, related } = context;
    const { currency } = field;
    const master = currencyMaster(schema, field);
    const code = (record: ExportRecord): string => {
      const value = record[currency];
      if (isEmpty(value)) return '';
      if (!master) return String(value);
      const found = related?.get(String(value))?.code;
      return typeof found === 'string' ? found : '';
    };
    const amount = column(context, asText);
    if (schema.list.columns.includes(currency)) return [amount];
    return [amount, { header: translate('app.export.currency', { field: label }), cell: code }];
  },
};
