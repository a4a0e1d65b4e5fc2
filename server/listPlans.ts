// The statement cache of list calls: what a list address asks the database, kept by address.
import type { FastifyRequest } from 'fastify';
import type { LRUCache } from 'lru-cache';
import { CompiledQuery, type Compilable } from 'kysely';
import type { Area } from '../src/engine/permissions';
import type { CountPlan } from './counts';
import type { MarkedPage } from './pageMarks';

/**
 * How a list address reads its page: one statement (`rows`), or for a deep page by number the page after
 * the nearest kept mark (`marked`, server/pageMarks.ts).
 */
export type PageRead =
  { rows: CompiledQuery<Record<string, unknown>>; marked?: never } | { rows?: never; marked: MarkedPage };

/** What a list address asks the database: how it reads its page and counts its total (none for a whole lookup). */
export type ListPlan = PageRead & {
  page: number;
  paging: number;
  /** The function types whose records the filters or the sort read through a reference: VIEW on each is checked at every call. */
  crossed: readonly Area[];
  count?: CountPlan;
  /** A page in a keyset order: its answer carries cursors to the pages beside it (server/listSql.ts). */
  keyset?: { sort: string; backwards: boolean; fromCursor: boolean };
};

/**
 * List plans kept by address, so that a list asked again (the same page of the same filters and
 * sort, as a busy screen and every admin opening it ask) skips parsing its parameters and building
 * and compiling its SQL: about a seventh of the server's CPU per list call (docs/PERFORMANCE.md). A
 * plan holds no data, only the statement, so nothing kept can be out of date.
 */
export const MAX_KEPT_PLANS = 2000;
/** Longer addresses are planned at each call rather than kept. */
const MAX_KEPT_ADDRESS = 2048;

/** A query's SQL text and parameters alone, without the tree it was compiled from: a kept plan takes 3.7 KB instead of 10.6. */
export function statementOf(query: Compilable<Record<string, unknown>>): CompiledQuery<Record<string, unknown>> {
  const { sql: text, parameters } = query.compile();
  return CompiledQuery.raw(text, [...parameters]) as CompiledQuery<Record<string, unknown>>;
}

/** A list route's plan of a request's address: kept from an earlier call of the same address, or made and kept. */
export function keptPlan(
  kept: LRUCache<string, ListPlan>,
  route: string,
  request: FastifyRequest,
  planOf: (request: FastifyRequest) => ListPlan,
): ListPlan {
  const at = request.url.indexOf('?');
  const address = route + (at < 0 ? '' : request.url.slice(at));
  // A cursor's address is asked once: keeping it would only push out the plans asked again.
  if (address.length > MAX_KEPT_ADDRESS || /[?&]cursor=/.test(address)) return planOf(request);
  let plan = kept.get(address);
  if (!plan) kept.set(address, (plan = planOf(request)));
  return plan;
}
