import { describe, expect, it } from 'vitest';
import { KINDS, type Field, type Issue } from '../../src/engine/kinds';
import {
  defineEntity,
  hierarchyScopes,
  integer,
  reference,
  select,
  text,
  textList,
  translations,
  type ScopeDefinition,
} from '../../src/engine/schema';
import { validateField, validateInput, validateRecord } from '../../src/engine/validation';

const reasons = defineEntity({
  name: 'reasons',
  path: 'admin/reasons',
  route: 'reason',
  permission: 'REPORT',
  menu: false,
  fields: {
    names: translations({ required: true }),
    type: select(['job', 'home'] as const, { required: true }),
    parent_id: reference('reasons'),
  },
  recordTitle: 'names',
  hierarchy: { parent: 'parent_id', inherit: ['type'] },
  scopes: [{ name: 'jobs', path: 'admin/reasons/jobs', where: { type: { in: ['job'] } } }],
  lookup: true,
  preload: true,
  list: { columns: ['id', 'names'], sort: 'names' },
});

const HASHTAG = { regex: '^[\\p{L}\\p{N}_]+$', message: 'validation.patterns.hashtag' };

const posts = defineEntity({
  name: 'posts',
  route: 'post',
  permission: 'ARTICLES',
  menu: false,
  fields: {
    title: text({ required: true }),
    hashtags: textList({ prefix: '#', maxItems: 3, max: 10, pattern: HASHTAG }),
    keywords: textList({ required: true }),
    stamp: text({ readOnly: true, max: 5 }),
    min_words: integer({ min: 0 }),
    max_words: integer({ min: 0 }),
  },
  recordTitle: 'title',
  list: { columns: ['id', 'title'], sort: 'title' },
  editPages: [{ path: 'updateHashtag', fields: ['hashtags'] }],
  validate: (record): Record<string, Issue> => {
    const min = record.min_words as number | null | undefined;
    const max = record.max_words as number | null | undefined;
    return typeof min === 'number' && typeof max === 'number' && min > max
      ? { max_words: { message: 'validation.range', args: { min } } }
      : {};
  },
});

const hashtags = posts.fields.hashtags;
const normalize = (value: unknown) => KINDS.textList.normalize(value, hashtags);

describe('hierarchy', () => {
  it('adds the general and specific scopes on the entity path, before its own scopes', () => {
    expect(reasons.scopes).toEqual<ScopeDefinition[]>([
      { name: 'general', path: 'admin/reasons/general', where: { parent_id: { is: 'empty' } } },
      { name: 'specific', path: 'admin/reasons/specific', where: { parent_id: { is: 'set' } } },
      { name: 'jobs', path: 'admin/reasons/jobs', where: { type: { in: ['job'] } } },
    ]);
    expect(reasons.hierarchy).toEqual({ parent: 'parent_id', inherit: ['type'] });
  });

  it('hierarchyScopes names the parent field in both conditions', () => {
    expect(hierarchyScopes('tags', 'group_id')).toEqual([
      { name: 'general', path: 'tags/general', where: { group_id: { is: 'empty' } } },
      { name: 'specific', path: 'tags/specific', where: { group_id: { is: 'set' } } },
    ]);
  });

  it('gives no scopes and no lookup by default', () => {
    expect(posts.scopes).toEqual([]);
    expect(posts.lookup).toBe(false);
    expect(posts.hierarchy).toBeUndefined();
  });

  it('keeps lookup, preload and edit pages as declared', () => {
    expect(reasons.lookup).toBe(true);
    expect(reasons.preload).toBe(true);
    expect(reasons.editPages).toEqual([]);
    expect(posts.editPages).toEqual([{ path: 'updateHashtag', fields: ['hashtags'] }]);
  });

  it('refuses a parent that is not a reference to the entity itself', () => {
    const build = (fields: Record<string, Field>) => () =>
      defineEntity({
        name: 'groups',
        route: 'group',
        permission: 'MASTER',
        menu: false,
        fields: { name: text(), ...fields } as Record<string, Field>,
        recordTitle: 'name',
        list: { columns: ['id'], sort: 'id' },
        hierarchy: { parent: 'parent_id' },
      });

    expect(build({ parent_id: reference('others') })).toThrow(
      'Entity "groups": hierarchy.parent must be a reference to "groups"',
    );
    expect(build({ parent_id: integer() })).toThrow(/hierarchy\.parent/);
    expect(build({})).toThrow(/hierarchy\.parent/);
    expect(build({ parent_id: reference('groups') })).not.toThrow();
  });

  it('compares the parent reference with the name, not the path', () => {
    const build = (target: string) => () =>
      defineEntity({
        name: 'units',
        path: 'admin/units',
        route: 'unit',
        permission: 'MASTER',
        menu: false,
        fields: { name: text(), parent_id: reference(target) },
        recordTitle: 'name',
        list: { columns: ['id'], sort: 'id' },
        hierarchy: { parent: 'parent_id' },
      });
    expect(build('units')).not.toThrow();
    expect(build('admin/units')).toThrow(/hierarchy\.parent/);
  });
});

describe('textList normalisation', () => {
  it('builds the textList field', () => {
    expect(textList({ prefix: '#', maxItems: 2 })).toEqual({ kind: 'textList', prefix: '#', maxItems: 2 });
    expect(textList()).toEqual({ kind: 'textList' });
  });

  it('trims, strips the prefix (repeated, with spaces after it) and drops blanks and duplicates', () => {
    expect(normalize([' #remote ', 'remote', '##visa', '# work', '', '   ', '#', 'Visa'])).toEqual([
      'remote',
      'visa',
      'work',
      'Visa',
    ]);
  });

  it('keeps the first occurrence order', () => {
    expect(normalize(['b', 'a', '#b', 'c', 'a'])).toEqual(['b', 'a', 'c']);
  });

  it('strips only a leading prefix', () => {
    expect(normalize(['c#', 'a#b'])).toEqual(['c#', 'a#b']);
  });

  it('keeps the prefix when the field has none', () => {
    expect(KINDS.textList.normalize(['#a', ' a '], posts.fields.keywords)).toEqual(['#a', 'a']);
  });

  it('turns an empty result, an empty list and "" into null', () => {
    expect(normalize([])).toBeNull();
    expect(normalize(['', ' ', '#', '# '])).toBeNull();
    expect(normalize('')).toBeNull();
    expect(normalize(null)).toBeNull();
    expect(normalize(undefined)).toBeUndefined();
  });

  it('leaves a value that is not a list for validation to refuse', () => {
    expect(normalize('remote')).toBe('remote');
    expect(normalize([1, 1, 'a'])).toEqual([1, 'a']);
  });

  it('stores as jsonb and filters on the JSON text', () => {
    expect(KINDS.textList.sqlType(hashtags)).toBe('jsonb');
    expect(KINDS.textList.filter).toBe('jsonContains');
  });
});

describe('textList validation', () => {
  it('accepts letters, digits and underscores of any script', () => {
    expect(validateField(hashtags, ['#東京', 'việc_làm', 'job2'])).toBeNull();
  });

  it('refuses a value that is not a list, or items that are not texts', () => {
    expect(validateField(hashtags, 'remote')).toEqual({ message: 'validation.textList' });
    expect(validateField(hashtags, { a: 1 })).toEqual({ message: 'validation.textList' });
    expect(validateField(hashtags, ['ok', 3])).toEqual({ message: 'validation.textList' });
  });

  it('counts items after normalisation against maxItems', () => {
    expect(validateField(hashtags, ['a', 'b', 'c'])).toBeNull();
    expect(validateField(hashtags, ['a', '#a', 'b', ' b', 'c', ''])).toBeNull();
    expect(validateField(hashtags, ['a', 'b', 'c', 'd'])).toEqual({ message: 'validation.maxItems', args: { max: 3 } });
  });

  it('checks each item length without the prefix', () => {
    expect(validateField(hashtags, ['#abcdefghij'])).toBeNull();
    expect(validateField(hashtags, ['ok', '#abcdefghijk'])).toEqual({
      message: 'validation.itemMaxLength',
      args: { max: 10, item: 'abcdefghijk' },
    });
  });

  it('checks each item against the pattern with unicode classes', () => {
    expect(validateField(hashtags, ['ok', 'two words'])).toEqual({
      message: 'validation.patterns.hashtag',
      args: { item: 'two words' },
    });
    expect(validateField(hashtags, ['a-b'])).toEqual({ message: 'validation.patterns.hashtag', args: { item: 'a-b' } });
    expect(validateField(hashtags, ['😀'])).toEqual({ message: 'validation.patterns.hashtag', args: { item: '😀' } });
    // Read without the unicode flag, \p{L} would be the letters p, {, L and }.
    expect(validateField(hashtags, ['p{L}'])).toEqual({
      message: 'validation.patterns.hashtag',
      args: { item: 'p{L}' },
    });
  });

  it('is empty, not invalid, when nothing is left, and required then says so', () => {
    expect(validateField(hashtags, ['#', ' '])).toBeNull();
    expect(validateField(posts.fields.keywords, [])).toEqual({ message: 'ra.validation.required' });
    expect(validateField(posts.fields.keywords, [' ', ''])).toEqual({ message: 'ra.validation.required' });
    expect(validateField(posts.fields.keywords, ['x'])).toBeNull();
  });

  it('validateInput stores the normalised list', () => {
    const { values, errors } = validateInput(
      posts,
      { title: 'T', hashtags: ['#Remote', 'remote', ' #Remote '], keywords: ['a', 'a'] },
      'create',
    );
    expect(errors).toEqual({});
    expect(values).toEqual({ title: 'T', hashtags: ['Remote', 'remote'], keywords: ['a'] });
  });

  it('validateInput stores null for a list emptied on update', () => {
    expect(validateInput(posts, { hashtags: ['#'] }, 'update')).toEqual({ values: { hashtags: null }, errors: {} });
    expect(validateInput(posts, { keywords: [] }, 'update').errors).toEqual({
      keywords: { message: 'ra.validation.required' },
    });
  });
});

describe('validateInput with read-only fields', () => {
  it('ignores read-only fields by default', () => {
    const { values, errors } = validateInput(posts, { title: 'T', keywords: ['k'], stamp: 'way too long' }, 'create');
    expect(errors).toEqual({});
    expect(values).not.toHaveProperty('stamp');
  });

  it('validates and keeps them with includeReadOnly', () => {
    expect(
      validateInput(posts, { title: 'T', keywords: ['k'], stamp: ' abc ' }, 'create', { includeReadOnly: true }),
    ).toEqual({
      values: { title: 'T', keywords: ['k'], stamp: 'abc' },
      errors: {},
    });
    expect(
      validateInput(posts, { title: 'T', keywords: ['k'], stamp: 'way too long' }, 'create', { includeReadOnly: true })
        .errors,
    ).toEqual({
      stamp: { message: 'ra.validation.maxLength', args: { max: 5 } },
    });
  });

  it('checks a required read-only field on create only when asked to', () => {
    const settings = defineEntity({
      name: 'settings',
      route: 'setting',
      permission: 'SETTING_MODERATOR',
      menu: false,
      fields: { key: text({ required: true, readOnly: true }), value: text() },
      recordTitle: 'key',
      list: { columns: ['key'], sort: 'key' },
    });
    expect(validateInput(settings, { value: 'v' }, 'create').errors).toEqual({});
    expect(validateInput(settings, { value: 'v' }, 'create', { includeReadOnly: true }).errors).toEqual({
      key: { message: 'ra.validation.required' },
    });
    expect(validateInput(settings, { key: 'k' }, 'update', { includeReadOnly: true })).toEqual({
      values: { key: 'k' },
      errors: {},
    });
  });
});

describe('validateRecord', () => {
  it('runs the schema rule on the whole record', () => {
    expect(validateRecord(posts, { min_words: 10, max_words: 5 })).toEqual({
      max_words: { message: 'validation.range', args: { min: 10 } },
    });
    expect(validateRecord(posts, { min_words: 5, max_words: 10 })).toEqual({});
    expect(validateRecord(posts, { min_words: 5 })).toEqual({});
  });

  it('passes the record as given', () => {
    const seen: Record<string, unknown>[] = [];
    const spy = defineEntity({ ...posts, validate: (record) => (seen.push(record), {}) });
    const record = { title: 'T', min_words: 1, extra: true };
    validateRecord(spy, record);
    expect(seen).toEqual([record]);
  });

  it('finds nothing for a schema without a rule', () => {
    expect(validateRecord(reasons, { anything: 1 })).toEqual({});
  });
});
