// i18n providers for component tests: the app's own i18next setup over
// dictionaries in hand (no lazy loading).
import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import englishPack from 'ra-language-english';
import type { I18nProvider } from 'react-admin';
import en from '../i18n/en.json';
import { I18NEXT_OPTIONS, localeMessages, mergeMessages, type Messages } from '../src/engine/messages';

/** The English interface's messages, with extra labels (a test entity's) laid over them. */
export const englishMessages = (...extra: Messages[]): Messages => extra.reduce(mergeMessages, localeMessages(en, englishPack));

export function i18nProviderFor(messages: Messages, locale = 'en'): Promise<I18nProvider> {
  return getI18nProvider(createInstance(), { ...I18NEXT_OPTIONS, lng: locale, resources: { [locale]: { translation: messages } } }, [{ locale, name: locale }]);
}
