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

/** A language's BCP 47 tag for Intl (en-US, ja-JP, vi-VN); English's for anything else. */
export function isoOf(code: string): string {
  return LOCALES.find((l) => l.code === code)?.iso ?? LOCALES[0].iso;
}
