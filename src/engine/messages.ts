// Message dictionaries (i18n/*.json), shared by the browser, the server and the
// tests: i18next JSON ({{name}} placeholders, plurals as key_one / key_other per
// Intl.PluralRules), laid over react-admin's own pack for the language. Free of React.
import { createInstance, type i18n as I18next, type InitOptions } from 'i18next';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from './locales';
import { isPlainObject, type Messages } from './messageLookup';

export { lookupMessage, type Messages } from './messageLookup';

/** The options every i18next instance of the product uses. */
export const I18NEXT_OPTIONS = {
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALE_CODES],
  // Texts that are not keys (a server's message, a sentence with a colon) pass through whole.
  nsSeparator: false,
  // React and JSON answers escape on their own.
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;

/**
 * Message packs and JSON modules arrive wrapped as {default: …}, a CJS pack
 * compiled from ES modules even twice ({__esModule, default}) depending on the
 * bundler: the dictionary is the innermost default.
 */
export function unwrapMessages(module: unknown): Messages {
  let m = module;
  while (isPlainObject(m) && isPlainObject(m.default)) m = m.default;
  return m as Messages;
}

/** Deep merge: keys of `over` win. */
export function mergeMessages(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? mergeMessages(out[key] as Messages, value) : value;
  }
  return out;
}

/**
 * A language's whole dictionary: react-admin's pack for it (written for
 * polyglot, so converted), under our file, whose keys win.
 */
export function localeMessages(own: unknown, frameworkPack?: unknown): Messages {
  const base = frameworkPack ? (convertRaTranslationsToI18next(unwrapMessages(frameworkPack)) as Messages) : {};
  return mergeMessages(base, unwrapMessages(own));
}

export type Translate = (language: LocaleCode, key: string, args?: Record<string, unknown>) => string;

/**
 * A synchronous translator over dictionaries already in hand (server, tests).
 * react-admin's `smart_count` chooses the plural form, as in the browser.
 */
export function createTranslator(
  dictionaries: Partial<Record<LocaleCode, Messages>>,
  /** Whether a key missing in a language falls back to English (tests say no, to catch the gap). */
  { fallback = true } = {},
): { translate: Translate; instance: I18next } {
  const instance = createInstance();
  void instance.init({
    ...I18NEXT_OPTIONS,
    ...(!fallback && { fallbackLng: false }),
    lng: DEFAULT_LOCALE,
    initImmediate: false,
    resources: Object.fromEntries(
      Object.entries(dictionaries).map(([code, messages]) => [code, { translation: messages }]),
    ),
  });
  const translate: Translate = (language, key, args = {}) => {
    const count = (args.smart_count ?? args.count) as number | undefined;
    return instance.t(key, { ...args, lng: language, ...(count !== undefined && { count }) }) as string;
  };
  return { translate, instance };
}
