// Yes or no, with an optional default a new record (and a new column) starts with.
import { emptyToNull, type FieldBase, type KindDefinition } from './base';

export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
}

export const boolean: KindDefinition<BooleanField> = {
  sqlType: () => 'boolean',
  jsonSchema: () => ({ type: 'boolean' }),
  initial: (field) => field.default,
  columnDefault: (field) => (field.default === undefined ? undefined : String(field.default)),
  normalize: (value) => (value === 'true' ? true : value === 'false' ? false : emptyToNull(value)),
  validate: (value) => (typeof value === 'boolean' ? null : { message: 'validation.boolean' }),
  filter: 'eq',
  fewValues: true,
  // PostgreSQL's text of a boolean is 't' or 'f'.
  groupKey: (value) => value === true || value === 't' || value === 'true',
};
