// The URL is the single source of the interface language: /ja/… and /vi/…
// are Japanese and Vietnamese, an unprefixed path is English. A /en prefix
// is redirected to the unprefixed path; any other two-letter prefix is a 404.
import type { Store } from 'react-admin';
import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '../engine/locales';

/** Custom to this app (spec section 9): 365 days, path /. */
export const LOCALE_COOKIE = 'admin_i18n_locale';
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** A language's address prefix: none for English, `/ja` and `/vi` for the others. */
export function localePrefix(locale: LocaleCode): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The same page under another language's prefix. */
export function localizedPath(rest: string, locale: LocaleCode): string {
  if (locale === DEFAULT_LOCALE) return rest || '/';
  return `${localePrefix(locale)}${rest === '/' ? '' : rest}`;
}

/** The language to use on an unprefixed URL: the stored choice, else the browser's, else English. */
export function preferredLocale(cookieHeader: string, browserLanguages: readonly string[]): LocaleCode {
  const stored = readLocaleCookie(cookieHeader);
  if (stored) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

export function readLocaleCookie(cookieHeader: string): LocaleCode | undefined {
  const entry = cookieHeader.split(/;\s*/).find((c) => c.startsWith(`${LOCALE_COOKIE}=`));
  const value = entry?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(value) ? value : undefined;
}

export function writeLocaleCookie(locale: LocaleCode): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${COOKIE_MAX_AGE}; SameSite=Lax`;
}

/**
 * Wraps react-admin's store so its `locale` key reads the URL and a write to
 * it (the language switcher) moves to the same page under the new prefix.
 * Everything else goes to the wrapped store.
 */
export class LocaleUrlStore implements Store {
  private locale: LocaleCode = DEFAULT_LOCALE;
  private listeners = new Set<(value: unknown) => void>();
  /** Set by the router: moves to the current page in another language. */
  onLocaleRequest: (locale: LocaleCode) => void = () => undefined;

  constructor(private readonly base: Store) {}

  /** Called by the router whenever the URL's language changes. */
  setUrlLocale(locale: LocaleCode): void {
    if (locale === this.locale) return;
    this.locale = locale;
    for (const listener of this.listeners) listener(locale);
  }

  setup = () => this.base.setup();
  teardown = () => this.base.teardown();
  getItem = <T>(key: string, defaultValue?: T): T | undefined =>
    key === 'locale' ? (this.locale as T) : this.base.getItem(key, defaultValue);
  setItem = <T>(key: string, value: T): void => {
    if (key !== 'locale') return this.base.setItem(key, value);
    if (isLocale(value)) this.onLocaleRequest(value);
  };
  removeItem = (key: string) => this.base.removeItem(key);
  removeItems = (prefix: string) => this.base.removeItems(prefix);
  reset = () => this.base.reset();
  subscribe = (key: string, callback: (value: unknown) => void) => {
    if (key !== 'locale') return this.base.subscribe(key, callback);
    this.listeners.add(callback);
    return () => {
      this.listeners.delete(callback);
    };
  };
}
