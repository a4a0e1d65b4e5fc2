// The interface language as components need it: its code, and its tag for Intl.
import { useLocaleState } from 'react-admin';
import { DEFAULT_LOCALE, isLocale, isoOf, type LocaleCode } from '../locales';

/** The interface language's code (en, ja, vi). */
export function useLocaleCode(): LocaleCode {
  const [locale] = useLocaleState();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The interface language's BCP 47 tag for Intl (en-US, ja-JP, vi-VN). */
export function useIsoLocale(): string {
  return isoOf(useLocaleCode());
}
