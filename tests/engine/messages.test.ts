// The shared message machinery: packs in any module wrapping, react-admin's
// polyglot packs converted, plurals chosen by smart_count per language.
import { describe, expect, it } from 'vitest';
import { createTranslator, localeMessages, unwrapMessages } from '../../src/engine/messages';

const dictionary = { ra: { action: { delete: 'Delete' } } };

describe('unwrapMessages', () => {
  it('finds the dictionary however the bundler wrapped it', () => {
    expect(unwrapMessages(dictionary)).toBe(dictionary);
    expect(unwrapMessages({ default: dictionary })).toBe(dictionary);
    // A CJS pack compiled from ES modules, given as a module namespace: the bundle's shape for the Japanese pack.
    expect(unwrapMessages({ default: { __esModule: true, default: dictionary } })).toBe(dictionary);
  });
});

describe('localeMessages', () => {
  it('converts a polyglot pack (placeholders, |||| plurals) and lays our file over it', () => {
    const pack = {
      default: {
        __esModule: true,
        default: {
          ra: { page: { list: '%{name} list', delete: 'Delete' }, bulk: 'One item |||| %{smart_count} items' },
        },
      },
    };
    const merged = localeMessages({ default: { ra: { page: { delete: 'Remove' } } } }, pack);
    expect(merged).toEqual({
      ra: {
        page: { list: '{{name}} list', delete: 'Remove' },
        bulk_one: 'One item',
        bulk_other: '{{smart_count}} items',
      },
    });
  });
});

describe('createTranslator', () => {
  const { translate } = createTranslator({
    en: { app: { rows_one: '{{count}} row', rows_other: '{{count}} rows', hello: 'Hello {{name}}' } },
    ja: { app: { rows_other: '{{count}} 行' } },
  });

  it('chooses the plural form by smart_count, per language', () => {
    expect(translate('en', 'app.rows', { smart_count: 1 })).toBe('1 row');
    expect(translate('en', 'app.rows', { smart_count: 3 })).toBe('3 rows');
    expect(translate('ja', 'app.rows', { smart_count: 1 })).toBe('1 行');
  });

  it('falls back to English, and a text that is no key passes through whole (colons included)', () => {
    expect(translate('ja', 'app.hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(translate('ja', 'Network error: the server could not be reached.')).toBe(
      'Network error: the server could not be reached.',
    );
  });

  it('does not HTML-escape values: React and JSON answers escape on their own', () => {
    expect(translate('en', 'app.hello', { name: '<b>&' })).toBe('Hello <b>&');
  });
});
