// The field kinds, entry half: each kind's form input and list filter (./<kind>.input.tsx), one line per
// kind name. Forms import this registry; a list loads a kind's entry module only when it shows its filter
// (`UI_KINDS[kind].entry`), so the first list fetches no picker's code. The build keeps these modules in
// one chunk (`kindInputs`, scripts/vite/chunkGroups.ts).
import type { FieldKind, FieldOf } from '../../kinds';
import type { InputKind } from './base';
import boolean from './boolean.input';
import date from './date.input';
import file from './file.input';
import json from './json.input';
import money from './money.input';
import number from './number.input';
import reference from './reference.input';
import referenceList from './referenceList.input';
import richText from './richText.input';
import select from './select.input';
import text from './text.input';
import textList from './textList.input';
import translations from './translations.input';

/** Each kind name with the entry of its own field type: a missing kind, or an entry under the wrong name, does not compile. */
const ENTRIES = {
  text,
  longText: text,
  email: text,
  url: text,
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
  images: file,
  file,
  referenceList,
} satisfies { [K in FieldKind]: InputKind<FieldOf<K>> };

export const INPUT_KINDS: Readonly<Record<FieldKind, InputKind>> = ENTRIES;
