// Stopping on SIGTERM or SIGINT without losing work: the server stops
// accepting connections, lets the requests in flight finish, closes the
// broker's connections and then the database, and exits 0. A stop that takes
// longer than its timeout, or that fails, exits 1.
import type { FastifyInstance } from 'fastify';

/** Signals that stop the server. */
export const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * A repeat of the stop signal within this time is the same stop: one Ctrl+C under `npm start`
 * reaches the server several times at once (from the terminal, from npm and from scripts/start.mjs).
 */
export const REPEAT_WINDOW_MS = 1000;

export interface ShutdownLog {
  info(message: string): void;
  warn(message: string): void;
  error(object: object, message: string): void;
}

export interface ShutdownOptions {
  /** Milliseconds from the first signal until the process gives up waiting and exits 1. */
  timeoutMs: number;
  exit?: (code: number) => void;
  /** Where signals come from (tests pass an EventEmitter). */
  source?: Pick<NodeJS.Process, 'on'>;
  now?: () => number;
}

export interface Shutdown {
  /** Whether a stop signal has arrived. */
  readonly requested: boolean;
  /** Hands over the running server: closes it now if a signal came while it started, else on the first signal. */
  ready(close: () => Promise<void>, log: ShutdownLog): void;
}

/** Catches the stop signals from now on (a signal during startup stops the server once it is up). */
export function handleStopSignals({
  timeoutMs,
  exit = (code) => process.exit(code),
  source = process,
  now = Date.now,
}: ShutdownOptions): Shutdown {
  let firstSignalAt = 0;
  let signal = '';
  let server: { close: () => Promise<void>; log: ShutdownLog } | null = null;
  let closing = false;
  const fallbackLog: ShutdownLog = {
    info: (message) => console.log(message),
    warn: (message) => console.warn(message),
    error: (object, message) => console.error(message, object),
  };
  const log = () => server?.log ?? fallbackLog;

  const stop = () => {
    if (closing || !server) return;
    closing = true;
    log().info(
      `${signal}: stopping; no new connections, waiting up to ${timeoutMs / 1000} s for the requests in flight`,
    );
    server.close().then(
      () => {
        log().info('Stopped: requests answered, broker and database closed');
        exit(0);
      },
      (error) => {
        log().error({ err: error }, 'The stop failed');
        exit(1);
      },
    );
  };

  const onSignal = (received: NodeJS.Signals) => {
    const at = now();
    if (!firstSignalAt) {
      firstSignalAt = at;
      signal = received;
      // Unreferenced: the timer alone must not keep a stopped process alive.
      setTimeout(() => {
        log().error(
          { timeoutMs },
          `Not stopped within SHUTDOWN_TIMEOUT (${timeoutMs / 1000} s): exiting with requests unanswered`,
        );
        exit(1);
      }, timeoutMs).unref();
      stop();
      return;
    }
    if (at - firstSignalAt < REPEAT_WINDOW_MS) return;
    log().warn(`${received} again: exiting at once, without waiting for the requests in flight`);
    exit(1);
  };
  for (const name of STOP_SIGNALS) source.on(name, onSignal);

  return {
    get requested() {
      return firstSignalAt > 0;
    },
    ready(close, serverLog) {
      server = { close, log: serverLog };
      if (firstSignalAt) stop();
    },
  };
}

/**
 * While the server stops, its answers close their connections and idle keep-alive connections are dropped:
 * a browser's open connection would otherwise hold the stop until its keep-alive timeout.
 */
export function releaseConnectionsOnClose(app: FastifyInstance): void {
  let stopping = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    stopping = true;
    // For answers that began before the stop, with keep-alive.
    sweep = setInterval(() => app.server.closeIdleConnections(), 100).unref();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => clearInterval(sweep));
}
