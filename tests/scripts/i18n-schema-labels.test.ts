// npm run i18n:check against the schemas: every label a schema needs (derivedKeys), in every language,
// English included; a label left in English is noted, not refused.
import { describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import {
  checkMessages,
  checkProject,
  derivedKeys,
  formatReport,
  inLanguage,
  type LanguageInput,
} from '../../scripts/i18n-check';
import { defineEntity, select, text } from '../../src/engine/schema';
import { book } from '../engine/fixtures';

const things = defineEntity({
  name: 'things',
  route: 'thing',
  permission: 'MASTER',
  menu: false,
  fields: { code: text({ required: true }), size: select(['s', 'm'] as const) },
  recordTitle: 'code',
  actions: [{ name: 'archive', call: 'POST things/{id}/archive' }],
  list: { columns: ['code'], sort: 'code' },
});
/** The things' labels only (the shared keys derivedKeys adds are not under test here). */
const required = derivedKeys([things], new Map()).filter((key) => key.startsWith('resources.things.'));

const englishThings = {
  name_one: 'Thing',
  name_other: 'Things',
  fields: { code: 'Code', size: 'Size' },
  choices: { size: { s: 'Small', m: 'Medium' } },
  actions: { archive: 'Archive' },
};
const japaneseThings = {
  name_other: 'もの',
  fields: { code: 'コード', size: 'サイズ' },
  choices: { size: { s: '小', m: '中' } },
  actions: { archive: 'アーカイブ' },
};
const en = (things: object = englishThings): LanguageInput => ({ code: 'en', own: { resources: { things } } });
const ja = (things: object = japaneseThings): LanguageInput => ({ code: 'ja', own: { resources: { things } } });
const check = (...languages: LanguageInput[]) => checkMessages(languages, { required, sameAsEnglish: [] });

describe('the labels a schema needs', () => {
  it("are its name in the language's plural forms, its fields, choices and actions", () => {
    expect(required).toEqual([
      'resources.things.name_one',
      'resources.things.name_other',
      'resources.things.fields.code',
      'resources.things.fields.size',
      'resources.things.choices.size.s',
      'resources.things.choices.size.m',
      'resources.things.actions.archive',
    ]);
    expect(inLanguage(required, 'ja')).toEqual(required.filter((key) => key !== 'resources.things.name_one'));
    expect(inLanguage(required, 'en')).toEqual(required);
    expect(inLanguage(['a.b_one', 'a.c_other'], 'ja')).toEqual(['a.b_one', 'a.c_other']);
  });

  it('pass when every language has them', () => {
    const report = check(en(), ja());
    expect(report.languages.map((l) => l.missing)).toEqual([[], []]);
    expect(report.failed).toBe(false);
  });

  it('fail when English lacks one, and name it in the languages that lack it too', () => {
    const { size: _, ...fields } = englishThings.fields;
    const { size: __, ...japaneseFields } = japaneseThings.fields;
    const report = check(en({ ...englishThings, fields }), ja({ ...japaneseThings, fields: japaneseFields }));
    expect(report.languages[0].missing).toEqual(['resources.things.fields.size']);
    expect(report.languages[1].missing).toEqual(['resources.things.fields.size']);
    expect(report.failed).toBe(true);
    expect(formatReport(report)).toMatch(/FAIL en: missing keys.*\n {2}resources\.things\.fields\.size/);
    // An entity with no labels at all.
    const bare = check({ code: 'en', own: { resources: {} } }, { code: 'ja', own: { resources: {} } });
    expect(bare.languages[0].missing).toEqual(required);
    expect(bare.failed).toBe(true);
  });

  it("fail when Japanese lacks one, its name's one plural form included", () => {
    const { name_other: _, ...rest } = japaneseThings;
    const report = check(en(), ja({ ...rest, choices: { size: { s: '小' } } }));
    expect(report.languages[1].missing.sort()).toEqual([
      'resources.things.choices.size.m',
      'resources.things.name_other',
    ]);
    expect(report.failed).toBe(true);
  });

  it('note, without failing, the labels a language keeps in English', () => {
    const { name_one: _, ...copied } = englishThings;
    const report = check(en(), ja(copied));
    expect(report.failed).toBe(false);
    expect(report.languages[1].identical).toEqual(inLanguage(required, 'ja'));
  });

  it('make the project check fail on an entity of the registry without labels', () => {
    expect(checkProject().failed).toBe(false);
    const report = checkProject([...schemas, book]);
    expect(report.failed).toBe(true);
    for (const language of report.languages)
      expect(language.missing, language.code).toEqual(
        expect.arrayContaining(['resources.books.name_other', 'resources.books.fields.title']),
      );
    expect(report.languages[0].missing).toContain('resources.books.name_one');
    expect(report.languages[1].missing).not.toContain('resources.books.name_one');
  });
});
