// The field kinds, data half: one module per kind (its field type, rules, column and traits), and
// this registry, one line per kind name. The server and the renderer ask a kind (`KINDS[field.kind]`,
// `targetOf`), never test its name. The UI half (cells, show fields, inputs, export) is one module per
// kind in src/engine/ui/kinds/, keyed by the same names. Free of React.
import type { KindDefinition } from './base';
import { boolean, type BooleanField } from './boolean';
import { date, datetime, type DateField } from './date';
import { file, images, type FileField } from './file';
import { json, type JsonField } from './json';
import { money, type MoneyField } from './money';
import { number, type NumberField } from './number';
import { reference, type ReferenceField } from './reference';
import { referenceList, type ReferenceListField } from './referenceList';
import { richText, type RichTextField } from './richText';
import { select, type SelectField } from './select';
import { address, text, type TextField } from './text';
import { textList, type TextListField } from './textList';
import { translations, type TranslationsField } from './translations';

export * from './base';
export type { BooleanField, DateField, FileField, JsonField, MoneyField, NumberField, ReferenceField };
export type { ReferenceListField, RichTextField, SelectField, TextField, TextListField, TranslationsField };
export { EMAIL, maxLength } from './text';
export { MAX_MONEY } from './money';
export { FILE_URL } from './file';
export { isBlankHtml } from './richText';
export { translatedName } from './translations';

export type Field =
  | TextField
  | NumberField
  | MoneyField
  | BooleanField
  | DateField
  | SelectField
  | ReferenceField
  | TranslationsField
  | JsonField
  | TextListField
  | RichTextField
  | FileField
  | ReferenceListField;
export type FieldKind = Field['kind'];

/**
 * The field type whose `kind` may be K (a text field may be 'text', 'longText', 'email' or 'url'): each kind
 * table, here and in src/engine/ui/, gives kind K an entry for this type.
 */
export type FieldOf<K extends FieldKind> = Field extends infer F
  ? F extends { kind: infer FK }
    ? K extends FK
      ? F
      : never
    : never
  : never;

/** Each kind name with the definition of its own field type: a definition under the wrong name does not compile. */
const DEFINITIONS = {
  text,
  // Searched in lists (`q`), but too long to be what a global search finds a record by.
  longText: { ...text, searchText: undefined },
  email: address,
  url: address,
  number,
  money,
  boolean,
  date,
  datetime,
  select,
  reference,
  translations,
  json,
  textList,
  richText,
  image: file,
  file,
  images,
  referenceList,
} satisfies { [K in FieldKind]: KindDefinition<FieldOf<K>> };

export const KINDS: Readonly<Record<FieldKind, KindDefinition<Field>>> = DEFINITIONS;

/** The entity a field's values name (a reference, a list of ids), if any. */
export const targetOf = (field: Field): { entity: string; many: boolean } | undefined =>
  KINDS[field.kind].target?.(field);
