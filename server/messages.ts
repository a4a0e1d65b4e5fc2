// Server-side messages in the caller's language, from the same dictionaries
// the browser uses (i18n/<lang>.json, react-admin's English pack under the
// English ones); the server's own texts are under "server" there.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import raEnglish from 'ra-language-english';
import type { Issue } from '../src/engine/kinds';
import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '../src/engine/locales';
import { interpolate, lookupMessage, mergeMessages, unwrapMessages, type Messages } from '../src/engine/messages';

const I18N_DIR = fileURLToPath(new URL('../i18n/', import.meta.url));
const cache = new Map<LocaleCode, Messages>();

function dictionary(code: LocaleCode): Messages {
  let messages = cache.get(code);
  if (!messages) {
    const own = JSON.parse(readFileSync(`${I18N_DIR}${code}.json`, 'utf8')) as Messages;
    messages = code === DEFAULT_LOCALE ? mergeMessages(unwrapMessages(raEnglish), own) : own;
    cache.set(code, messages);
  }
  return messages;
}

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
  return interpolate(lookupMessage(dictionary(language), key) ?? lookupMessage(dictionary(DEFAULT_LOCALE), key) ?? key, args);
}

export function formatIssue(language: LocaleCode, issue: Issue): string {
  return translate(language, issue.message, issue.args);
}
