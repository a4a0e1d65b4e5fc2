// The API's calls as its OpenAPI document types them (packages/api-types, made by `npm run api:types`): a
// call the document does not have, a body it does not take or an answer read as it is not, fails the type
// check. The data provider's record calls go by each schema's path at run time; the fixed calls go here.
import type { paths } from '../../packages/api-types';
import type { HttpClient, HttpMethod, Query, RequestOptions } from './http';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** A call of the document: its path, from the `/` after /api/v1. */
export type ApiPath = keyof paths;
type MethodOf<P extends ApiPath> = { [M in Method]: paths[P][M] extends undefined | never ? never : M }[Method];
type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;

type JsonOf<R> = R extends { content: { 'application/json': infer A } } ? A : never;
/** What a call answers when it succeeds (200 or 201). */
export type Answer<P extends ApiPath, M extends MethodOf<P>> =
  Operation<P, M> extends { responses: infer R }
    ? R extends { 200: infer Ok }
      ? JsonOf<Ok>
      : R extends { 201: infer Made }
        ? JsonOf<Made>
        : never
    : never;
type BodyOf<B> = B extends { content: { 'multipart/form-data': unknown } } ? FormData : JsonOf<B>;
/** The body a call takes: its JSON, or a form for an upload (undefined: none). */
export type Body<P extends ApiPath, M extends MethodOf<P>> =
  Operation<P, M> extends { requestBody?: infer B } ? BodyOf<NonNullable<B>> | undefined : undefined;

export interface CallOptions<P extends ApiPath, M extends MethodOf<P>> extends Omit<RequestOptions, 'body' | 'query'> {
  /** The values of the path's {name} parts. */
  params?: Record<string, string | number>;
  query?: Query;
  body?: Body<P, M>;
}

/** `method path` of the document through the app's HTTP client (its session, retries and progress bar). */
export function apiCall<P extends ApiPath, M extends MethodOf<P>>(
  http: Pick<HttpClient, 'request'>,
  method: M,
  path: P,
  { params = {}, ...options }: CallOptions<P, M> = {},
): Promise<Answer<P, M>> {
  const address = (path as string).slice(1).replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(params[name]));
  });
  return http.request<Answer<P, M>>(method.toUpperCase() as HttpMethod, address, options as RequestOptions);
}
