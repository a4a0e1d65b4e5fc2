import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KINDS, targetOf, type Field, type FieldKind } from '../../src/engine/kinds';
import { UI_KINDS } from '../../src/engine/ui/kinds';
import { INPUT_KINDS } from '../../src/engine/ui/kinds/inputs';

const field = (kind: string, extra: object = {}) => ({ kind, ...extra }) as Field;
/** The kind names whose entry in `table` says `has`, sorted. */
const kindsWhere = <T>(table: Readonly<Record<FieldKind, T>>, has: (entry: T, kind: FieldKind) => unknown) =>
  (Object.entries(table) as [FieldKind, T][])
    .filter(([kind, entry]) => has(entry, kind))
    .map(([kind]) => kind)
    .sort();

describe('field kinds', () => {
  it('are the names the lint rule that keeps kind names out of the server knows', () => {
    const config = readFileSync(new URL('../../eslint.config.js', import.meta.url), 'utf8');
    const listed = /const FIELD_KINDS =\s*'([^']+)'/.exec(config)?.[1].split('|');
    expect(listed?.sort()).toEqual(Object.keys(KINDS).sort());
  });

  it('say what they are without a test of their name', () => {
    expect(targetOf(field('reference', { reference: 'cities' }))).toEqual({ entity: 'cities', many: false });
    expect(targetOf(field('referenceList', { reference: 'tags' }))).toEqual({ entity: 'tags', many: true });
    expect(targetOf(field('text'))).toBeUndefined();
    const ranged = Object.entries(KINDS)
      .filter(([, kind]) => kind.range)
      .map(([name]) => name);
    expect(ranged.sort()).toEqual(['date', 'datetime', 'money', 'number']);
    expect(KINDS.datetime.time).toBe('moment');
    expect(KINDS.date.time).toBe('day');
    expect(KINDS.boolean.initial?.(field('boolean', { default: false }))).toBe(false);
    expect(KINDS.boolean.columnDefault?.(field('boolean', { default: true }))).toBe('true');
    expect(KINDS.money.companions?.(field('money', { currency: 'currency_id' }))).toEqual(['currency_id']);
    expect(KINDS.select.choices?.(field('select', { choices: ['draft', 'active'] }))).toEqual(['draft', 'active']);
  });

  it("say a choice's shared message key, its tones, and the field offering fewer choices", () => {
    const languages = field('select', { choices: ['en', 'ja', 'vi'], labelKey: (code: string) => `languages.${code}` });
    expect(KINDS.select.choiceKey?.(languages, 'ja')).toBe('languages.ja');
    expect(KINDS.select.choiceKey?.(field('select', { choices: ['draft'] }), 'draft')).toBeUndefined();
    expect(kindsWhere(KINDS, (kind) => kind.choiceKey)).toEqual(['select']);

    const tones = { draft: 'default', active: 'success' } as const;
    expect(KINDS.select.tones?.(field('select', { choices: ['draft', 'active'], tones }))).toBe(tones);
    expect(KINDS.select.tones?.(field('select', { choices: ['draft'] }))).toBeUndefined();
    expect(kindsWhere(KINDS, (kind) => kind.tones)).toEqual(['select']);

    const declared = field('select', { choices: ['en', 'ja', 'vi'], required: true });
    expect(KINDS.select.withChoices?.(declared, ['vi'])).toEqual({ kind: 'select', choices: ['vi'], required: true });
    expect(declared).toEqual({ kind: 'select', choices: ['en', 'ja', 'vi'], required: true });
    expect(kindsWhere(KINDS, (kind) => kind.withChoices)).toEqual(['select']);
  });

  it('say which titles put records in a useful order', () => {
    expect(kindsWhere(KINDS, (kind, name) => kind.sortableTitle?.(field(name)))).toEqual(['email', 'text']);
  });

  it('load on demand the same entry half that forms take from its registry', async () => {
    for (const kind of Object.keys(UI_KINDS) as FieldKind[])
      expect((await UI_KINDS[kind].entry()).default, kind).toBe(INPUT_KINDS[kind]);
  });

  it('say on screen which values take the whole width and how a list column holds them', () => {
    expect(kindsWhere(UI_KINDS, (kind) => kind.wide)).toEqual(['images', 'json', 'longText', 'richText', 'textList']);
    expect(kindsWhere(UI_KINDS, (kind) => kind.column === 'wordy')).toEqual([
      'email',
      'longText',
      'reference',
      'text',
      'translations',
      'url',
    ]);
    expect(kindsWhere(UI_KINDS, (kind) => kind.column === 'short')).toEqual([
      'boolean',
      'date',
      'datetime',
      'money',
      'number',
      'select',
    ]);
  });
});
