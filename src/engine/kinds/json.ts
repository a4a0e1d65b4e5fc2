// Any JSON value, searched as its text.
import { emptyToNull, type FieldBase, type KindDefinition } from './base';

export interface JsonField extends FieldBase {
  kind: 'json';
}

export const json: KindDefinition<JsonField> = {
  sqlType: () => 'jsonb',
  jsonSchema: () => ({ description: 'Any JSON value.' }),
  normalize: emptyToNull,
  // The body limit bounds the size; jsonb refuses only U+0000.
  validate: (value) => (JSON.stringify(value).includes('\\u0000') ? { message: 'validation.invalidCharacter' } : null),
  filter: 'jsonContains',
};
