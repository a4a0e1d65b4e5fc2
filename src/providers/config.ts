// Runtime configuration, read once at boot from /config.json so one build can
// be pointed at any API host without rebuilding, and with the server's upload rules.
import type { UploadFamily, UploadRules } from '../engine/uploadRules';

export interface RuntimeConfig {
  /** Origin of the API ('' = same origin as the page). */
  apiUrl: string;
  /** Message broker URL for real-time notifications ('' = same origin). */
  brokerUrl: string;
  /** The server's upload limits and types, checked before a file is sent (absent: the server alone checks). */
  uploads?: UploadRules;
}

export const DEFAULT_CONFIG: RuntimeConfig = Object.freeze({ apiUrl: '', brokerUrl: '' });

let loaded: RuntimeConfig = DEFAULT_CONFIG;
let loading: Promise<RuntimeConfig> | null = null;

function configUrl(): string {
  // config.json sits beside index.html, which is at the app's base path.
  const base = import.meta.env.BASE_URL || '/';
  return `${base.endsWith('/') ? base : `${base}/`}config.json`;
}

function pickString(source: Record<string, unknown>, key: 'apiUrl' | 'brokerUrl'): string {
  const value = source[key];
  return typeof value === 'string' ? value.trim().replace(/\/+$/, '') : DEFAULT_CONFIG[key];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function parseFamily(value: unknown): UploadFamily | undefined {
  if (!isRecord(value)) return undefined;
  const { maxBytes, types } = value;
  if (typeof maxBytes !== 'number' || !Number.isSafeInteger(maxBytes) || maxBytes <= 0) return undefined;
  if (!Array.isArray(types) || !types.every((type) => typeof type === 'string')) return undefined;
  return { maxBytes, types: types.map((type: string) => type.toLowerCase()) };
}

/** Both families or none: half the rules would refuse what the server takes. */
function parseUploads(value: unknown): UploadRules | undefined {
  if (!isRecord(value)) return undefined;
  const image = parseFamily(value.image);
  const document = parseFamily(value.document);
  return image && document ? { image, document } : undefined;
}

function parseConfig(value: unknown): RuntimeConfig {
  if (!isRecord(value)) return DEFAULT_CONFIG;
  const config: RuntimeConfig = { apiUrl: pickString(value, 'apiUrl'), brokerUrl: pickString(value, 'brokerUrl') };
  const uploads = parseUploads(value.uploads);
  return uploads ? { ...config, uploads } : config;
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
