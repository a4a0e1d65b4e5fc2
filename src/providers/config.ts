// Runtime configuration, read once at boot from /config.json so one build can
// be pointed at any API host without rebuilding.

export interface RuntimeConfig {
  /** Origin of the API ('' = same origin as the page). */
  apiUrl: string;
  /** Message broker URL for real-time notifications ('' = same origin). */
  brokerUrl: string;
}

export const DEFAULT_CONFIG: RuntimeConfig = Object.freeze({ apiUrl: '', brokerUrl: '' });

let loaded: RuntimeConfig = DEFAULT_CONFIG;
let loading: Promise<RuntimeConfig> | null = null;

function configUrl(): string {
  // config.json sits beside index.html, which is at the app's base path.
  const base = import.meta.env.BASE_URL || '/';
  return `${base.endsWith('/') ? base : `${base}/`}config.json`;
}

function pickString(source: Record<string, unknown>, key: keyof RuntimeConfig): string {
  const value = source[key];
  return typeof value === 'string' ? value.trim().replace(/\/+$/, '') : DEFAULT_CONFIG[key];
}

function parseConfig(value: unknown): RuntimeConfig {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return DEFAULT_CONFIG;
  const source = value as Record<string, unknown>;
  return { apiUrl: pickString(source, 'apiUrl'), brokerUrl: pickString(source, 'brokerUrl') };
}

/**
 * Loads /config.json once. A missing or broken file falls back silently to
 * same-origin defaults: the app must start (and not log errors) without it.
 */
export function loadRuntimeConfig(fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> {
  if (!loading) {
    loading = (async () => {
      try {
        const response = await fetchFn(configUrl(), { cache: 'no-store', headers: { Accept: 'application/json' } });
        loaded = response.ok ? parseConfig(await response.json()) : DEFAULT_CONFIG;
      } catch {
        loaded = DEFAULT_CONFIG;
      }
      return loaded;
    })();
  }
  return loading;
}

/** The loaded configuration (defaults until loadRuntimeConfig has settled). */
export function getRuntimeConfig(): RuntimeConfig {
  return loaded;
}

/** Convenience for the HTTP client. */
export function getApiUrl(): string {
  return loaded.apiUrl;
}

/** Forget the loaded configuration (tests only). */
export function resetRuntimeConfig(): void {
  loaded = DEFAULT_CONFIG;
  loading = null;
}
