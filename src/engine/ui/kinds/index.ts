// The field kinds, UI half: each kind's list cell, detail field and UI traits, one module per kind (beside
// its entry module, ./<kind>.input.tsx, and with its export rule), and this registry, one line per kind
// name, keyed by the same names as the data half (../../kinds/). Generic code asks these
// (`UI_KINDS[field.kind]`) and the data traits, never tests a kind's name.
import type { FieldKind, FieldOf } from '../../kinds';
import type { UiKind } from './base';
import { boolean } from './boolean';
import { date } from './date';
import { file, images } from './file';
import { json } from './json';
import { money } from './money';
import { number } from './number';
import { reference } from './reference';
import { referenceList } from './referenceList';
import { richText } from './richText';
import { select } from './select';
import { email, longText, text, url } from './text';
import { textList } from './textList';
import { translations } from './translations';

/** Each kind name with the entry of its own field type: a missing kind, or an entry under the wrong name, does not compile. */
const ENTRIES = {
  text,
  longText,
  email,
  url,
  number,
  money,
  boolean,
  date,
  datetime: date,
  select,
  reference,
  translations,
  json,
  textList,
  richText,
  image: file,
  images,
  file,
  referenceList,
} satisfies { [K in FieldKind]: UiKind<FieldOf<K>> };

export const UI_KINDS: Readonly<Record<FieldKind, UiKind>> = ENTRIES;
