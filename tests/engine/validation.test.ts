import { describe, expect, it } from 'vitest';
import {
  defineEntity,
  integer,
  reference,
  select,
  text,
  translations,
  boolean,
  email,
  date,
  datetime,
  json,
  longText,
  number,
  textList,
} from '../../src/engine/schema';
import { validateField, validateInput } from '../../src/engine/validation';
import { KINDS, MAX_INT, translatedName } from '../../src/engine/kinds';
import { cpuTime } from '../cpuTime';

const thing = defineEntity({
  name: 'things',
  route: 'thing',
  permission: 'MASTER',
  menu: false,
  fields: {
    code: text({
      required: true,
      pattern: { regex: '^[A-Z]{3}$', message: 'validation.patterns.currencyCode' },
      unique: true,
    }),
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
    const { errors } = validateInput(
      thing,
      { code: 'abc', names: [{ language_code: 'en', name: 'x' }], size: 11, kind: 'C', contact: 'nope', owner_id: 'x' },
      'create',
    );
    expect(errors.code?.message).toBe('validation.patterns.currencyCode');
    expect(errors.size).toEqual({ message: 'ra.validation.maxValue', args: { max: 10 } });
    expect(errors.kind?.message).toBe('ra.validation.oneOf');
    expect(errors.contact?.message).toBe('ra.validation.email');
    expect(errors.owner_id?.message).toBe('validation.reference');
    expect(validateField(thing.fields.size, '2.5')?.message).toBe('validation.integer');
  });

  it('normalises values: numbers from strings, blanks to null, booleans default, translations trimmed', () => {
    const { values, errors } = validateInput(
      thing,
      {
        code: ' JPY ',
        names: [
          { language_code: 'en', name: ' Yen ' },
          { language_code: 'ja', name: '' },
        ],
        size: '3',
        id: 9,
        stamp: 'x',
        unknown: 1,
      },
      'create',
    );
    expect(errors).toEqual({});
    expect(values).toEqual({ code: 'JPY', names: [{ language_code: 'en', name: 'Yen' }], size: 3, active: true });
  });

  it('translations need English, known languages, no duplicates and respect max', () => {
    expect(validateField(thing.fields.names, [{ language_code: 'ja', name: '円' }])?.message).toBe(
      'validation.translationEnglish',
    );
    expect(validateField(thing.fields.names, [{ language_code: 'fr', name: 'x' }])?.message).toBe(
      'validation.translationLanguage',
    );
    expect(
      validateField(thing.fields.names, [
        { language_code: 'en', name: 'a' },
        { language_code: 'en', name: 'b' },
      ])?.message,
    ).toBe('validation.translationDuplicate');
    expect(validateField(thing.fields.names, [{ language_code: 'en', name: 'much too long name' }])?.message).toBe(
      'ra.validation.maxLength',
    );
  });

  it('on update checks only given fields but never lets a required one be emptied', () => {
    expect(validateInput(thing, { size: 4 }, 'update')).toEqual({ values: { size: 4 }, errors: {} });
    expect(validateInput(thing, { code: '' }, 'update').errors.code).toEqual({ message: 'ra.validation.required' });
  });

  it('displays the name in the wanted language, else English', () => {
    const names = [
      { language_code: 'en', name: 'Tokyo' },
      { language_code: 'ja', name: '東京' },
    ];
    expect(translatedName(names, 'ja')).toBe('東京');
    expect(translatedName(names, 'vi')).toBe('Tokyo');
    expect(translatedName(null)).toBe('');
  });
});

describe('limits come before work that grows with the input', () => {
  /** An array that counts how many of its items are read: the work done, without timing it. */
  const counted = <T>(items: T[]) => {
    let reads = 0;
    const proxy = new Proxy(items, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    return { proxy, reads: () => reads };
  };

  it('refuses a long text list after reading one item past the limit', async () => {
    const field = textList({
      prefix: '#',
      maxItems: 20,
      max: 50,
      pattern: { regex: '^[\\p{L}\\p{N}_]+$', message: 'validation.patterns.hashtag' },
    });
    const items = counted(Array.from({ length: 125_000 }, (_, i) => i.toString(36)));
    expect(validateField(field, items.proxy)).toEqual({ message: 'validation.maxItems', args: { max: 20 } });
    // About one item past the limit is read, not 125,000.
    expect(items.reads()).toBeLessThan(30);
    expect((KINDS.textList.normalize(items.proxy, field) as unknown[]).length).toBe(21);
    // Duplicates and prefixes still fold before the count.
    expect(
      validateField(field, [
        ...Array.from({ length: 20 }, (_, i) => `#t${i}`),
        ...Array.from({ length: 20 }, (_, i) => `t${i}`),
      ]),
    ).toBeNull();
    // A prefix repeated 900,000 times is stripped in one pass (a loop of slices would take minutes):
    // in less CPU time than splitting the text into characters and joining them ten times.
    const prefixed = `${'#'.repeat(900_000)}ok`;
    const yardstick = await cpuTime(() => {
      for (let i = 0; i < 10; i++) [...prefixed].join('');
    });
    let answer: unknown;
    const spent = await cpuTime(() => (answer = validateField(field, [prefixed])));
    expect(answer).toBeNull();
    expect(spent).toBeLessThan(yardstick);
  });

  it('quotes a long offending item shortened', () => {
    const issue = validateField(textList({ max: 5 }), ['x'.repeat(100_000)]);
    expect(issue?.message).toBe('validation.itemMaxLength');
    expect(String(issue?.args?.item).length).toBeLessThanOrEqual(31);
  });

  it('refuses more translation rows than languages without reading them, and odd shapes without throwing', () => {
    const field = translations({ required: true, max: 10 });
    const rows = counted(Array.from({ length: 100_000 }, () => ({ language_code: 'en', name: 'x' })));
    expect(validateField(field, rows.proxy)).toEqual({ message: 'validation.maxItems', args: { max: 3 } });
    expect(rows.reads()).toBe(0);
    expect(validateField(field, [{ language_code: { toString: 1 }, name: 'x' }])).toEqual({
      message: 'validation.translations',
    });
    expect(validateField(field, [{ language_code: 'en', name: { toString: 1 } }])).toEqual({
      message: 'validation.translations',
    });
    expect(validateField(field, [{ language_code: 'x'.repeat(1000), name: 'x' }])?.args?.language).toHaveLength(31);
  });

  it('gives every text field a length limit and refuses NUL characters', () => {
    expect(validateField(text(), 'x'.repeat(1001))).toEqual({
      message: 'ra.validation.maxLength',
      args: { max: 1000 },
    });
    expect(validateField(longText(), 'x'.repeat(100_001))?.message).toBe('ra.validation.maxLength');
    expect(validateField(text({ max: 10 }), 'a\u0000b')).toEqual({ message: 'validation.invalidCharacter' });
    expect(validateField(email(), 'a\u0000@b.com')).toEqual({ message: 'validation.invalidCharacter' });
    expect(validateField(translations(), [{ language_code: 'en', name: 'a\u0000b' }])).toEqual({
      message: 'validation.invalidCharacter',
    });
    expect(validateField(textList(), ['a\u0000b'])).toEqual({ message: 'validation.invalidCharacter' });
    expect(validateField(json(), { note: 'a\u0000b' })).toEqual({ message: 'validation.invalidCharacter' });
    expect(validateField(json(), { note: 'ab' })).toBeNull();
  });

  it('keeps integers and ids within PostgreSQL integer', () => {
    expect(validateField(integer(), MAX_INT)).toBeNull();
    expect(validateField(integer(), MAX_INT + 1)).toEqual({
      message: 'ra.validation.maxValue',
      args: { max: MAX_INT },
    });
    expect(validateField(integer(), -MAX_INT - 1)).toEqual({
      message: 'ra.validation.minValue',
      args: { min: -MAX_INT },
    });
    expect(validateField(integer(), '1e20')?.message).toBe('ra.validation.maxValue');
    expect(validateField(integer({ max: 10 }), 11)).toEqual({ message: 'ra.validation.maxValue', args: { max: 10 } });
    expect(validateField(integer({ max: 1e12 }), 1e11)).toEqual({
      message: 'ra.validation.maxValue',
      args: { max: MAX_INT },
    });
    expect(validateField(number(), 1e20)).toBeNull();
    expect(validateField(number(), '1'.repeat(100))).toEqual({ message: 'ra.validation.number' });
    for (const id of [MAX_INT + 1, 99999999999, 1e20, 0, -1, 1.5])
      expect(validateField(reference('owners'), id), String(id)).toEqual({ message: 'validation.reference' });
    expect(validateField(reference('owners'), MAX_INT)).toBeNull();
  });

  it('takes only real calendar days', () => {
    for (const good of ['2020-02-29', '0001-01-01', '9999-12-31']) expect(validateField(date(), good), good).toBeNull();
    for (const bad of ['2021-02-29', '2021-02-30', '2021-13-01', '0000-01-01', '99999-01-01', '2021-1-1', 'a\u0000b'])
      expect(validateField(date(), bad), bad).toEqual({ message: 'validation.date' });
    for (const good of ['2021-03-04T05:06:07Z', '2021-03-04T05:06:07.123+09:00', '2021-03-04'])
      expect(validateField(datetime(), good), good).toBeNull();
    for (const bad of ['2021-02-30T00:00:00Z', 'Tue Mar 04 2021', `2021-03-04T05:06:07Z${' '.repeat(100)}x`])
      expect(validateField(datetime(), bad), bad).toEqual({ message: 'validation.date' });
  });

  it('reads only own fields of a body', () => {
    const { errors } = validateInput(
      defineEntity({
        name: 'protos',
        route: 'proto',
        permission: 'MASTER',
        menu: false,
        fields: { toString: text({ required: true }) },
        recordTitle: 'toString',
        list: { columns: ['id'], sort: 'id' },
      }),
      {},
      'create',
    );
    expect(errors.toString).toEqual({ message: 'ra.validation.required' });
  });
});
