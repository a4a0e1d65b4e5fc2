// POST /api/v1/register/requests: a visitor asks for a back-office account,
// without signing in. The request is stored as an access_requests record for
// an administrator to review. Like logins, requests are counted in the
// database (every replica sees them) and limited per client address and per
// email within a window; the attempt is written first so simultaneous ones
// count each other, and removed again when refused.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { EntitySchema } from '../src/engine/schema';
import { validateInput } from '../src/engine/validation';
import { ACCESS_REQUEST_PATH } from '../src/engine/visitorCalls';
import { schemas as registry } from '../schemas';
import { toCount, type Db } from './db';
import { HttpError, fail, languageOf, objectBody } from './http';
import { translate } from './messages';
import { toColumns } from './records';
import { componentName } from './openapi/entity';
import { dataOf, describe } from './openapi/operation';

export const ACCESS_REQUEST_ENTITY = 'access_requests';

/** Requests one client address may send within the window. */
export const MAX_REQUESTS_PER_ADDRESS = 5;
/** Requests for one email within the window: a second one covers a typo in the first. */
export const MAX_REQUESTS_PER_EMAIL = 2;
/** Seconds a request counts. */
export const REQUEST_WINDOW = 3600;

const windowStart = () => sql<Date>`now() - CAST(${REQUEST_WINDOW} AS integer) * interval '1 second'`;

export function registerAccessRequestRoutes(
  app: FastifyInstance,
  db: Db,
  list: readonly EntitySchema[] = registry,
): void {
  const schema = list.find((s) => s.name === ACCESS_REQUEST_ENTITY && !s.variant);
  if (!schema) return;
  const table = schema.table;

  app.post(
    ACCESS_REQUEST_PATH,
    describe({
      summary: 'Ask for an admin account (a visitor, from the sign-in page)',
      tag: 'Session',
      access: 'public',
      body: { $ref: `#/components/schemas/${componentName(schema)}Create` },
      answer: dataOf({ type: 'object' }),
      status: 201,
    }),
    async (request, reply) => {
      const { values, errors } = validateInput(schema, objectBody(request), 'create');
      if (Object.keys(errors).length) throw fail(request, 422, 'server.validation_failed', {}, errors);
      const email = String(values.email).toLowerCase();
      const address = request.ip;
      const row = await db
        .insertInto(table)
        .values(toColumns(schema, { ...values, email, client_address: address }))
        .returning(['id', 'status', 'created_at'])
        .executeTakeFirstOrThrow();
      const earlier = await db
        .selectFrom(table)
        .select([
          sql<number>`count(*) FILTER (WHERE client_address = ${address})`.as('address'),
          sql<number>`count(*) FILTER (WHERE lower(email) = ${email})`.as('email'),
          sql<Date | null>`min(created_at) FILTER (WHERE client_address = ${address})`.as('address_since'),
          sql<Date | null>`min(created_at) FILTER (WHERE lower(email) = ${email})`.as('email_since'),
        ])
        .where('id', '<', row.id)
        .where('created_at', '>', windowStart())
        .where((eb) => eb.or([eb('client_address', '=', address), eb(sql<string>`lower(email)`, '=', email)]))
        .executeTakeFirstOrThrow();
      // Seconds until the oldest counted request leaves the window.
      const left = (since: unknown) =>
        Math.min(
          REQUEST_WINDOW,
          Math.max(
            1,
            Math.ceil(
              ((since ? new Date(since as string | Date).getTime() : Date.now()) + REQUEST_WINDOW * 1000 - Date.now()) /
                1000,
            ),
          ),
        );
      let wait = 0;
      if (toCount(earlier.address) >= MAX_REQUESTS_PER_ADDRESS) wait = left(earlier.address_since);
      if (toCount(earlier.email) >= MAX_REQUESTS_PER_EMAIL) wait = Math.max(wait, left(earlier.email_since));
      if (wait > 0) {
        await db.deleteFrom(table).where('id', '=', row.id).execute();
        throw new HttpError(
          429,
          translate(languageOf(request), 'server.too_many_requests', { minutes: Math.ceil(wait / 60) }),
          undefined,
          {
            headers: { 'Retry-After': String(wait) },
          },
        );
      }
      reply.code(201);
      // Nothing of what was stored is echoed: the visitor knows what they sent.
      return { data: { status: row.status, created_at: new Date(row.created_at as string | Date).toISOString() } };
    },
  );
}
