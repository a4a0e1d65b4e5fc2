// The interface's messages per language, as the app shows them (react-admin's
// pack for the language under ours, on the same i18next rules), for tests that
// look for page texts.
import { readFileSync } from 'node:fs';
import raJapanese from '@bicstone/ra-language-japanese';
import raEnglish from 'ra-language-english';
import type { LocaleCode } from '../src/engine/locales';
import { createTranslator, localeMessages } from '../src/engine/messages';
import type { EntitySchema } from '../src/engine/schema';

const own = (code: LocaleCode): unknown => JSON.parse(readFileSync(new URL(`../i18n/${code}.json`, import.meta.url), 'utf8'));
const { translate, instance } = createTranslator({
  en: localeMessages(own('en'), raEnglish),
  ja: localeMessages(own('ja'), raJapanese),
  vi: localeMessages(own('vi')),
}, { fallback: false });

/** A message of that language with its placeholders filled; a missing one fails the test. */
export function t(locale: LocaleCode, key: string, args: Record<string, unknown> = {}): string {
  const count = (args.smart_count ?? args.count) as number | undefined;
  const found = instance.exists(key, { lng: locale, ...(count !== undefined && { count }) });
  if (!found) throw new Error(`Missing ${locale} message: ${key}`);
  return translate(locale, key, args);
}

/** Singular or plural form of an entity's name. */
export function entityName(locale: LocaleCode, schema: EntitySchema, form: 'one' | 'many'): string {
  return t(locale, `resources.${schema.name}.name`, { smart_count: form === 'one' ? 1 : 2 });
}
