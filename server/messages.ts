// Server-side messages in the caller's language, from the same dictionaries
// the browser uses (i18n/<lang>.json; react-admin's English for ra.* keys).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import raEnglish from 'ra-language-english';
import type { Issue } from '../src/engine/kinds';
import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '../src/engine/locales';

type Dictionary = { [key: string]: string | Dictionary };

/**
 * Texts of the server's own answers. They are looked up under these keys
 * first, so adding the keys to i18n/<lang>.json translates them.
 */
const SERVER_TEXTS: Record<string, string> = {
  'server.not_found': 'Not found',
  'server.forbidden': 'You do not have permission to do this',
  'server.validation_failed': 'Validation failed',
  'server.unauthenticated': 'Authentication required',
  'server.token_invalid': 'The token is invalid or has expired',
  'app.login.failed': 'Wrong email or password',
  'validation.unique': 'This value is already used',
  'validation.reference': 'Must be chosen from the list',
  'validation.in_use': 'This record is still used by other records',
  'ra.validation.required': 'Required',
  'server.invalid_body': 'The request body must be a JSON object',
  'server.invalid_query': 'Invalid query parameter: %{name}',
  'server.not_deletable': 'These records cannot be deleted',
  'server.unsupported_grant': 'Unsupported grant type',
  'server.internal': 'Internal server error',
};

const I18N_DIR = fileURLToPath(new URL('../i18n/', import.meta.url));
const cache = new Map<LocaleCode, Dictionary>();

function readDictionary(code: LocaleCode): Dictionary {
  try {
    return JSON.parse(readFileSync(`${I18N_DIR}${code}.json`, 'utf8')) as Dictionary;
  } catch {
    // A language file that does not exist yet falls back to English key by key.
    return {};
  }
}

function merge(base: Dictionary, over: Dictionary): Dictionary {
  const out: Dictionary = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prev = out[key];
    out[key] = typeof value === 'object' && typeof prev === 'object' ? merge(prev, value) : value;
  }
  return out;
}

function dictionary(code: LocaleCode): Dictionary {
  let dict = cache.get(code);
  if (!dict) {
    const own = readDictionary(code);
    if (code === 'en') {
      // The package may arrive wrapped in {default} depending on the loader.
      const ra = ((raEnglish as unknown as { default?: Dictionary }).default ?? raEnglish) as unknown as Dictionary;
      dict = merge(ra, own);
    } else {
      dict = own;
    }
    cache.set(code, dict);
  }
  return dict;
}

function lookup(dict: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dict;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The first language of an Accept-Language header that the interface has. */
export function languageFrom(header: string | undefined): LocaleCode {
  for (const part of (header ?? '').split(',')) {
    const primary = part.split(';')[0].trim().split('-')[0].toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** A message in the wanted language, else English, else the server's own text, else the key itself. */
export function translate(language: LocaleCode, key: string, args: Record<string, unknown> = {}): string {
  const template = lookup(dictionary(language), key) ?? lookup(dictionary(DEFAULT_LOCALE), key) ?? SERVER_TEXTS[key] ?? key;
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));
}

export function formatIssue(language: LocaleCode, issue: Issue): string {
  return translate(language, issue.message, issue.args);
}
