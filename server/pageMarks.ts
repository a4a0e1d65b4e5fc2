// Deep pages by number. OFFSET reads every row it skips: page 40,000 of a million rows walks 800,000
// index entries at every call. A list instead keeps marks, the sort value and id of every
// `spacing`-th row of its order, found by one walk and kept a while; a deep page then starts after the
// nearest mark before it (a keyset condition through the sort's index) and skips fewer than
// `spacing` rows. Pages asked by cursor need no marks; these serve a jump to a page by its number.
import { LRUCache } from 'lru-cache';
import type { CompiledQuery } from 'kysely';
import type { Db } from './db';

/** The row at `position` (0-based) of a list's order when the marks were made: where the rows after it start. */
export interface Mark {
  position: number;
  /** The sort value as the database writes it as text, as a cursor holds it. */
  value: string;
  id: number;
}

/** What reading a deep page of one list address asks: made per address, its statements built on demand. */
export interface MarkedPage {
  /** The list's filter and order as text: its marks' key. */
  key: string;
  /** Rows skipped before the page. */
  offset: number;
  /** The page's rows after `mark` (from the list's start without one), `skip` rows skipped. */
  page(mark: Mark | undefined, skip: number): CompiledQuery<Record<string, unknown>>;
  /** Every `spacing`-th row's sort value (as text) and id among the next `rows` rows after `mark`, in order. */
  walk(mark: Mark | undefined, rows: number, spacing: number): CompiledQuery<{ value: string; id: number | string }>;
}

interface KeptMarks {
  at: number;
  marks: Mark[];
  /** Rows of the list's order the marks cover, from its start. */
  walked: number;
  /** The walk met the list's end: no mark lies beyond the last. */
  ended: boolean;
  /** A walk under way: other calls wait for it rather than walking the same rows. */
  walking?: Promise<void>;
}

/** Rows between two marks unless said otherwise: a deep page skips fewer than this many. */
export const MARK_SPACING = 10_000;

/** Whether a page this deep is read from marks (nearer pages skip their rows as cheaply). */
export const marksApply = (offset: number, spacing = MARK_SPACING) => offset >= 2 * spacing;

export interface PageMarksOptions {
  /** Rows between two marks: a deep page skips fewer than this many. */
  spacing?: number;
  /** How long marks are used before a walk makes them again. */
  ttlMs?: number;
  /** Lists whose marks are kept (the least recently used go first). */
  maxLists?: number;
}

/**
 * The marks of the lists asked deep, per database handle. Marks are as old as `ttlMs` at most: rows
 * written meanwhile before a mark shift the pages after it by as many rows, as a total estimated
 * for a few seconds does. A page by number that deep belongs to a list whose total is an estimate
 * ("about 1,000,000"), where the next and previous buttons read exact pages from cursors.
 */
export class PageMarks {
  readonly spacing: number;
  private readonly ttlMs: number;
  private readonly kept: LRUCache<string, KeptMarks>;

  constructor(options: PageMarksOptions = {}) {
    this.spacing = options.spacing ?? MARK_SPACING;
    this.ttlMs = options.ttlMs ?? 30_000;
    this.kept = new LRUCache({ max: options.maxLists ?? 200 });
  }

  applies(offset: number): boolean {
    return marksApply(offset, this.spacing);
  }

  /** The page's rows, read after the nearest mark before it; marks are made or extended first where needed. */
  async read(db: Db, asked: MarkedPage, now = Date.now()): Promise<Record<string, unknown>[]> {
    let entry = this.kept.get(asked.key);
    if (!entry || now - entry.at >= this.ttlMs) {
      entry = { at: now, marks: [], walked: 0, ended: false };
      this.kept.set(asked.key, entry);
    }
    while (entry.walking) await entry.walking;
    // The page's first row is at `offset`: a mark at `offset - 1` or before starts it.
    if (!entry.ended && entry.walked + this.spacing <= asked.offset) {
      const walking = this.extend(db, asked, entry);
      entry.walking = walking;
      try {
        await walking;
      } finally {
        entry.walking = undefined;
      }
    }
    const mark = entry.marks.findLast((m) => m.position < asked.offset);
    const skip = asked.offset - (mark ? mark.position + 1 : 0);
    return (await db.executeQuery(asked.page(mark, skip))).rows;
  }

  /** Walks from the last mark up to the page's start, marking every `spacing`-th row. */
  private async extend(db: Db, asked: MarkedPage, entry: KeptMarks): Promise<void> {
    const from = entry.marks.at(-1);
    const start = from ? from.position + 1 : 0;
    const wanted = Math.floor((asked.offset - start) / this.spacing);
    const rows = wanted * this.spacing;
    const { rows: found } = await db.executeQuery(asked.walk(from, rows, this.spacing));
    found.forEach((row, i) =>
      entry.marks.push({ position: start + (i + 1) * this.spacing - 1, value: row.value, id: Number(row.id) }),
    );
    // Fewer marks than the rows walked allow: the list ended before them.
    entry.ended = found.length < wanted;
    entry.walked = entry.ended ? start + found.length * this.spacing : start + rows;
  }
}
