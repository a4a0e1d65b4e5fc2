// Assembles the server: database, migrations, seed, API routes, the built
// front end and its history fallback. Every /api answer is JSON, errors included.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { schemas as registry } from '../schemas';
import type { EntitySchema } from '../src/engine/schema';
import { authenticate, registerSessionRoutes, registerTokenRoutes } from './auth';
import type { Config } from './config';
import { registerCrudRoutes } from './crud';
import { closeDb, openDb, type Db } from './db';
import { HttpError, languageOf } from './http';
import { translate } from './messages';
import { migrate } from './migrate';
import { bootstrapAdmin, seed } from './seed';

export interface BuiltApp {
  app: FastifyInstance;
  db: Db;
  /** Stops the server and closes the database. */
  close(): Promise<void>;
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (error instanceof HttpError) {
    return reply.code(error.status).send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
  }
  const status = (error as FastifyError).statusCode;
  // Client mistakes caught by Fastify itself: bad JSON, wrong content type, body too large.
  if (status && status >= 400 && status < 500) return reply.code(status).send({ message: (error as Error).message });
  request.log.error(error);
  return reply.code(500).send({ message: translate(languageOf(request), 'server.internal') });
}

function registerStatic(app: FastifyInstance, root: string): boolean {
  if (!existsSync(root) || !statSync(root).isDirectory()) return false;
  app.register(fastifyStatic, {
    root,
    wildcard: false,
    // Server routes win over same-named files of the build.
    globIgnore: ['config.json', 'healthz', 'api/**'],
    cacheControl: false,
    setHeaders(reply, filePath) {
      // Built assets have hashed names; everything else must be revalidated.
      const hashed = filePath.split(path.sep).includes('assets');
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return existsSync(path.join(root, 'index.html'));
}

/** `schemas` defaults to the registry; tests pass their own to prove a new entity needs nothing more. */
export async function buildApp(config: Config, schemas: readonly EntitySchema[] = registry): Promise<BuiltApp> {
  const app = Fastify({ logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL } });
  const db = await openDb(config);
  try {
    await migrate(db, schemas);
    if (await seed(db, config, schemas, (m) => app.log.warn(m))) app.log.info('Seeded an empty database with demo accounts and records');
    if (config.ADMIN_EMAIL && (await bootstrapAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD))) app.log.info(`Created the administrator ${config.ADMIN_EMAIL}`);
  } catch (error) {
    await closeDb(db);
    throw error;
  }
  app.addHook('onClose', async () => closeDb(db));

  app.decorateRequest('auth', null);
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));

  app.get('/healthz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      app.log.error(error);
      return reply.code(503).send({ status: 'error' });
    }
  });

  app.get('/config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { apiUrl: config.PUBLIC_API_URL, brokerUrl: config.PUBLIC_BROKER_URL };
  });

  await app.register(
    async (api) => {
      registerTokenRoutes(api, db, config);
      await api.register(async (secured) => {
        secured.addHook('onRequest', authenticate(db));
        registerSessionRoutes(secured, db);
        registerCrudRoutes(secured, db, schemas);
      });
    },
    { prefix: '/api/v1' },
  );

  const hasIndex = registerStatic(app, config.STATIC_DIR);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const pathname = url.split('?')[0];
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing script or image must stay a 404 so the browser sees the failure;
    // a page navigation (Accept: text/html) always gets the app.
    const looksLikeFile = /\.[A-Za-z0-9]{1,8}$/.test(pathname) && !(request.headers.accept ?? '').includes('text/html');
    if (isApi(url) || !hasIndex || !wantsPage || looksLikeFile) {
      return reply.code(404).send({ message: translate(languageOf(request), 'server.not_found') });
    }
    return reply.code(200).type('text/html; charset=utf-8').sendFile('index.html');
  });

  await app.ready();
  return { app, db, close: () => app.close() };
}
