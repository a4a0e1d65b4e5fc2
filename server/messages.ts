// Server-side messages in the caller's language, from the same dictionaries
// and the same i18next rules the browser uses (i18n/<lang>.json over
// react-admin's pack for the language); the server's own texts are under
// "server" there. The tables below are the Node side's one list of languages
// and packs: tests, browser tests and the translators' check read them too.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import raJapanese from '@bicstone/ra-language-japanese';
import raEnglish from 'ra-language-english';
import type { Issue } from '../src/engine/kinds';
import { DEFAULT_LOCALE, isLocale, LOCALE_CODES, type LocaleCode } from '../src/engine/locales';
import { createTranslator, localeMessages, type Messages } from '../src/engine/messages';

// import.meta.dirname, not a URL: component tests run under jsdom, whose URL class Node's file helpers refuse.
const I18N_DIR = path.join(import.meta.dirname, '..', 'i18n');

/** react-admin's own texts per language where a pack exists; a language without one carries them in its file. */
export const FRAMEWORK_PACKS: Partial<Record<string, unknown>> = { en: raEnglish, ja: raJapanese };

/** A language's own file (i18n/<code>.json); none yet reads as empty. */
export function ownMessages(code: string): Messages {
  const file = path.join(I18N_DIR, `${code}.json`);
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Messages;
  } catch (error) {
    throw new Error(`i18n/${code}.json is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}

let dictionaries: Record<LocaleCode, Messages> | undefined;
/** Every interface language's whole dictionary, as the browser builds it (read once, on first use). */
export function allDictionaries(): Record<LocaleCode, Messages> {
  dictionaries ??= Object.fromEntries(
    LOCALE_CODES.map((code) => [code, localeMessages(ownMessages(code), FRAMEWORK_PACKS[code])]),
  ) as Record<LocaleCode, Messages>;
  return dictionaries;
}

let translator: ReturnType<typeof createTranslator> | undefined;

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
  translator ??= createTranslator(allDictionaries());
  return translator.translate(language, key, args);
}

export function formatIssue(language: LocaleCode, issue: Issue): string {
  return translate(language, issue.message, issue.args);
}
