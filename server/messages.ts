// Server-side messages in the caller's language, from the same dictionaries
// and the same i18next rules the browser uses (i18n/<lang>.json over
// react-admin's pack for the language); the server's own texts are under
// "server" there.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import raJapanese from '@bicstone/ra-language-japanese';
import raEnglish from 'ra-language-english';
import type { Issue } from '../src/engine/kinds';
import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '../src/engine/locales';
import { createTranslator, localeMessages } from '../src/engine/messages';

const I18N_DIR = fileURLToPath(new URL('../i18n/', import.meta.url));
const own = (code: LocaleCode): unknown => JSON.parse(readFileSync(`${I18N_DIR}${code}.json`, 'utf8'));

const translator = createTranslator({
  en: localeMessages(own('en'), raEnglish),
  ja: localeMessages(own('ja'), raJapanese),
  vi: localeMessages(own('vi')),
});

/** The first language of an Accept-Language header that the interface has. */
export function languageFrom(header: string | undefined): LocaleCode {
  for (const part of (header ?? '').split(',')) {
    const primary = part.split(';')[0].trim().split('-')[0].toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** A message in the wanted language, else English, else the key itself. */
export function translate(language: LocaleCode, key: string, args: Record<string, unknown> = {}): string {
  return translator.translate(language, key, args);
}

export function formatIssue(language: LocaleCode, issue: Issue): string {
  return translate(language, issue.message, issue.args);
}
