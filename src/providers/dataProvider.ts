// react-admin DataProvider over the REST API. Resources are the schemas'
// names; each maps to its schema's REST path under /api/v1.
import type {
  DataProvider,
  GetListParams,
  GetManyParams,
  Identifier,
  RaRecord,
  SortPayload,
  PaginationPayload,
} from 'ra-core';
import { HttpError } from 'ra-core';
import type { LookupCache, LookupRecord } from '../engine/lookups';
import type { EntitySchema } from '../engine/schema';
import type { HistoryEntry, HistoryReader } from '../engine/ui/history';
import type { ListPrefetcher } from '../engine/ui/listParams';
import type { RecordUsage, UsageReader } from '../engine/ui/usage';
import { isVisitorCall } from '../engine/visitorCalls';
import type { HttpClient, HttpMethod, Query } from './http';
import type { components } from '../../packages/api-types';

/** The most ids asked for in one getMany call. */
export const GET_MANY_CHUNK = 100;

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface DataProviderOptions {
  http: HttpClient;
  schemas: readonly EntitySchema[];
  /** The interface language, sent as `language` on lists to sort translated names. */
  getLocale?: () => string | undefined;
  /** The session's lookup lists: a write to an entity drops that entity's lists. */
  lookups?: Pick<LookupCache, 'invalidate'>;
}

export interface AdminDataProvider extends DataProvider, UsageReader, HistoryReader, ListPrefetcher {
  /**
   * Calls a schema action such as 'PATCH admin/companies/{id}/active'. A visitor's call
   * (src/engine/visitorCalls.ts) goes without a session, signed in or not.
   */
  callAction<T = unknown>(call: string, id?: Identifier, body?: unknown): Promise<{ data: T }>;
  /** A list call outside the schemas (e.g. 'admin/moderators'): its rows and meta.total. */
  callList<T = unknown>(path: string, query?: Query, signal?: AbortSignal): Promise<{ data: T[]; total: number }>;
}

/**
 * A list's answer: its records, and its paging as the API document says (packages/api-types), so a
 * change of the paging the API answers fails the type check here. A lookup read whole has no meta.
 */
interface ListAnswer<T> {
  data?: T[];
  meta?: Partial<components['schemas']['ListMeta']>;
}

/** Lists whose neighbouring pages' cursors are kept: the last few an admin paged through. */
const KEPT_CURSOR_LISTS = 20;

interface OneAnswer<T> {
  data?: T;
}

/** Filters as query params: empty values dropped, booleans as 'true'/'false', arrays comma-joined. */
export function filterToQuery(filter: Record<string, unknown> | undefined): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      const items = value.filter((v) => v !== undefined && v !== null && v !== '');
      if (items.length > 0) query[key] = items.map(String).join(',');
    } else if (typeof value === 'boolean') {
      query[key] = value ? 'true' : 'false';
    } else {
      query[key] = value;
    }
  }
  return query;
}

export function sortToQuery(sort: SortPayload | undefined): string | undefined {
  if (!sort?.field) return undefined;
  return sort.order === 'DESC' ? `-${sort.field}` : sort.field;
}

function idPath(base: string, id: Identifier): string {
  return `${base}/${encodeURIComponent(String(id))}`;
}

/** A whole lookup list: GET <path> without paging (the server answers every record). */
export async function fetchLookup(http: HttpClient, path: string): Promise<LookupRecord[]> {
  const answer = await http.request<ListAnswer<LookupRecord>>('GET', path);
  return Array.isArray(answer?.data) ? answer.data : [];
}

export function createDataProvider(options: DataProviderOptions): AdminDataProvider {
  const { http, schemas, getLocale, lookups } = options;
  // react-admin resources are the schemas' UI routes; the REST name is accepted too.
  const byResource = new Map(
    schemas.flatMap(
      (schema) =>
        [
          [schema.name, schema],
          [schema.route, schema],
        ] as const,
    ),
  );

  function schemaOf(resource: string): EntitySchema {
    const schema = byResource.get(resource);
    if (!schema)
      throw new HttpError(`Unknown resource "${resource}"`, 404, { message: `Unknown resource "${resource}"` });
    return schema;
  }

  const pathOf = (resource: string): string => schemaOf(resource).path;

  /** The path of a write; the entity's lookup lists (its own and its scopes') are dropped once it is done. */
  async function write<T>(resource: string, work: (path: string) => Promise<T>): Promise<T> {
    const schema = schemaOf(resource);
    try {
      return await work(schema.path);
    } finally {
      lookups?.invalidate(schema.path);
      for (const scope of schema.scopes) if (!scope.path.startsWith(`${schema.path}/`)) lookups?.invalidate(scope.path);
    }
  }

  /** A list filter `scope` (e.g. general) reads that scope's call, e.g. GET occupations/general. */
  function listTarget(
    resource: string,
    filter: Record<string, unknown> | undefined,
  ): { path: string; filter: Record<string, unknown> } {
    const schema = schemaOf(resource);
    const { scope, ...own } = filter ?? {};
    // A variant lists only its records (e.g. broker companies).
    const rest = { ...own, ...schema.variant?.values };
    // The spec's own list call where it has one (e.g. admin/blogs/admin-dashboard).
    if (scope === undefined || scope === null || scope === '')
      return { path: schema.calls?.list ?? schema.path, filter: rest };
    const found = schema.scopes.find((s) => s.name === scope);
    if (!found)
      throw new HttpError(`Unknown scope "${String(scope)}"`, 400, { message: `Unknown scope "${String(scope)}"` });
    return { path: found.path, filter: rest };
  }

  function listQuery(
    pagination: PaginationPayload | undefined,
    sort: SortPayload | undefined,
    filter: unknown,
    meta?: GetListParams['meta'],
  ): Query {
    const language = getLocale?.();
    // meta.fields: only those fields of each record (a list page's columns), else whole records.
    const fields = Array.isArray(meta?.fields) && meta.fields.length ? meta.fields.join(',') : undefined;
    return {
      ...filterToQuery(filter as Record<string, unknown> | undefined),
      // Paging and sort come last so a filter cannot override them.
      page: pagination?.page,
      paging: pagination?.perPage,
      sort: sortToQuery(sort),
      language: language || undefined,
      fields,
    };
  }

  /**
   * Where the pages beside the last one read of each list start (its filters, sort and page size): the
   * next or previous page is then read from there, through the sort's index, however deep it is. A
   * jump to another page goes by its number.
   */
  const cursors = new Map<string, { page: number; next?: string; previous?: string }>();
  const listKey = (path: string, query: Query) =>
    `${path}?${Object.entries(query)
      .filter(([name, value]) => name !== 'page' && value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, value]) => `${name}=${String(value)}`)
      .join('&')}`;

  async function list<T>(path: string, asked: Query, signal?: AbortSignal) {
    const key = listKey(path, asked);
    const beside = cursors.get(key);
    const page = Number(asked.page ?? 1);
    const cursor =
      beside && (page === beside.page + 1 ? beside.next : page === beside.page - 1 ? beside.previous : undefined);
    const query = cursor ? { ...asked, cursor } : asked;
    const answer = await http.request<ListAnswer<T>>('GET', path, { query, signal });
    cursors.delete(key);
    if (answer?.meta?.next_cursor || answer?.meta?.previous_cursor) {
      cursors.set(key, { page, next: answer.meta.next_cursor, previous: answer.meta.previous_cursor });
      if (cursors.size > KEPT_CURSOR_LISTS) cursors.delete(cursors.keys().next().value!);
    }
    const data = Array.isArray(answer?.data) ? answer.data : [];
    const total = typeof answer?.meta?.total === 'number' ? answer.meta.total : data.length;
    // Above the server's exact-count limit the total is an estimate, and the pagination says so.
    return { data, total, ...(answer?.meta?.total_estimated === true && { meta: { totalEstimated: true } }) };
  }

  async function one<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    signal?: AbortSignal,
    query?: Query,
    auth?: 'none',
  ): Promise<T> {
    const answer = await http.request<OneAnswer<T>>(method, path, { body, signal, query, ...(auth && { auth }) });
    return answer?.data as T;
  }

  const provider: AdminDataProvider = {
    supportAbortSignal: true,

    async getList(resource, params) {
      const { path, filter } = listTarget(resource, params.filter);
      return list(path, listQuery(params.pagination, params.sort, filter, params.meta), params.signal);
    },

    async prefetchList(resource, params) {
      try {
        const { path, filter } = listTarget(resource, params.filter);
        http.prefetch(path, { query: listQuery(params.pagination, params.sort, filter, params.meta) });
      } catch {
        // An unknown resource or scope: the real call will say so.
      }
    },

    async getOne(resource, params) {
      const schema = schemaOf(resource);
      // meta.language: the record with its texts in that language (entities with translatedBy).
      const language = typeof params.meta?.language === 'string' ? params.meta.language : undefined;
      // The spec's own detail call where it has one (e.g. admin/blogs/dashboard/{id}).
      const url = schema.calls?.show
        ? schema.calls.show.replace('{id}', encodeURIComponent(String(params.id)))
        : idPath(schema.path, params.id);
      return { data: await one('GET', url, undefined, params.signal, language ? { language } : undefined) };
    },

    async getMany<RecordType extends RaRecord>(resource: string, params: GetManyParams<RecordType>) {
      const path = pathOf(resource);
      const ids = [...new Set(params.ids.map(String))];
      if (ids.length === 0) return { data: [] };
      const chunks: string[][] = [];
      for (let i = 0; i < ids.length; i += GET_MANY_CHUNK) chunks.push(ids.slice(i, i + GET_MANY_CHUNK));
      const pages = await Promise.all(
        chunks.map((chunk) =>
          list<RecordType>(path, { ids: chunk.join(','), page: 1, paging: chunk.length }, params.signal),
        ),
      );
      return { data: pages.flatMap((page) => page.data) };
    },

    async getManyReference(resource, params) {
      const { path, filter } = listTarget(resource, { ...params.filter, [params.target]: params.id });
      return list(path, listQuery(params.pagination, params.sort, filter, params.meta), params.signal);
    },

    async create(resource, params) {
      // A variant's records are created with its values.
      const schema = schemaOf(resource);
      const values = schema.variant?.values;
      // The spec's own create call where it has one (e.g. user/register/manager).
      return write(resource, async (path) => ({
        data: await one('POST', schema.calls?.create ?? path, values ? { ...params.data, ...values } : params.data),
      }));
    },

    async update(resource, params) {
      return write(resource, async (path) => ({ data: await one('PUT', idPath(path, params.id), params.data) }));
    },

    async updateMany(resource, params) {
      // One after the other: the API has no bulk update and this keeps the load gentle.
      return write(resource, async (path) => {
        const done: Identifier[] = [];
        for (const id of params.ids) {
          await one('PUT', idPath(path, id), params.data);
          done.push(id);
        }
        return { data: done };
      });
    },

    async delete(resource, params) {
      return write(resource, async (path) => {
        const data = await one<RaRecord>('DELETE', idPath(path, params.id));
        return { data: (data ?? params.previousData ?? { id: params.id }) as never };
      });
    },

    async deleteMany(resource, params) {
      return write(resource, async (path) => {
        const done: Identifier[] = [];
        for (const id of params.ids) {
          await one('DELETE', idPath(path, id));
          done.push(id);
        }
        return { data: done };
      });
    },

    async getUsage(resource, id, signal) {
      const data = await one<Partial<RecordUsage>>('GET', `${idPath(pathOf(resource), id)}/usage`, undefined, signal);
      return { total: Number(data?.total ?? 0), references: Array.isArray(data?.references) ? data.references : [] };
    },

    async getHistory(resource, id, signal) {
      const data = await one<HistoryEntry[]>('GET', `${idPath(pathOf(resource), id)}/history`, undefined, signal);
      return Array.isArray(data) ? data : [];
    },

    async callAction<T = unknown>(call: string, id?: Identifier, body?: unknown) {
      const match = /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(call);
      const method = match?.[1].toUpperCase() as HttpMethod | undefined;
      if (!match || !method || !METHODS.includes(method)) {
        throw new HttpError(`Invalid action call "${call}"`, 400, { message: `Invalid action call "${call}"` });
      }
      let path = match[2];
      if (path.includes('{id}')) {
        if (id === undefined || id === null || id === '') {
          throw new HttpError(`Action "${call}" needs a record id`, 400, {
            message: `Action "${call}" needs a record id`,
          });
        }
        path = path.replaceAll('{id}', encodeURIComponent(String(id)));
      }
      return {
        data: await one<T>(method, path, body, undefined, undefined, isVisitorCall(method, path) ? 'none' : undefined),
      };
    },

    async callList<T = unknown>(path: string, query: Query = {}, signal?: AbortSignal) {
      return list<T>(path, filterToQuery(query), signal);
    },
  };
  return provider;
}
