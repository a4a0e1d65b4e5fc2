// The OpenAPI 3.1 document of /api/v1, built once at start from the routes the server registered: each
// route's own entry (server/openapi/operation.ts) and the entities' schemas. Served at
// GET /api/v1/openapi.json; `npm run api:types` turns it into TypeScript types.
import type { JsonSchema } from '../../src/engine/kinds';
import type { EntitySchema } from '../../src/engine/schema';
import { translate } from '../messages';
import { entityComponents } from './entity';
import { id, object, text, type ApiOperation } from './operation';

export const API_PREFIX = '/api/v1';

export interface RegisteredRoute {
  method: string;
  url: string;
  api?: ApiOperation;
}

/** The document's path of a route: under the prefix, with {name} for :name. */
export const documentPath = (url: string) => url.slice(API_PREFIX.length).replace(/:([A-Za-z_]\w*)/g, '{$1}');

/** The routes of the API the document lists: under the prefix, not the HEAD twins of GETs. */
export const apiRoutes = (routes: readonly RegisteredRoute[]) =>
  routes.filter((route) => route.url.startsWith(`${API_PREFIX}/`) && route.method !== 'HEAD');

const ERROR: JsonSchema = object(
  {
    message: text('What went wrong, in the language of Accept-Language (en, ja or vi).'),
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Per field: what is wrong with it, in the same language.',
    },
    issues: {
      type: 'object',
      additionalProperties: object({ message: text('A message key.'), args: { type: 'object' } }, ['args']),
      description: 'Per field: the message key and its arguments, for a form that shows them in its own language.',
    },
    meta: { type: 'object', description: 'More about the refusal: the state a record is in, its current version…' },
  },
  ['errors', 'issues', 'meta'],
);

/** Refusals any call may make, said once in the document's description rather than at every call. */
const everyCallRefuses = (bodyLimit: number) =>
  'Any call may be refused with 400 (a query parameter or address it does not take), 413 (a JSON body ' +
  `larger than ${bodyLimit / 1024} KiB), 415 (a body that is not JSON, or for an upload not a form) or 429 ` +
  '(too many calls from the address: wait as Retry-After says). Every refusal is JSON: ' +
  '`{"message", "errors"?, "issues"?, "meta"?}`.';

const REFUSALS: Record<number, string> = {
  400: 'A query parameter or the address is not one the call takes.',
  401: 'No token, or one that expired or was revoked: sign in again, or refresh.',
  403: 'The token is good, but its permission lacks the privilege the call needs.',
  404: 'No such record.',
  405: 'The entity does not allow this (e.g. banners are not created here).',
  409: 'The record is not in a state that allows it, a unique value is taken, or it changed since it was read.',
  413: 'The body is larger than the server takes.',
  415: 'The body is not of a type the call takes.',
  422: 'Fields are missing or wrong: see errors and issues.',
  429: 'Too many calls from this address, or too many sign-in attempts: wait as Retry-After says.',
};

function accessLine(operation: ApiOperation): string {
  const { access } = operation;
  if (access === 'public') return 'No sign-in needed.';
  if (access === 'self') return 'Any signed-in admin, about their own account.';
  return `Needs ${access.privilege} on ${access.area}.`;
}

const camel = (path: string) =>
  path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');

/** The document's shared parameters, filled as the operations name them. */
type SharedParameters = Record<string, Record<string, unknown>>;

function operationObject(method: string, path: string, operation: ApiOperation, shared: SharedParameters) {
  const pathParameters = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: name === 'id' ? id : { type: 'string' },
  }));
  const queryParameters = (operation.query ?? []).map(({ name, schema, description, required, component }) => {
    const parameter = {
      name,
      in: 'query',
      ...(required && { required }),
      ...(description && { description }),
      schema,
    };
    if (!component) return parameter;
    shared[component] ??= parameter;
    return { $ref: `#/components/parameters/${component}` };
  });
  // The refusals this call may make beyond those of every call (said once, in the description).
  const refusals = new Set<number>(operation.refusals ?? []);
  if (operation.access !== 'public') [401, 403].forEach((status) => refusals.add(status));
  if (pathParameters.length) refusals.add(404);
  if (operation.body) refusals.add(422);
  const status = operation.status ?? 200;
  const success =
    operation.answer === null
      ? { description: 'The file.', content: { [operation.produces ?? 'application/octet-stream']: {} } }
      : { description: 'Done.', content: { 'application/json': { schema: operation.answer } } };
  return {
    operationId: `${method.toLowerCase()}${camel(path)}`,
    tags: [operation.tag],
    summary: operation.summary,
    description: [operation.description, accessLine(operation)].filter(Boolean).join('\n\n'),
    security: operation.access === 'public' ? [] : [{ bearer: [] }],
    ...(pathParameters.length + queryParameters.length && { parameters: [...pathParameters, ...queryParameters] }),
    ...(operation.body && {
      requestBody: {
        required: true,
        content:
          operation.body === 'multipart'
            ? {
                'multipart/form-data': {
                  schema: object({ file: { type: 'string', contentMediaType: 'application/octet-stream' } }),
                },
              }
            : { 'application/json': { schema: operation.body } },
      },
    }),
    responses: {
      [status]: success,
      ...Object.fromEntries(
        [...refusals].sort().map((code) => [code, { $ref: `#/components/responses/Refused${code}` }]),
      ),
    },
  };
}

export interface DocumentInfo {
  version: string;
  /** The largest JSON body, in bytes. */
  bodyLimit: number;
}

/** The document of every described API route; a route without its entry is left out (a test names it). */
export function openApiDocument(
  routes: readonly RegisteredRoute[],
  entities: readonly EntitySchema[],
  info: DocumentInfo,
) {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  const parameters: SharedParameters = {};
  for (const route of apiRoutes(routes)) {
    if (!route.api) continue;
    tags.add(route.api.tag);
    const path = documentPath(route.url);
    (paths[path] ??= {})[route.method.toLowerCase()] = operationObject(route.method, path, route.api, parameters);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${translate('en', 'app.title')} API`,
      version: info.version,
      description:
        'The back office API: every entity, its state actions and statistics, and the calls ' +
        'around them (sign-in, notifications, files, search). Sign in with POST /admin/oauth/token and send ' +
        'the access token as `Authorization: Bearer …`. Answers are JSON: `{ "data": … }`, with `meta` on lists. ' +
        everyCallRefuses(info.bodyLimit),
    },
    servers: [{ url: API_PREFIX }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: { Error: ERROR, ...entityComponents(entities) },
      parameters: Object.fromEntries(Object.entries(parameters).sort(([a], [b]) => a.localeCompare(b))),
      responses: Object.fromEntries(
        Object.entries(REFUSALS).map(([code, description]) => [
          `Refused${code}`,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ]),
      ),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The access_token of POST /admin/oauth/token (or of POST /admin/refresh_tokens).',
        },
      },
    },
  };
}
