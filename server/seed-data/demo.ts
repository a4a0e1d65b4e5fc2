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

/**
 * The day the demo data is written as of, its "today". Seeding moves every day and time of the data
 * (and every YYYY-MM-DD day in its texts) by the days from this one to the day it runs (`movedBy`,
 * server/seed.ts), so a fresh demo always ends today whenever it is seeded.
 */
export const DEMO_TODAY = '2026-11-23';

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;
const ISO_DAYS_IN_TEXT = /\b(\d{4}-\d{2}-\d{2})\b/g;

/** The days seeding at `now` moves the demo data by: from DEMO_TODAY to `now`'s day (UTC). */
export const daysSinceDemoToday = (now: Date): number =>
  Math.round((Date.parse(now.toISOString().slice(0, 10)) - Date.parse(DEMO_TODAY)) / DAY_MS);

const moveDay = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A day (YYYY-MM-DD) or a moment (YYYY-MM-DDTHH:MM…, its time of day and offset kept) `days` days
 * later; with `inText`, every YYYY-MM-DD day written in a text (a listing's "available from 2026-11-16").
 */
export function movedBy(value: string, days: number, inText = false): string {
  if (!days) return value;
  if (inText)
    return value.replace(ISO_DAYS_IN_TEXT, (day) => (Number.isNaN(Date.parse(day)) ? day : moveDay(day, days)));
  return ISO_DAY.test(value) ? moveDay(value.slice(0, 10), days) + value.slice(10) : value;
}

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
