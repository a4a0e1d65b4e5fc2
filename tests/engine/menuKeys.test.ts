// The letters `g` then a letter go to: one list per letter, and defineEntity refuses a letter it cannot take.
import { describe, expect, it } from 'vitest';
import { defineEntity, text } from '../../src/engine/schema';
import { schemas } from '../../schemas';

describe('menu keys', () => {
  it('name one list each', () => {
    const keys = schemas.flatMap((schema) => (schema.menu && schema.menu.key ? [schema.menu.key] : []));
    expect(keys.length).toBeGreaterThan(5);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("are one letter, never the dashboard's", () => {
    const entity = (key: string) => () =>
      defineEntity({
        name: 'things',
        permission: 'JOBS',
        route: 'things',
        menu: { group: 'jobs', key },
        fields: { code: text() },
        recordTitle: 'code',
        list: { columns: [], sort: 'id' },
      });
    for (const bad of ['d', 'J', 'jj', '1', '']) expect(entity(bad), bad).toThrow(/menu.key/);
    expect(entity('x')).not.toThrow();
  });
});
