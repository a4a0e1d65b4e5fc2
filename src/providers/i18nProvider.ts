// Interface messages on i18next (ra-i18n-i18next). English = react-admin's
// English pack + i18n/en.json; Japanese = @bicstone/ra-language-japanese +
// i18n/ja.json (our corrections win); Vietnamese = i18n/vi.json (complete).
// Only the starting language is loaded at boot; the others arrive as separate
// chunks when the user switches.
import { createInstance } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { isLocale, LOCALES, type LocaleCode } from '../engine/locales';
import { I18NEXT_OPTIONS, localeMessages, type Messages } from '../engine/messages';

/** Each language's file, as its own chunk: a language is added by its file and its line in LOCALES. */
const OWN_FILES = import.meta.glob<Messages>('../../i18n/*.json', { import: 'default' });
/** react-admin's own texts where a pack exists for the language (vi carries them in its file). */
const FRAMEWORK_PACKS: Partial<Record<LocaleCode, () => Promise<unknown>>> = {
  en: () => import('ra-language-english'),
  ja: () => import('@bicstone/ra-language-japanese'),
};

export async function loadMessages(locale: LocaleCode): Promise<Messages> {
  const own = OWN_FILES[`../../i18n/${locale}.json`];
  if (!own) throw new Error(`No message file i18n/${locale}.json`);
  const [messages, pack] = await Promise.all([own(), FRAMEWORK_PACKS[locale]?.()]);
  return localeMessages(messages, pack);
}

/** Builds the provider with the starting language's messages already loaded. */
export async function createI18nProvider(initial: LocaleCode): Promise<I18nProvider> {
  const load = (language: string) =>
    loadMessages(isLocale(language) ? language : 'en').catch((error: unknown) => {
      // i18next would swallow it and show keys instead of texts.
      console.error(`Messages for ${language} could not be loaded`, error);
      throw error;
    });
  const instance = createInstance().use(resourcesToBackend(load));
  const provider = await getI18nProvider(
    instance,
    // Only the chosen language is fetched: every language is complete (npm run i18n:check), so none needs English behind it.
    { ...I18NEXT_OPTIONS, lng: initial, fallbackLng: false, load: 'languageOnly' },
    LOCALES.map((l) => ({ locale: l.code, name: l.name })),
  );
  return withRememberedTranslations(provider);
}

/**
 * The provider's texts remembered per language, key and options: a page asks for the same labels and
 * words row after row, and i18next works each one out anew (some 30 ms of a first list's render). A
 * language's messages do not change once loaded (they load whole), so nothing needs forgetting but
 * the size: past `limit` texts the memory starts again. Options that cannot be written as JSON go
 * to i18next every time.
 */
export function withRememberedTranslations(provider: I18nProvider, limit = 5000): I18nProvider {
  const remembered = new Map<string, string>();
  return {
    ...provider,
    translate(key, options) {
      let id: string | undefined;
      try {
        id = `${provider.getLocale()}\u0000${key}\u0000${options === undefined ? '' : JSON.stringify(options)}`;
      } catch {
        return provider.translate(key, options);
      }
      let text = remembered.get(id);
      if (text === undefined) {
        text = provider.translate(key, options);
        if (remembered.size >= limit) remembered.clear();
        remembered.set(id, text);
      }
      return text;
    },
  };
}
