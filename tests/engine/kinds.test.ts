import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KINDS, targetOf, type Field } from '../../src/engine/kinds';

describe('field kinds', () => {
  it('are the names the lint rule that keeps kind names out of the server knows', () => {
    const config = readFileSync(new URL('../../eslint.config.js', import.meta.url), 'utf8');
    const listed = /const FIELD_KINDS =\s*'([^']+)'/.exec(config)?.[1].split('|');
    expect(listed?.sort()).toEqual(Object.keys(KINDS).sort());
  });

  it('say what they are without a test of their name', () => {
    const field = (kind: string, extra: object = {}) => ({ kind, ...extra }) as Field;
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
});
