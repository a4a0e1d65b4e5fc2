// A request's query and path parameters, read strictly: a repeated parameter, a malformed id or an
// over-long search text is a 400 (or 404 for an id) naming it, before anything reaches SQL.
import type { FastifyRequest } from 'fastify';
import { MAX_INT, hasNul } from '../src/engine/kinds';
import { fail } from './http';

export type Query = Record<string, string | string[] | undefined>;

export const MAX_ID = MAX_INT;
/** Longest search or text filter read. */
const MAX_SEARCH = 200;

export function parseId(request: FastifyRequest<{ Params: { id: string } }>): number {
  const raw = request.params.id;
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_ID) throw fail(request, 404, 'server.not_found');
  return id;
}

export function single(request: FastifyRequest, query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw fail(request, 400, 'server.invalid_query', { name });
  return value === undefined || value === '' ? undefined : value;
}

export function intParam(request: FastifyRequest, query: Query, name: string, fallback: number): number {
  const raw = single(request, query, name);
  if (raw === undefined) return fallback;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_INT)
    throw fail(request, 400, 'server.invalid_query', { name });
  return Number(raw);
}

/** Text to search for: refused when it holds a NUL (PostgreSQL text cannot) or is longer than any stored name. */
export function searchText(request: FastifyRequest, name: string, text: string): string {
  if (hasNul(text) || text.length > MAX_SEARCH) throw fail(request, 400, 'server.invalid_query', { name });
  return text;
}

/** A text as a LIKE pattern matches it: its wildcards and backslashes taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const likePattern = (text: string) => `%${escapeLike(text)}%`;
