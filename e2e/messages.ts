// The interface's messages per language, as the app shows them (the server's
// dictionaries: react-admin's pack for the language under ours, on the same
// i18next rules), for tests that look for page texts.
import type { LocaleCode } from '../src/engine/locales';
import { createTranslator } from '../src/engine/messages';
import type { EntitySchema } from '../src/engine/schema';
import { allDictionaries } from '../server/messages';

// No English behind another language here: a missing text fails the test.
const { translate, instance } = createTranslator(allDictionaries(), { fallback: false });

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
