// The shapes demo records are written in. A reference is {$lookup: {column:
// value}}, resolved to the id of the matching record of the referenced entity
// (a translated-names column matches its English name), so the data never
// depends on ids. {$index: n} names the n-th demo record of the referenced
// entity, for generated data. In a hierarchical entity, $children lists the specific
// records under a general one.
import type { TranslatedName } from '../../src/engine/kinds';

export interface Lookup {
  $lookup: Record<string, unknown>;
}

/** A reference to the n-th (0-based) demo record of the referenced entity. */
export interface IndexRef {
  $index: number;
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

/** A reference to the n-th (0-based) demo record of the referenced entity. */
export const nth = (index: number): IndexRef => ({ $index: index });

/**
 * A small deterministic random source (mulberry32), so generated demo data is
 * the same on every machine and every start.
 */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** A real number in [min, max). */
    between: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
