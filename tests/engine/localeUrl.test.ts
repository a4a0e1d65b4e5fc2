import { describe, expect, it } from 'vitest';
import { parseLocalePath } from '../../src/engine/locales';
import {
  localePrefix,
  localizedPath,
  preferredLocale,
  LOCALE_COOKIE,
  LocaleUrlStore,
} from '../../src/providers/localeUrl';
import { memoryStore } from 'react-admin';

describe('locale in the URL', () => {
  it('reads the prefix', () => {
    expect(parseLocalePath('/city')).toEqual({ kind: 'ok', locale: 'en', prefix: '', rest: '/city' });
    expect(parseLocalePath('/ja/city/3/show')).toEqual({
      kind: 'ok',
      locale: 'ja',
      prefix: '/ja',
      rest: '/city/3/show',
    });
    expect(parseLocalePath('/vi')).toEqual({ kind: 'ok', locale: 'vi', prefix: '/vi', rest: '/' });
    expect(parseLocalePath('/')).toEqual({ kind: 'ok', locale: 'en', prefix: '', rest: '/' });
  });

  it('redirects the fallback prefix and refuses unknown locales', () => {
    expect(parseLocalePath('/en/city')).toEqual({ kind: 'redirect', to: '/city' });
    expect(parseLocalePath('/en')).toEqual({ kind: 'redirect', to: '/' });
    expect(parseLocalePath('/fr/city')).toEqual({ kind: 'notFound' });
    expect(parseLocalePath('/Login')).toMatchObject({ kind: 'ok', locale: 'en' });
  });

  it('builds the same page under another language', () => {
    expect(localizedPath('/city', 'ja')).toBe('/ja/city');
    expect(localizedPath('/', 'vi')).toBe('/vi');
    expect(localizedPath('/city', 'en')).toBe('/city');
    expect((['en', 'ja', 'vi'] as const).map((code) => localePrefix(code))).toEqual(['', '/ja', '/vi']);
  });

  it('prefers the stored choice, then the browser, then English', () => {
    expect(preferredLocale(`a=1; ${LOCALE_COOKIE}=vi`, ['ja-JP'])).toBe('vi');
    expect(preferredLocale('', ['fr-FR', 'ja-JP'])).toBe('ja');
    expect(preferredLocale(`${LOCALE_COOKIE}=xx`, ['de'])).toBe('en');
  });

  it('the store reads the locale from the URL and turns writes into navigation', () => {
    const store = new LocaleUrlStore(memoryStore());
    store.setup();
    const requested: string[] = [];
    const seen: unknown[] = [];
    store.onLocaleRequest = (l) => requested.push(l);
    store.subscribe('locale', (v) => seen.push(v));
    store.setUrlLocale('ja');
    expect(store.getItem('locale')).toBe('ja');
    store.setItem('locale', 'vi');
    expect(requested).toEqual(['vi']);
    expect(store.getItem('locale')).toBe('ja'); // unchanged until the URL changes
    store.setItem('sidebar.open', false);
    expect(store.getItem('sidebar.open')).toBe(false);
    expect(seen).toEqual(['ja']);
  });
});
