// Assembles the server: database, migrations, seed, API routes, the built
// front end and its history fallback. Every /api answer is JSON, errors included.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import helmet from 'helmet';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { schemas as registry } from '../schemas';
import type { EntitySchema } from '../src/engine/schema';
import {
  activeSessionIds,
  authenticate,
  forgetSessionsOnWrites,
  type Holders,
  PasswordChecks,
  registerSessionRoutes,
  registerTokenRoutes,
  readSession,
} from './auth';
import { createBroker } from './broker';
import type { EntityChange } from './broker/live';
import type { RelayBroker } from './broker/relay';
import type { Config } from './config';
import { registerCrudRoutes } from './crud';
import { registerActionRoutes } from './transitions';
import { registerHistoryRoutes } from './history';
import { registerStatsRoutes } from './stats';
import { registerSearchRoute } from './search';
import { registerSavedViewRoutes } from './savedViews';
import { registerAccessRequestRoutes } from './access-requests';
import { registerPasswordRoutes } from './passwords';
import { permissionRules, registerPermissionRoutes } from './permissions';
import { adminRules } from './admins';
import { registerAccountSessionRoutes, sessionRules } from './sessions';
import { closeDb, openDb, prepareStatements, type Db } from './db';
import { browserUploadRules, fileRoutes } from './files';
import { scheduleFileSweep } from './fileUse';
import { scheduleAuditSweep } from './audit';
import { fail, HttpError, languageOf } from './http';
import { formatIssue, translate } from './messages';
import { migrate } from './migrate';
import { planBlocksStart, planSchema, startRefusal } from './migrations';
import { domainEvents } from './notifications/events';
import { registerNotificationRoutes } from './notifications/routes';
import { openApiDocument, type RegisteredRoute } from './openapi/document';
import { sendDocument, servedDocument, type ServedDocument } from './openapi/served';
import packageJson from '../package.json' with { type: 'json' };
import { describe, object } from './openapi/operation';
import { queueOf } from './notifications/store';
import { bootstrapAdmin, hasAccounts, openDemoAccounts, seed } from './seed';
import { releaseConnectionsOnClose } from './shutdown';
import { ensureFixedRows } from './fixed-rows';
import { checkTwoFactorKey, loginSecondStep, registerTwoFactorRoutes, TwoFactor, twoFactorKey } from './twoFactor';

export interface BuiltApp {
  app: FastifyInstance;
  db: Db;
  /** Every registered route, with its entry in the API document (tests check each /api/v1 call has one). */
  routes: readonly RegisteredRoute[];
  /** Demo admins that sign in with their published passwords (the start banner names them). */
  demoAccounts: readonly { email: string; password: string }[];
  /** Resolves once browsers may connect to /ws (with RabbitMQ: once it is reached). */
  brokerReady(): Promise<void>;
  /** Stops the server and closes the database. */
  close(): Promise<void>;
}

/**
 * Largest JSON body: 1 MiB, several times the largest record the field limits allow
 * (about 100,000 characters of formatted text). Uploads have their own limits (server/files.ts).
 */
export const BODY_LIMIT = 1024 * 1024;

/** Fastify's own request errors, by code, as message keys. */
const FRAMEWORK_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'server.body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'server.unsupported_media_type',
  FST_ERR_CTP_INVALID_JSON_BODY: 'server.invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'server.invalid_json',
  FST_ERR_BAD_URL: 'server.bad_url',
};

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (error instanceof HttpError) {
    const { meta, headers = {} } = error.extra;
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    const issues = error.errors;
    // Field errors twice: as text in the caller's language, and as message keys with their arguments
    // so that a form can show them in whatever language its user switches to.
    const errors =
      issues &&
      Object.fromEntries(
        Object.entries(issues).map(([field, issue]) => [field, formatIssue(languageOf(request), issue)]),
      );
    return reply
      .code(error.status)
      .send({ message: error.message, ...(issues && { errors, issues }), ...(meta && { meta }) });
  }
  const status = (error as FastifyError).statusCode;
  // Client mistakes caught by Fastify itself: bad JSON, wrong content type, body too large, a malformed address.
  if (status && status >= 400 && status < 500) {
    const key =
      FRAMEWORK_ERRORS[(error as FastifyError).code] ??
      (status === 413
        ? 'server.body_too_large'
        : status === 415
          ? 'server.unsupported_media_type'
          : 'server.bad_request');
    return reply
      .code(status)
      .send({ message: translate(languageOf(request), key, { max: BODY_LIMIT / (1024 * 1024) }) });
  }
  request.log.error(error);
  return reply.code(500).send({ message: translate(languageOf(request), 'server.internal') });
}

function registerStatic(app: FastifyInstance, root: string): boolean {
  if (!existsSync(root) || !statSync(root).isDirectory()) return false;
  app.register(fastifyStatic, {
    root,
    wildcard: false,
    // The build's .br and .gz twins (vite.config.ts), to a browser that accepts them; else the file itself.
    preCompressed: true,
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

/** The origins the browser may call besides this one: the configured API and broker. */
function connectOrigins(config: Config): string[] {
  const origins = new Set<string>();
  for (const url of [config.PUBLIC_API_URL, config.PUBLIC_BROKER_URL]) {
    try {
      if (url) origins.add(new URL(url).origin);
    } catch {
      // A relative address is this origin.
    }
  }
  origins.delete('null');
  return [...origins];
}

/** No inline or foreign script, no framing, no plugins; see the style note. */
function contentSecurityPolicy(config: Config) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      // MUI (emotion) adds <style> elements while the app runs and index.html has a boot style:
      // inline styles must stay allowed. Styles cannot run code; scripts stay 'self' only.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Stored files come from the API, which may be another origin; blob: shows a picture before its upload ends.
      imgSrc: ["'self'", 'data:', 'blob:', ...connectOrigins(config)],
      fontSrc: ["'self'", 'data:'],
      // 'self' covers same-origin fetch and ws:/wss:.
      connectSrc: ["'self'", ...connectOrigins(config)],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

export interface BuildOptions {
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** The login limits' clock (tests step it instead of waiting). */
  loginClock?: () => number;
  /** The numbered migration files (default: migrations/ of the repository). */
  migrationsDir?: string;
  /** Tables the global search reads rank by rank from this size on (tests set 0 to take that way). */
  searchLargeTableBytes?: number;
}

const RATE_HEADERS_OFF = {
  'x-ratelimit-limit': false,
  'x-ratelimit-remaining': false,
  'x-ratelimit-reset': false,
} as const;

/** `schemas` defaults to the registry; tests pass their own to prove a new entity needs nothing more. */
export async function buildApp(
  config: Config,
  schemas: readonly EntitySchema[] = registry,
  options: BuildOptions = {},
): Promise<BuiltApp> {
  const requestTimeout = config.REQUEST_TIMEOUT * 1000;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, ...(options.logStream && { stream: options.logStream }) },
    // A number of proxies trusts that many hops from the socket (the nearest proxy is hop 0).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT,
    // A malformed address (bad percent-encoding) is answered like every other client mistake.
    frameworkErrors: (error, request, reply) => sendError(request, reply, error),
    // A client gets REQUEST_TIMEOUT to send a whole request (slow senders hold no socket for long).
    requestTimeout,
    http: {
      requestTimeout,
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, requestTimeout / 4)),
    },
  });
  releaseConnectionsOnClose(app);
  // Two-factor secrets' key: TWO_FACTOR_KEY, or one kept in DATA_DIR outside production (server/twoFactor.ts).
  const twoFactorSecretKey = twoFactorKey(config);
  const db = await openDb(config);
  let demoAccounts: BuiltApp['demoAccounts'];
  try {
    // Stored data changes only through a migration a person ran: a start never renames or retypes a column.
    const plan = await planSchema(db, schemas, options.migrationsDir);
    if (planBlocksStart(plan)) throw startRefusal(plan);
    await migrate(db, schemas, options.migrationsDir);
    const fixedAdded = await ensureFixedRows(db, schemas);
    if (fixedAdded)
      app.log.info(`Added ${fixedAdded} fixed records (system settings and the like) with their defaults`);
    // The demo (demo/) is loaded here, never imported: its admins' list at every start (below), its
    // records only to seed an empty database.
    // eslint-disable-next-line import-x/no-restricted-paths -- the server's one way to the demo, known to it as a DemoSet
    const demo = await import('../demo');
    const seeded =
      config.SEED_DEMO &&
      !(await hasAccounts(db)) &&
      (await seed(db, await demo.loadDemo(), schemas, (m) => app.log.warn(m)));
    if (seeded) app.log.info('Seeded an empty database with demo admins and records');
    if (config.ADMIN_EMAIL && (await bootstrapAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD)))
      app.log.info(`Created the administrator ${config.ADMIN_EMAIL}`);
    demoAccounts = await openDemoAccounts(db, demo.DEMO_ACCOUNTS);
    if (demoAccounts.length && config.NODE_ENV === 'production')
      throw new Error(
        `NODE_ENV=production does not start while demo admins sign in with their published passwords (${demoAccounts
          .map((account) => account.email)
          .join(', ')}): deactivate them first, or start from a database without demo data`,
      );
    await checkTwoFactorKey(db, twoFactorSecretKey);
    // The tables are as this server wants them: its queries can be prepared once per connection.
    prepareStatements(db);
  } catch (error) {
    await closeDb(db);
    throw error;
  }
  // Files no record names are removed a day after their upload, by whichever replica gets there first.
  const stopSweep = config.FILE_SWEEP_INTERVAL
    ? scheduleFileSweep(db, schemas, config.FILE_SWEEP_INTERVAL * 1000, (error) =>
        app.log.error({ err: error }, 'the sweep of unused files failed'),
      )
    : async () => undefined;
  // Audit entries past their keeping, likewise.
  const stopAuditSweep = config.AUDIT_RETENTION_DAYS
    ? scheduleAuditSweep(db, config.AUDIT_RETENTION_DAYS, (error) =>
        app.log.error({ err: error }, 'the sweep of old audit entries failed'),
      )
    : async () => undefined;
  app.addHook('onClose', async () => {
    await Promise.all([stopSweep(), stopAuditSweep()]);
    await closeDb(db);
  });

  app.decorateRequest('auth', null);
  // Recorded so the access matrix test covers every route, including ones added later.
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, api: route.config?.api });
  });
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));

  // helmet's security headers on every answer; its middleware is built once (@fastify/helmet
  // builds it again at every request, a few percent of a list call's CPU).
  const securityHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  // API answers are per user and change with every write: never stored by a browser or a proxy.
  app.addHook('onRequest', async (request, reply) => {
    if (isApi(request.url)) reply.header('Cache-Control', 'no-store');
  });

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
    return { apiUrl: config.PUBLIC_API_URL, brokerUrl: config.PUBLIC_BROKER_URL, uploads: browserUploadRules(config) };
  });

  // The entities whose writes are told live: the audited ones (a variant's records are its base's).
  const liveEntities = new Map(schemas.filter((schema) => !schema.variant).map((schema) => [schema.name, schema]));
  // Browsers reach live notifications at /ws; the queues are in memory, or on RabbitMQ with BROKER_URL.
  const broker = await createBroker(app, config, {
    async authenticate(token) {
      const session = await readSession(db, token);
      return (
        session && {
          userId: session.context.user.id,
          sessionId: session.context.sessionId,
          expiresAt: session.expiresAt,
          name: session.context.user.name,
          grants: session.context.grants,
        }
      );
    },
    queueOf: (userId) => queueOf(db, userId),
    // The grants the connection was made with: a change of them closes it (`regranted`), and the client,
    // connecting again, is given them as they are then.
    mayView: (identity, entity) => {
      const schema = liveEntities.get(entity);
      return Boolean(schema && identity.grants?.[schema.permission]?.includes('VIEW'));
    },
    log: app.log,
  });
  /** Closes the live connections of accounts whose grants changed, on every replica. */
  const regranted = (holders: Holders) => {
    activeSessionIds(db, holders).then(
      (sessions) => sessions.forEach((sessionId) => broker.endSession(sessionId)),
      (error: unknown) => app.log.error({ err: error }, 'closing the live connections of changed grants failed'),
    );
  };
  const events = domainEvents(db, broker);
  app.decorate('publishChange', (change: EntityChange) => broker.publishChange(change));
  // One set of login limits and one hash queue for every password check: a login and a password change.
  const passwords = new PasswordChecks(db, config, options.loginClock);
  const twoFactor = new TwoFactor(db, twoFactorSecretKey, options.loginClock);

  await app.register(
    async (api) => {
      // The app served from another origin (a CDN) calls the API from there: those origins only, and only
      // here under /api. Tokens travel in the Authorization header, never in cookies: no credentials.
      if (config.CORS_ORIGINS.length)
        await api.register(fastifyCors, {
          origin: config.CORS_ORIGINS,
          methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
          exposedHeaders: ['Content-Disposition', 'Retry-After'],
          maxAge: 600,
        });
      // Every call counts against its client address (TRUST_PROXY decides which that is): a flood from one
      // address is answered 429 before any token, body or database work. Per replica, in memory.
      if (config.RATE_LIMIT_PER_MINUTE) {
        await api.register(fastifyRateLimit, {
          // A hook of this whole scope, not of each route: it runs before authentication.
          global: false,
          max: config.RATE_LIMIT_PER_MINUTE,
          timeWindow: 60_000,
          // Only Retry-After, and only on a refusal: the counts on every answer would be noise.
          addHeadersOnExceeding: RATE_HEADERS_OFF,
          addHeaders: { ...RATE_HEADERS_OFF, 'retry-after': true },
          errorResponseBuilder: (request, context) =>
            fail(request, 429, 'server.too_many_requests', { minutes: Math.max(1, Math.ceil(context.ttl / 60_000)) }),
        });
        api.addHook('onRequest', api.rateLimit());
      }
      // Writes that may end a session or change what an admin holds (sign-out, ended sessions,
      // grants, admins, passwords) forget the sessions kept for reuse; other writes leave them.
      await api.register(async (tokens) => {
        forgetSessionsOnWrites(tokens, db);
        registerTokenRoutes(tokens, db, config, {
          secondStep: loginSecondStep(db, twoFactor, passwords),
          onSessionEnd: (sessionId) => broker.endSession(sessionId),
          passwords,
        });
      });
      // Uploads need a session; the files themselves are public (<img> sends no token).
      await api.register(fileRoutes(db, config, schemas));
      // Public: a visitor's request for an account (rate-limited).
      registerAccessRequestRoutes(api, db, schemas);
      // This API's own description, made at start once every route is in.
      let document: ServedDocument | undefined;
      api.addHook('onReady', async () => {
        document = servedDocument(
          openApiDocument(routes, schemas, { version: packageJson.version, bodyLimit: BODY_LIMIT }),
        );
      });
      api.get(
        '/openapi.json',
        describe({
          summary: "Read this API's OpenAPI 3.1 document",
          tag: 'Reference',
          access: 'public',
          answer: object({ openapi: { const: '3.1.0' }, paths: { type: 'object' } }),
        }),
        (request, reply) => sendDocument(request, reply, document!),
      );
      await api.register(async (secured) => {
        secured.addHook('onRequest', authenticate(db));
        await secured.register(async (access) => {
          forgetSessionsOnWrites(access, db);
          registerSessionRoutes(access, db, (sessionId) => broker.endSession(sessionId));
          registerPermissionRoutes(access, db, regranted);
          registerAccountSessionRoutes(access, db, (sessionId) => broker.endSession(sessionId));
          registerPasswordRoutes(access, db, passwords, (sessionId) => broker.endSession(sessionId));
          registerTwoFactorRoutes(access, db, twoFactor, passwords, (sessionId) => broker.endSession(sessionId));
        });
        registerNotificationRoutes(secured, db, broker, config);
        registerCrudRoutes(secured, db, schemas, events, {
          exactCountLimit: config.EXACT_COUNT_LIMIT,
          rules: {
            permissions: permissionRules(db, regranted),
            moderators: adminRules(db, (sessionId) => broker.endSession(sessionId), regranted),
            sessions: sessionRules,
          },
        });
        registerActionRoutes(secured, db, schemas, events);
        registerHistoryRoutes(secured, db, schemas);
        registerStatsRoutes(secured, db, schemas, { exactCountLimit: config.EXACT_COUNT_LIMIT });
        registerSearchRoute(secured, db, schemas, options.searchLargeTableBytes);
        registerSavedViewRoutes(secured, db, schemas);
      });
    },
    { prefix: '/api/v1' },
  );

  const hasIndex = registerStatic(app, config.STATIC_DIR);
  // The icon's classic address, asked by clients that do not read the page's icon link (bookmarks, feed readers).
  if (hasIndex && existsSync(path.join(config.STATIC_DIR, 'favicon.svg'))) {
    app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
  }

  // The API's reference page: the app's page, which shows it (src/apiDocs/) over GET /api/v1/openapi.json.
  if (hasIndex)
    app.get('/api/docs', (_request, reply) => reply.type('text/html; charset=utf-8').sendFile('index.html'));

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
  const brokerReady = () => ('whenReady' in broker ? (broker as RelayBroker).whenReady() : Promise.resolve());
  return { app, db, routes, demoAccounts, brokerReady, close: () => app.close() };
}
