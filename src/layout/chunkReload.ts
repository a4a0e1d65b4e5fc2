// A page's code that cannot be fetched (a new release replaced the old chunks,
// a dropped connection) is fetched again by one full reload. A reload that
// fails the same way within the guard's window shows the error page instead of
// reloading forever.

/** Seconds between two reloads for a failed chunk (spec section 9). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** Where the time of the last such reload is kept: it must survive the reload, and stay with this tab. */
export const CHUNK_RELOAD_KEY = 'chunk_reload_at';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /Importing a module script failed/i, // Safari
  /error loading dynamically imported module/i, // Firefox
  /Unable to preload CSS/i, // Vite's preload of a chunk's styles
  /Loading (CSS )?chunk [\w-]+ failed/i, // webpack-style ChunkLoadError
];

/** Whether the error is a page chunk that could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
}

const browser = (): ReloadEnvironment => ({
  storage: safeSessionStorage(),
  now: () => Date.now(),
  reload: () => window.location.reload(),
});

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings.
    return null;
  }
}

let reloading = false;

/** Whether a reload has been asked for: the page shows nothing more until it happens. */
export const isReloading = () => reloading;

/** For tests: forgets a reload asked for earlier in this document. */
export function resetChunkReload(): void {
  reloading = false;
}

/**
 * Reloads the page once for a failed chunk and answers true; answers false
 * (the caller shows the error) when the last such reload was less than the
 * guard's window ago, or when the time cannot be kept (no way to stop a loop).
 */
export function reloadForChunkError(env: ReloadEnvironment = browser()): boolean {
  if (reloading) return true;
  const { storage } = env;
  if (!storage) return false;
  const now = env.now();
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reloading = true;
  env.reload();
  return true;
}

/**
 * Vite reports a chunk (or its styles) it could not load with
 * `vite:preloadError`, and also a module that threw while it started: only the
 * first is cured by a reload. Cancelling the event stops the import's
 * rejection; without a reload the import rejects and the error page shows.
 */
export function installChunkReload(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (isChunkLoadError((event as Event & { payload?: unknown }).payload) && reloadForChunkError())
      event.preventDefault();
  });
}
