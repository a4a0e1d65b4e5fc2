// Interface languages (spec sections 2 and 9). English is the default and the
// fallback and has no URL prefix; ja and vi are served under /ja and /vi.
export const LOCALES = [
  { code: 'en', iso: 'en-US', name: 'English' },
  { code: 'ja', iso: 'ja-JP', name: '日本語' },
  { code: 'vi', iso: 'vi-VN', name: 'Tiếng Việt' },
] as const;
export type LocaleCode = (typeof LOCALES)[number]['code'];
export const DEFAULT_LOCALE: LocaleCode = 'en';
export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((l) => l.code);

export function isLocale(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

/**
 * The language of an address: /ja/… and /vi/… are Japanese and Vietnamese, an unprefixed path is
 * English; a /en prefix redirects to the unprefixed path, any other two-letter prefix is not found.
 */
export type ParsedPath =
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' }
  | { kind: 'ok'; locale: LocaleCode; prefix: string; rest: string };

export function parseLocalePath(pathname: string): ParsedPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  const rest = match?.[2] ?? '/';
  if (first === DEFAULT_LOCALE) return { kind: 'redirect', to: rest };
  if (first && isLocale(first)) return { kind: 'ok', locale: first, prefix: `/${first}`, rest };
  if (first && /^[a-zA-Z]{2}$/.test(first)) return { kind: 'notFound' };
  return { kind: 'ok', locale: DEFAULT_LOCALE, prefix: '', rest: pathname || '/' };
}

/** A language's BCP 47 tag for Intl (en-US, ja-JP, vi-VN); English's for anything else. */
export function isoOf(code: string): string {
  return LOCALES.find((l) => l.code === code)?.iso ?? LOCALES[0].iso;
}
