import { describe, expect, it } from 'vitest';
import { defineEntity, integer, reference, select, text, translations, boolean, email } from '../../src/engine/schema';
import { validateField, validateInput } from '../../src/engine/validation';
import { translatedName } from '../../src/engine/kinds';

const thing = defineEntity({
  name: 'things',
  route: 'thing',
  permission: 'MASTER',
  menu: false,
  fields: {
    code: text({ required: true, pattern: '^[A-Z]{3}$', unique: true }),
    names: translations({ required: true, max: 10 }),
    size: integer({ min: 0, max: 10 }),
    owner_id: reference('owners'),
    kind: select(['A', 'B'] as const),
    contact: email(),
    active: boolean({ default: true }),
    stamp: text({ readOnly: true }),
  },
  recordTitle: 'code',
  list: { columns: ['id', 'code'], sort: 'code' },
});

describe('schema-derived validation', () => {
  it('fills defaults for views, path and table', () => {
    expect(thing.path).toBe('things');
    expect(thing.table).toBe('things');
    expect(thing.views).toEqual({ list: true, show: true, edit: true, create: true });
    expect(thing.deletable).toBe(true);
  });

  it('requires required fields on create and reports each rule by key', () => {
    const { errors } = validateInput(thing, {}, 'create');
    expect(errors.code).toEqual({ message: 'ra.validation.required' });
    expect(errors.names).toEqual({ message: 'ra.validation.required' });
    expect(errors.size).toBeUndefined();
  });

  it('checks patterns, ranges, choices, e-mails and references', () => {
    const { errors } = validateInput(thing, { code: 'abc', names: [{ language_code: 'en', name: 'x' }], size: 11, kind: 'C', contact: 'nope', owner_id: 'x' }, 'create');
    expect(errors.code?.message).toBe('ra.validation.regex');
    expect(errors.size).toEqual({ message: 'ra.validation.maxValue', args: { max: 10 } });
    expect(errors.kind?.message).toBe('ra.validation.oneOf');
    expect(errors.contact?.message).toBe('ra.validation.email');
    expect(errors.owner_id?.message).toBe('validation.reference');
    expect(validateField(thing.fields.size, '2.5')?.message).toBe('validation.integer');
  });

  it('normalises values: numbers from strings, blanks to null, booleans default, translations trimmed', () => {
    const { values, errors } = validateInput(
      thing,
      { code: ' JPY ', names: [{ language_code: 'en', name: ' Yen ' }, { language_code: 'ja', name: '' }], size: '3', id: 9, stamp: 'x', unknown: 1 },
      'create',
    );
    expect(errors).toEqual({});
    expect(values).toEqual({ code: 'JPY', names: [{ language_code: 'en', name: 'Yen' }], size: 3, active: true });
  });

  it('translations need English, known languages, no duplicates and respect max', () => {
    expect(validateField(thing.fields.names, [{ language_code: 'ja', name: '円' }])?.message).toBe('validation.translationEnglish');
    expect(validateField(thing.fields.names, [{ language_code: 'fr', name: 'x' }])?.message).toBe('validation.translationLanguage');
    expect(validateField(thing.fields.names, [{ language_code: 'en', name: 'a' }, { language_code: 'en', name: 'b' }])?.message).toBe('validation.translationDuplicate');
    expect(validateField(thing.fields.names, [{ language_code: 'en', name: 'much too long name' }])?.message).toBe('ra.validation.maxLength');
  });

  it('on update checks only given fields but never lets a required one be emptied', () => {
    expect(validateInput(thing, { size: 4 }, 'update')).toEqual({ values: { size: 4 }, errors: {} });
    expect(validateInput(thing, { code: '' }, 'update').errors.code).toEqual({ message: 'ra.validation.required' });
  });

  it('displays the name in the wanted language, else English', () => {
    const names = [{ language_code: 'en', name: 'Tokyo' }, { language_code: 'ja', name: '東京' }];
    expect(translatedName(names, 'ja')).toBe('東京');
    expect(translatedName(names, 'vi')).toBe('Tokyo');
    expect(translatedName(null)).toBe('');
  });
});
