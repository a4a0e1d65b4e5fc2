// Server settings, read once from the environment.
import path from 'node:path';
import { email } from '../src/engine/schema';
import { validateField } from '../src/engine/validation';

export interface Config {
  HOST: string;
  PORT: number;
  DATA_DIR: string;
  /** PostgreSQL connection string; empty means the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: string;
  /** Whether queries to PostgreSQL go as prepared statements (off for a PgBouncer in transaction mode older than 1.21). */
  PREPARED_STATEMENTS: boolean;
  NODE_ENV: string;
  /** Whether demo admins and records are created in an empty database. */
  SEED_DEMO: boolean;
  /**
   * The development calls (POST admin/dev/notifications, admin/dev/broker/restart): only with DEV_ENDPOINTS=1,
   * which the tests and the bench set; never in production.
   */
  DEV_ENDPOINTS: boolean;
  /** Access token lifetime in seconds. */
  ACCESS_TOKEN_TTL: number;
  /** The key two-factor secrets are encrypted with (32 bytes, hex or base64); '' = a key kept in DATA_DIR, none in production. */
  TWO_FACTOR_KEY: string;
  STATIC_DIR: string;
  /** Handed to the browser by /config.json; '' means the same origin. */
  PUBLIC_API_URL: string;
  /** Origins whose pages may call /api from a browser (the app served from a CDN): none by default. */
  CORS_ORIGINS: string[];
  /** Where the browser finds this server's STOMP front (/ws); '' means the same origin's /ws. Never RabbitMQ itself. */
  PUBLIC_BROKER_URL: string;
  /** RabbitMQ's web-stomp address (ws://host:15674/ws) the server publishes to; '' means the broker embedded in the server. */
  BROKER_URL: string;
  /** The server's own STOMP login at BROKER_URL. */
  BROKER_LOGIN: string;
  BROKER_PASSCODE: string;
  /** Heart-beat interval the STOMP front offers and expects (and the server's RabbitMQ connection), in ms. */
  BROKER_HEARTBEAT: number;
  /** Fastify log level ('silent' turns logging off). */
  LOG_LEVEL: string;
  /** The first administrator of a database without demo data; both or neither. */
  ADMIN_EMAIL: string;
  ADMIN_PASSWORD: string;
  /** Failed logins of one account within LOGIN_FAILURE_WINDOW before it answers 429. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: number;
  /** Failed logins from one client address within LOGIN_FAILURE_WINDOW before it answers 429. */
  LOGIN_MAX_FAILURES_PER_IP: number;
  /** Seconds a failed login counts. */
  LOGIN_FAILURE_WINDOW: number;
  /** Password hashes computed at once; the rest wait (libuv has 4 threads for all file and crypto work). */
  LOGIN_HASH_CONCURRENCY: number;
  /** Seconds a client has to send a whole request. */
  REQUEST_TIMEOUT: number;
  /** API calls one client address may make a minute (per replica); more answer 429. 0: no limit. */
  RATE_LIMIT_PER_MINUTE: number;
  /** Lists count their matching rows exactly up to this many; above it their total is the database's estimate. */
  EXACT_COUNT_LIMIT: number;
  /** Seconds a stop (SIGTERM/SIGINT) waits for requests in flight before the process exits with status 1. */
  SHUTDOWN_TIMEOUT: number;
  /**
   * Fastify's trustProxy: false, the number of proxies in front of the server, or their addresses
   * (comma-separated, CIDR allowed): then the client address is the one the nearest of them saw.
   */
  TRUST_PROXY: false | number | string;
  /** Largest uploaded picture (JPEG, PNG, WebP, GIF), in bytes. */
  UPLOAD_MAX_IMAGE_BYTES: number;
  /** Largest uploaded document (PDF), in bytes. */
  UPLOAD_MAX_FILE_BYTES: number;
  /** Seconds a download may go without the client taking a byte before it is dropped. */
  FILE_SEND_TIMEOUT: number;
  /** Downloads one client address may have under way at once; more answer 429. */
  FILE_DOWNLOADS_PER_ADDRESS: number;
  /** Files one account may upload within an hour; more answer 429. */
  UPLOAD_HOURLY_FILES: number;
  /** Bytes one account may upload within an hour; more answer 429. */
  UPLOAD_HOURLY_BYTES: number;
  /** Seconds between sweeps of files no record names (older than a day); 0: never. */
  FILE_SWEEP_INTERVAL: number;
  /** Days the audit trail keeps an entry; older ones are removed every hour. 0: kept for ever. */
  AUDIT_RETENTION_DAYS: number;
}

function positiveInt(name: string, raw: string | undefined, fallback: number, allowZero = false): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1))
    throw new Error(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer, got "${raw}"`);
  return value;
}

/** '1'/'true' or '0'/'false'; unset gives the fallback. */
function flag(name: string, raw: string | undefined, fallback: boolean): boolean {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '') return fallback;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

/**
 * Never "trust every hop": the client's own X-Forwarded-For entries would then name its address (and
 * another's, to lock it out). `true` means one proxy, the usual reverse proxy in front of the server.
 */
function trustProxy(raw: string | undefined): false | number | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** A comma-separated list of origins (scheme://host[:port], nothing after), each checked. */
function origins(raw: string | undefined): string[] {
  const list = (raw ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  for (const value of list) {
    let origin = '';
    try {
      origin = new URL(value).origin;
    } catch {
      // Not an address at all: refused below.
    }
    if (origin !== value || !/^https?:/.test(value))
      throw new Error(`CORS_ORIGINS holds "${value}", not an origin such as https://admin.example.com`);
  }
  return list;
}

/** '' or a ws:// / wss:// address. */
function brokerUrl(raw: string | undefined): string {
  const value = raw?.trim() ?? '';
  if (value && !/^wss?:\/\/[^/]/.test(value))
    throw new Error(`BROKER_URL must be a ws:// or wss:// address, got "${raw}"`);
  return value;
}

function adminBootstrap(env: NodeJS.ProcessEnv): Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'> {
  const ADMIN_EMAIL = env.ADMIN_EMAIL?.trim() ?? '';
  const ADMIN_PASSWORD = env.ADMIN_PASSWORD ?? '';
  if (Boolean(ADMIN_EMAIL) !== Boolean(ADMIN_PASSWORD))
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  if (ADMIN_PASSWORD && ADMIN_PASSWORD.length < 8) throw new Error('ADMIN_PASSWORD must have at least 8 characters');
  if (ADMIN_EMAIL && validateField(email(), ADMIN_EMAIL))
    throw new Error(`ADMIN_EMAIL is not an email address: "${ADMIN_EMAIL}"`);
  return { ADMIN_EMAIL, ADMIN_PASSWORD };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const NODE_ENV = env.NODE_ENV || 'development';
  // SEED_DEMO=1 forces seeding, SEED_DEMO=0 forbids it; otherwise production stays empty.
  const SEED_DEMO = env.SEED_DEMO === '1' ? true : env.SEED_DEMO === '0' ? false : NODE_ENV !== 'production';
  const DEV_ENDPOINTS = flag('DEV_ENDPOINTS', env.DEV_ENDPOINTS, false);
  if (DEV_ENDPOINTS && NODE_ENV === 'production')
    throw new Error('DEV_ENDPOINTS=1 is for development and tests: it cannot be set with NODE_ENV=production');
  const PORT = positiveInt('PORT', env.PORT, 8080, true);
  if (PORT > 65535) throw new Error(`PORT must be at most 65535, got "${env.PORT}"`);
  return {
    HOST: env.HOST || '127.0.0.1',
    PORT,
    DATA_DIR: path.resolve(env.DATA_DIR || './data'),
    DATABASE_URL: env.DATABASE_URL || '',
    PREPARED_STATEMENTS: flag('PREPARED_STATEMENTS', env.PREPARED_STATEMENTS, true),
    NODE_ENV,
    SEED_DEMO,
    DEV_ENDPOINTS,
    ACCESS_TOKEN_TTL: positiveInt('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL, 3600),
    TWO_FACTOR_KEY: env.TWO_FACTOR_KEY?.trim() ?? '',
    STATIC_DIR: path.resolve(env.STATIC_DIR || './dist'),
    PUBLIC_API_URL: env.PUBLIC_API_URL ?? '',
    CORS_ORIGINS: origins(env.CORS_ORIGINS),
    PUBLIC_BROKER_URL: env.PUBLIC_BROKER_URL ?? '',
    BROKER_URL: brokerUrl(env.BROKER_URL),
    BROKER_LOGIN: env.BROKER_LOGIN || 'guest',
    BROKER_PASSCODE: env.BROKER_PASSCODE || 'guest',
    BROKER_HEARTBEAT: positiveInt('BROKER_HEARTBEAT', env.BROKER_HEARTBEAT, 20_000),
    LOG_LEVEL: env.LOG_LEVEL || (NODE_ENV === 'test' ? 'silent' : 'info'),
    ...adminBootstrap(env),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(
      'LOGIN_MAX_FAILURES_PER_ACCOUNT',
      env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      10,
    ),
    LOGIN_MAX_FAILURES_PER_IP: positiveInt('LOGIN_MAX_FAILURES_PER_IP', env.LOGIN_MAX_FAILURES_PER_IP, 50),
    LOGIN_FAILURE_WINDOW: positiveInt('LOGIN_FAILURE_WINDOW', env.LOGIN_FAILURE_WINDOW, 900),
    LOGIN_HASH_CONCURRENCY: positiveInt('LOGIN_HASH_CONCURRENCY', env.LOGIN_HASH_CONCURRENCY, 2),
    REQUEST_TIMEOUT: positiveInt('REQUEST_TIMEOUT', env.REQUEST_TIMEOUT, 30),
    RATE_LIMIT_PER_MINUTE: positiveInt('RATE_LIMIT_PER_MINUTE', env.RATE_LIMIT_PER_MINUTE, 3000, true),
    EXACT_COUNT_LIMIT: positiveInt('EXACT_COUNT_LIMIT', env.EXACT_COUNT_LIMIT, 10_000),
    SHUTDOWN_TIMEOUT: positiveInt('SHUTDOWN_TIMEOUT', env.SHUTDOWN_TIMEOUT, 10),
    TRUST_PROXY: trustProxy(env.TRUST_PROXY),
    UPLOAD_MAX_IMAGE_BYTES: positiveInt('UPLOAD_MAX_IMAGE_BYTES', env.UPLOAD_MAX_IMAGE_BYTES, 5 * 1024 * 1024),
    UPLOAD_MAX_FILE_BYTES: positiveInt('UPLOAD_MAX_FILE_BYTES', env.UPLOAD_MAX_FILE_BYTES, 10 * 1024 * 1024),
    FILE_SEND_TIMEOUT: positiveInt('FILE_SEND_TIMEOUT', env.FILE_SEND_TIMEOUT, 30),
    FILE_DOWNLOADS_PER_ADDRESS: positiveInt('FILE_DOWNLOADS_PER_ADDRESS', env.FILE_DOWNLOADS_PER_ADDRESS, 24),
    UPLOAD_HOURLY_FILES: positiveInt('UPLOAD_HOURLY_FILES', env.UPLOAD_HOURLY_FILES, 600),
    UPLOAD_HOURLY_BYTES: positiveInt('UPLOAD_HOURLY_BYTES', env.UPLOAD_HOURLY_BYTES, 500 * 1024 * 1024),
    FILE_SWEEP_INTERVAL: positiveInt('FILE_SWEEP_INTERVAL', env.FILE_SWEEP_INTERVAL, 3600, true),
    AUDIT_RETENTION_DAYS: positiveInt('AUDIT_RETENTION_DAYS', env.AUDIT_RETENTION_DAYS, 365, true),
  };
}
