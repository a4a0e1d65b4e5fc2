// A record of another entity, by its id (a foreign key that restricts deletes).
import { isId, type FieldBase, type KindDefinition } from './base';
import { normalizeNumber } from './number';

export interface ReferenceField extends FieldBase {
  kind: 'reference';
  reference: string;
}

export const reference: KindDefinition<ReferenceField> = {
  sqlType: () => 'integer',
  normalize: normalizeNumber,
  validate: (value) => (isId(value) ? null : { message: 'validation.reference' }),
  filter: 'eq',
  groupKey: Number,
  target: (field) => ({ entity: field.reference, many: false }),
};
