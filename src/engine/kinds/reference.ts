// A record of another entity, by its id (a foreign key that restricts deletes).
import { isId, MAX_INT, type FieldBase, type KindDefinition } from './base';
import { normalizeNumber } from './number';

export interface ReferenceField extends FieldBase {
  kind: 'reference';
  reference: string;
}

export const reference: KindDefinition<ReferenceField> = {
  sqlType: () => 'integer',
  jsonSchema: (field) => ({
    type: 'integer',
    minimum: 1,
    maximum: MAX_INT,
    description: `The id of a record of \`${field.reference}\`.`,
  }),
  normalize: normalizeNumber,
  validate: (value) => (isId(value) ? null : { message: 'validation.reference' }),
  filter: 'eq',
  groupKey: Number,
  target: (field) => ({ entity: field.reference, many: false }),
};
