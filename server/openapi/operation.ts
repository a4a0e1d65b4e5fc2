// What a route tells the API document (GET /api/v1/openapi.json) about itself, declared where it is
// registered: `app.get(url, describe({...}), handler)`. Every /api/v1 route declares one; the document is
// built from the routes the server registers, so it cannot list a call the server lacks.
import type { JsonSchema } from '../../src/engine/kinds';
import type { Area, Privilege } from '../../src/engine/permissions';

/** Who may make the call: anyone, any signed-in admin (about themselves), or holders of a privilege. */
export type Access = 'public' | 'self' | { area: Area; privilege: Privilege };

export interface QueryParameter {
  name: string;
  schema: JsonSchema;
  description?: string;
  required?: boolean;
  /** Its name among the document's shared parameters, when many calls take it as it is (page, a list's filter). */
  component?: string;
}

export interface ApiOperation {
  /** One line, in the imperative: what the call does. */
  summary: string;
  /** The group the reference lists it under: an entity's path, or a part of the service ("Session"). */
  tag: string;
  access: Access;
  description?: string;
  query?: readonly QueryParameter[];
  /** A JSON body's schema; `multipart`: an upload (a form with a `file`). */
  body?: JsonSchema | 'multipart';
  /** The answer's JSON schema; null: an answer with no JSON body (a file). */
  answer: JsonSchema | null;
  /** The status of a successful call (200 unless said). */
  status?: number;
  /** Refusals the call may answer beyond those every call of its kind may (400, 401, 403, 413, 415, 422, 429). */
  refusals?: readonly number[];
  /** What the answer is when it is not JSON (a stored file: its own type). */
  produces?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's entry in the API document. */
    api?: ApiOperation;
  }
}

/** A route's options carrying its entry in the API document. */
export const describe = (api: ApiOperation) => ({ config: { api } });

// ---- small schema builders the routes share -----------------------------------

/** `{ data: <schema> }`, the shape of every JSON answer. */
export const dataOf = (schema: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['data'],
  properties: { data: schema },
});

/** An object with these properties, all required unless listed in `optional`. */
export function object(properties: Record<string, JsonSchema>, optional: readonly string[] = []): JsonSchema {
  const required = Object.keys(properties).filter((name) => !optional.includes(name));
  return { type: 'object', ...(required.length && { required }), properties };
}

export const text = (description?: string): JsonSchema => ({ type: 'string', ...(description && { description }) });
export const integer = (description?: string): JsonSchema => ({
  type: 'integer',
  ...(description && { description }),
});
export const flag = (description?: string): JsonSchema => ({ type: 'boolean', ...(description && { description }) });
export const moment: JsonSchema = { type: 'string', format: 'date-time' };
export const id: JsonSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
export const listOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
/** Any value of the schema, or null. */
export const orNull = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
/** An answer of no interest beyond its status. */
export const EMPTY: JsonSchema = { type: 'object' };
