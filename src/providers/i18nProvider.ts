// Interface messages. English = react-admin's English pack + i18n/en.json;
// ja and vi are complete in i18n/ja.json and i18n/vi.json (framework
// messages under "ra"). Only the starting language is loaded at boot; the
// others arrive as separate chunks when the user switches.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishPack from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { LOCALES, type LocaleCode } from '../engine/locales';
import { mergeMessages, unwrapMessages as unwrap, type Messages } from '../engine/messages';

const loaders: Record<LocaleCode, () => Promise<Messages>> = {
  en: async () => mergeMessages(unwrap(englishPack), unwrap(await import('../../i18n/en.json'))),
  ja: async () => unwrap(await import('../../i18n/ja.json')),
  vi: async () => unwrap(await import('../../i18n/vi.json')),
};

export async function loadMessages(locale: LocaleCode): Promise<Messages> {
  return loaders[locale]();
}

/** Builds the provider once, with the starting language's messages already loaded (polyglot needs them synchronously). */
export async function createI18nProvider(initial: LocaleCode): Promise<I18nProvider> {
  const cache = new Map<string, Messages>([[initial, await loadMessages(initial)]]);
  const getMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
    const hit = cache.get(locale);
    if (hit) return hit as unknown as TranslationMessages;
    const code = (LOCALES.find((l) => l.code === locale)?.code ?? 'en') as LocaleCode;
    return loadMessages(code).then((m) => {
      cache.set(locale, m);
      return m as unknown as TranslationMessages;
    });
  };
  return polyglotI18nProvider(getMessages, initial, LOCALES.map((l) => ({ locale: l.code, name: l.name })));
}
