// Translators edit i18n/*.json only: the check (npm run i18n:check) must hold
// on the real files, and each of its findings must be able to fail.
import { describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import {
  checkMessages,
  checkProject,
  derivedKeys,
  flatten,
  formatReport,
  literalKeys,
  loadLanguages,
  type LanguageInput,
} from '../../scripts/i18n-check';
import { LOCALE_CODES } from '../../src/engine/locales';
import { localeMessages } from '../../src/engine/messages';
import { defineEntity, select, text } from '../../src/engine/schema';

describe('the real dictionaries', () => {
  const report = checkProject();

  it('checks every interface language, English first', () => {
    expect(report.languages.map((l) => l.code)).toEqual(['en', ...LOCALE_CODES.filter((c) => c !== 'en')]);
  });

  it.each(report.languages.map((l) => [l.code, l] as const))(
    '%s: no missing or stray key, English placeholders, no polyglot syntax',
    (_, language) => {
      const { missing, stray, placeholders, polyglot } = language;
      expect({ missing, stray, placeholders, polyglot }).toEqual({
        missing: [],
        stray: [],
        placeholders: [],
        polyglot: [],
      });
      expect(report.failed).toBe(false);
    },
  );
});

const [englishInput] = loadLanguages();
const english = flatten(localeMessages(englishInput.own, englishInput.pack));
/** A key as code asks for it: plain, or a plural family (key_one / key_other). */
const inEnglish = (key: string) => english.has(key) || english.has(`${key}_other`);

describe('keys the code uses', () => {
  it('every message key the server and the interface name is in the English dictionary', () => {
    const { keys } = literalKeys();
    const server = [...literalKeys(['server']).keys].filter((k) => /^(server|app|validation|ra)\./.test(k));
    expect(server.length).toBeGreaterThan(5);
    const used = [...keys].filter((k) => /^(server|app|validation|ra|resources|fields|languages)\./.test(k));
    expect(used.filter((key) => !inEnglish(key))).toEqual([]);
  });

  it('every entity (both plural forms), field, choice, hint, pattern message, action, page, scope, menu group and section has an English label', () => {
    const keys = derivedKeys(schemas, english);
    expect(keys).toEqual(
      expect.arrayContaining([
        'resources.cities.name_one',
        'resources.cities.name_other',
        'app.menu.groups.masters',
        'app.scopes.general',
      ]),
    );
    expect(keys.filter((key) => !english.has(key))).toEqual([]);
  });
});

describe('derived keys', () => {
  const things = defineEntity({
    name: 'things',
    route: 'thing',
    permission: 'MASTER',
    menu: false,
    fields: {
      code: text({
        helperText: 'resources.things.hints.code',
        pattern: { regex: '^[a-z]+$', message: 'validation.patterns.thingCode' },
      }),
      size: select(['s', 'm'] as const),
    },
    recordTitle: 'code',
    actions: [{ name: 'archive', call: 'POST things/{id}/archive' }],
    scopes: [
      { name: 'small', path: 'things/small', where: { size: { in: ['s'] } } },
      { name: 'general', path: 'things/general', where: { size: { is: 'empty' } } },
    ],
    editPages: [{ path: 'resize', fields: ['size'] }],
    list: { columns: ['code'], sort: 'code' },
  });

  it('come from names, fields, choices, hints, pattern messages, actions, pages and scopes (own label, else the shared one)', () => {
    const keys = derivedKeys([things], new Map([['resources.things.scopes.small', 'Small']]));
    expect(keys).toEqual(
      expect.arrayContaining([
        'resources.things.name_one',
        'resources.things.name_other',
        'resources.things.fields.code',
        'resources.things.fields.size',
        'resources.things.choices.size.s',
        'resources.things.choices.size.m',
        'resources.things.hints.code',
        'validation.patterns.thingCode',
        'resources.things.actions.archive',
        'resources.things.pages.resize',
        'resources.things.scopes.small',
        'app.scopes.general',
        'fields.id',
        'fields.q',
        'languages.ja',
        'app.menu.sections.geography',
      ]),
    );
    expect(keys).not.toContain('resources.things.scopes.general');
  });
});

describe('the check', () => {
  // React-admin's pack is polyglot (converted on load): %{x}, ' |||| ' plurals, smart_count.
  const englishPack = {
    ra: {
      action: { save: 'Save' },
      message: { bulk_delete_title: 'Delete %{name} |||| Delete %{smart_count} %{name}' },
    },
  };
  const en: LanguageInput = {
    code: 'en',
    own: {
      app: {
        hello: 'Hello {{name}}',
        items_one: '{{count}} item',
        items_other: '{{count}} items',
        brand: 'Acme',
        dyn: { a: 'A' },
        old: 'Old',
      },
    },
    pack: englishPack,
  };
  const japanese = (app: Record<string, unknown>, ra: Record<string, unknown> = {}): LanguageInput => ({
    code: 'ja',
    own: {
      app: {
        hello: 'こんにちは {{name}}',
        items_other: '{{count}} 件',
        brand: 'Acme',
        dyn: { a: 'エー' },
        old: '旧',
        ...app,
      },
      ra,
    },
    // A pack's untranslated text is not ours to report.
    pack: {
      ra: {
        action: { save: 'Save' },
        message: { bulk_delete_title: '%{name}を削除 |||| %{name} %{smart_count}件を削除' },
      },
    },
  });
  const check = (...languages: LanguageInput[]) => checkMessages([en, ...languages], { sameAsEnglish: ['Acme'] });
  const findings = (language: LanguageInput) => {
    const { code: _, ...found } = check(language).languages[1];
    return found;
  };
  const clean = { missing: [], stray: [], placeholders: [], polyglot: [], identical: [] };

  it("passes a complete translation, plural families in the language's own forms", () => {
    expect(findings(japanese({}))).toEqual(clean);
    expect(check(japanese({})).failed).toBe(false);
    const vietnamese: LanguageInput = {
      code: 'vi',
      own: {
        app: { hello: 'Xin chào {{name}}', items_other: '{{count}} mục', brand: 'Acme', dyn: { a: 'Á' }, old: 'Cũ' },
        ra: { action: { save: 'Lưu' }, message: { bulk_delete_title_other: 'Xóa {{count}} {{name}}' } },
      },
    };
    expect(check(vietnamese).languages[1]).toMatchObject(clean);
  });

  it('fails on a missing key and a missing plural form', () => {
    const { hello: _, items_other: __, ...rest } = japanese({}).own.app as Record<string, unknown>;
    const report = check({ ...japanese({}), own: { app: rest } });
    expect(report.languages[1].missing).toEqual(['app.hello', 'app.items_other']);
    expect(report.failed).toBe(true);
  });

  it('fails on a key English lacks, and on a plural form the language does not have', () => {
    const report = check(japanese({ helo: 'こんにちは', items_one: '1 件' }));
    expect(report.languages[1].stray).toEqual(['app.helo', 'app.items_one']);
    expect(report.failed).toBe(true);
  });

  it('fails on a lost, renamed or added placeholder; smart_count and count are one', () => {
    const report = check(japanese({ hello: 'こんにちは', items_other: '{{smart_count}} 件 {{name}}' }));
    expect(report.languages[1].placeholders).toEqual([
      { key: 'app.hello', english: ['name'], found: [] },
      { key: 'app.items_other', english: ['count'], found: ['count', 'name'] },
    ]);
    expect(findings(japanese({ hello: 'こんにちは {{nam}}' })).placeholders).toEqual([
      { key: 'app.hello', english: ['name'], found: ['nam'] },
    ]);
    expect(check(japanese({ items_other: '{{smart_count}} 件' })).failed).toBe(false);
  });

  it('lets a one-form language use the placeholders of every English form of a bulk message, but not drop the count', () => {
    expect(
      findings(japanese({}, { message: { bulk_delete_title_other: '{{count}} 件の{{name}}を削除' } })).placeholders,
    ).toEqual([]);
    expect(findings(japanese({}, { message: { bulk_delete_title_other: '{{name}}を削除' } })).placeholders).toEqual([
      { key: 'ra.message.bulk_delete_title_other', english: ['count', 'name'], found: ['name'] },
    ]);
  });

  it('fails on polyglot syntax, in any language', () => {
    const report = check(japanese({ hello: 'こんにちは %{name}', items_other: '1 件 |||| %{smart_count} 件' }));
    expect(report.languages[1].polyglot).toEqual(['app.hello', 'app.items_other']);
    expect(report.failed).toBe(true);
    const englishLeft = checkMessages([
      { ...en, own: { app: { ...(en.own.app as object), hello: 'Hello %{name}' } } },
      japanese({}),
    ]);
    expect(englishLeft.languages[0].polyglot).toEqual(['app.hello']);
  });

  it('notes own texts left in English, except allowed names, and does not fail on them', () => {
    const report = check(japanese({ hello: 'Hello {{name}}' }));
    expect(report.languages[1].identical).toEqual(['app.hello']);
    expect(report.failed).toBe(false);
    // 'Acme' is allowed; the pack's untranslated 'Save' is not ours.
    expect(findings(japanese({})).identical).toEqual([]);
  });

  it("notes keys nothing uses: plural families by name, prefixes used at run time, never react-admin's", () => {
    const usage = { keys: new Set(['app.hello', 'app.items']), prefixes: ['app.dyn.'] };
    const report = checkMessages([{ ...en, own: { ...en.own, ra: { action: { save: 'Save!' } } } }, japanese({})], {
      usage,
      sameAsEnglish: ['Acme'],
    });
    expect(report.unused).toEqual(['app.brand', 'app.old']);
    expect(report.failed).toBe(false);
    expect(checkMessages([en, japanese({})], { usage: { keys: new Set(['app.hello']), prefixes: [] } }).unused).toEqual(
      ['app.items', 'app.brand', 'app.dyn.a', 'app.old'],
    );
  });

  it('prints counts per language and the keys to fix', () => {
    const text = formatReport(check(japanese({ hello: 'こんにちは' })));
    expect(text).toContain('ja: 0 missing, 0 stray, 1 broken placeholders, 0 polyglot, 0 same as English');
    expect(text).toContain('app.hello: English {{name}}, here none');
    expect(text).toMatch(/FAILED$/);
  });
});
