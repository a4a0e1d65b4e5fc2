// i18n providers for component tests: the app's own i18next setup over the
// real dictionaries (the server's, read from i18n/*.json), without lazy loading.
import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../src/engine/locales';
import { I18NEXT_OPTIONS, mergeMessages, type Messages } from '../src/engine/messages';
import { allDictionaries } from '../server/messages';

/** The English interface's messages, with extra labels (a test entity's) laid over them. */
export const englishMessages = (...extra: Messages[]): Messages => extra.reduce(mergeMessages, allDictionaries().en);

/** A language's whole dictionary, with extra labels laid over it. */
export const messagesIn = (locale: LocaleCode, ...extra: Messages[]): Messages =>
  extra.reduce(mergeMessages, allDictionaries()[locale]);

export function i18nProviderFor(messages: Messages, locale = 'en'): Promise<I18nProvider> {
  return getI18nProvider(
    createInstance(),
    { ...I18NEXT_OPTIONS, lng: locale, resources: { [locale]: { translation: messages } } },
    [{ locale, name: locale }],
  );
}

/**
 * A provider starting in `locale` with every interface language in hand (so
 * the interface can switch), a test entity's labels per language laid over.
 */
export function i18nProviderWithAll(
  locale: LocaleCode,
  labels: Partial<Record<LocaleCode, Messages>> = {},
): Promise<I18nProvider> {
  const resources = Object.fromEntries(
    LOCALE_CODES.map((code) => [code, { translation: messagesIn(code, labels[code] ?? {}) }]),
  );
  return getI18nProvider(
    createInstance(),
    { ...I18NEXT_OPTIONS, lng: locale, resources },
    LOCALES.map((l) => ({ locale: l.code, name: l.name })),
  );
}
