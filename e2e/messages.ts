// The interface's messages per language, as the app shows them (react-admin's
// English pack under ours for English), for tests that look for page texts.
import { readFileSync } from 'node:fs';
import raEnglish from 'ra-language-english';
import { LOCALE_CODES, type LocaleCode } from '../src/engine/locales';
import { interpolate, lookupMessage, mergeMessages, unwrapMessages, type Messages } from '../src/engine/messages';
import type { EntitySchema } from '../src/engine/schema';

const MESSAGES = Object.fromEntries(
  LOCALE_CODES.map((code) => {
    const own = JSON.parse(readFileSync(new URL(`../i18n/${code}.json`, import.meta.url), 'utf8')) as Messages;
    return [code, code === 'en' ? mergeMessages(unwrapMessages(raEnglish), own) : own];
  }),
) as Record<LocaleCode, Messages>;

/** A message of that language with its placeholders filled; a missing one fails the test. */
export function t(locale: LocaleCode, key: string, args: Record<string, unknown> = {}): string {
  const text = lookupMessage(MESSAGES[locale], key);
  if (text === undefined) throw new Error(`Missing ${locale} message: ${key}`);
  return interpolate(text, args);
}

/** Singular or plural form of an entity's "one |||| many" name. */
export function entityName(locale: LocaleCode, schema: EntitySchema, form: 'one' | 'many'): string {
  const [one, many] = t(locale, `resources.${schema.name}.name`).split('||||').map((part) => part.trim());
  return form === 'one' ? one : (many ?? one);
}
