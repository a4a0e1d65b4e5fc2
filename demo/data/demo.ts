// Helpers of the demo data: its "today", translated names, references, a repeatable random source.
// The shapes it is written in (references as {$lookup} or {$index}) are the seeder's (server/seed.ts).
import type { TranslatedName } from '../../src/engine/kinds';
import type { IndexRef, Lookup } from '../../server/seed';

export type { IndexRef, Lookup };

/**
 * The day the demo data is written as of, its "today". Seeding moves every day and time of the data
 * (and every YYYY-MM-DD day in its texts) by the days from this one to the day it runs (`movedBy`,
 * server/seed.ts), so a fresh demo always ends today whenever it is seeded.
 */
export const DEMO_TODAY = '2026-11-23';

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
