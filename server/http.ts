// The error type route handlers throw; app.ts turns it into a JSON answer.
import type { FastifyRequest } from 'fastify';
import type { Issue } from '../src/engine/kinds';
import type { LocaleCode } from '../src/engine/locales';
import { languageFrom, translate } from './messages';

export interface HttpErrorExtra {
  /** Sent beside the message (e.g. a refused delete's usage). */
  meta?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Per field: a message key and its arguments, sent as text in the caller's language and as the key itself. */
    readonly errors?: Record<string, Issue>,
    readonly extra: HttpErrorExtra = {},
  ) {
    super(message);
  }
}

export const languageOf = (request: FastifyRequest): LocaleCode => languageFrom(request.headers['accept-language']);

/** An HttpError whose message is the translation of a key in the caller's language. */
export function fail(
  request: FastifyRequest,
  status: number,
  key: string,
  args?: Record<string, unknown>,
  errors?: Record<string, Issue>,
): HttpError {
  return new HttpError(status, translate(languageOf(request), key, args), errors);
}

/** The body as a plain object, or a 400. */
/** A body's own field (never one inherited from Object.prototype), or undefined. */
export const bodyField = (body: Record<string, unknown>, name: string): unknown =>
  Object.hasOwn(body, name) ? body[name] : undefined;

/** 422 with an issue per field, each in the caller's language. */
export const invalidFields = (request: FastifyRequest, errors: Record<string, Issue>): HttpError =>
  fail(request, 422, 'server.validation_failed', {}, errors);

export function objectBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw fail(request, 400, 'server.invalid_body');
  return body as Record<string, unknown>;
}
