// The field kinds, export half: each kind's CSV rule (in its UI module), one line per kind name. Rules are
// listed in docs/DECISIONS.md ("CSV export").
import type { FieldKind, FieldOf } from '../../kinds';
import type { ExportKind } from './base';
import { booleanExport } from './boolean';
import { dateExport, datetimeExport } from './date';
import { fileExport } from './file';
import { jsonExport } from './json';
import { moneyExport } from './money';
import { numberExport } from './number';
import { referenceExport } from './reference';
import { referenceListExport } from './referenceList';
import { richTextExport } from './richText';
import { selectExport } from './select';
import { textExport } from './text';
import { textListExport } from './textList';
import { translationsExport } from './translations';

/** Each kind name with the rule of its own field type: a missing kind, or a rule under the wrong name, does not compile. */
const RULES = {
  text: textExport,
  longText: textExport,
  email: textExport,
  url: textExport,
  number: numberExport,
  money: moneyExport,
  boolean: booleanExport,
  date: dateExport,
  datetime: datetimeExport,
  select: selectExport,
  reference: referenceExport,
  translations: translationsExport,
  json: jsonExport,
  textList: textListExport,
  richText: richTextExport,
  image: fileExport,
  images: fileExport,
  file: fileExport,
  referenceList: referenceListExport,
} satisfies { [K in FieldKind]: ExportKind<FieldOf<K>> };

export const EXPORT_KINDS: Readonly<Record<FieldKind, ExportKind>> = RULES;
