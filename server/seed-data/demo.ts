// The shapes demo records are written in. A reference is {$lookup: {column:
// value}}, resolved to the id of the matching record of the referenced entity
// (a translated-names column matches its English name), so the data never
// depends on ids. In a hierarchical entity, $children lists the specific
// records under a general one.
import type { TranslatedName } from '../../src/engine/kinds';

export interface Lookup {
  $lookup: Record<string, unknown>;
}

export type DemoRecord = Record<string, unknown> & { $children?: DemoRecord[] };

/** Names in the three interface languages. */
export const names = (en: string, ja: string, vi: string): TranslatedName[] => [
  { language_code: 'en', name: en },
  { language_code: 'ja', name: ja },
  { language_code: 'vi', name: vi },
];

/** A reference to the record whose English name is `en`. */
export const byName = (en: string): Lookup => ({ $lookup: { names: en } });
