// Several records of a lookup (utilities, tenant types), stored as a JSON array of their ids.
import { distinctItems, emptyToNull, isId, MAX_INT, type FieldBase, type KindDefinition } from './base';

export interface ReferenceListField extends FieldBase {
  kind: 'referenceList';
  reference: string;
  maxItems?: number;
}

const DEFAULT_MAX_REFERENCES = 100;

export const referenceList: KindDefinition<ReferenceListField> = {
  sqlType: () => 'jsonb',
  jsonSchema: (field) => ({
    type: 'array',
    items: { type: 'integer', minimum: 1, maximum: MAX_INT },
    maxItems: field.maxItems ?? DEFAULT_MAX_REFERENCES,
    uniqueItems: true,
    description: `Ids of records of \`${field.reference}\`.`,
  }),
  normalize(value, field) {
    if (!Array.isArray(value)) return emptyToNull(value);
    const ids = value.map((item) => (typeof item === 'string' && /^\d+$/.test(item.trim()) ? Number(item) : item));
    return distinctItems(ids, field.maxItems ?? DEFAULT_MAX_REFERENCES);
  },
  validate(value, field) {
    if (!Array.isArray(value)) return { message: 'validation.reference' };
    const max = field.maxItems ?? DEFAULT_MAX_REFERENCES;
    if (value.length > max) return { message: 'validation.maxItems', args: { max } };
    return value.every(isId) ? null : { message: 'validation.reference' };
  },
  filter: 'includesId',
  target: (field) => ({ entity: field.reference, many: true }),
};
