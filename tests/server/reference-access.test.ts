// Reads through a reference need VIEW on the referenced entity: a filter `<reference>.<field>=value`
// (which answers with or without the row, so it reads the referenced record's field), a sort by a
// reference (which orders by the referenced record's title), and a record's usage counts. Checked for
// every reference field of the registry that crosses from one function type into another.
import { describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import type { Field } from '../../src/engine/kinds';
import type { Area, FunctionType, Privilege } from '../../src/engine/permissions';
import type { EntitySchema } from '../../src/engine/schema';
import { adminWithGrants, backend, call, useServer, type GrantedAdmin } from './helpers';

const bases = schemas.filter((schema) => !schema.variant);

/** A value each equality-filtered kind takes in a query. */
function sampleValue(field: Field): string | undefined {
  switch (field.kind) {
    case 'number':
    case 'reference':
      return '1';
    case 'boolean':
      return 'true';
    case 'date':
      return '1996-06-05';
    case 'select':
      return field.choices[0];
    default:
      return undefined;
  }
}

interface Crossing {
  schema: EntitySchema;
  name: string;
  target: EntitySchema;
  /** `<reference>.<field>=value` through this reference. */
  through?: string;
}

const crossings: Crossing[] = bases.flatMap((schema) =>
  Object.entries(schema.fields).flatMap(([name, field]) => {
    if (field.kind !== 'reference') return [];
    const target = bases.find((s) => s.name === field.reference);
    // An extra privilege's area (`TYPE.EXTRA`) holds VIEW on its type: no boundary there.
    if (!target || target.permission === schema.permission.split('.')[0]) return [];
    const [through, value] =
      Object.entries(target.fields)
        .map(([other, f]) => [other, sampleValue(f)] as const)
        .find(([, sample]) => sample !== undefined) ?? [];
    return [{ schema, name, target, through: through && `${name}.${through}=${encodeURIComponent(value!)}` }];
  }),
);

describe(`reads through references (${backend})`, () => {
  const ctx = useServer();
  const admins = new Map<string, GrantedAdmin>();
  /** An admin holding VIEW on exactly these function types (made once per set). */
  const viewer = async (...areas: Area[]) => {
    const key = [...new Set(areas)].sort().join(',');
    let admin = admins.get(key);
    if (!admin) {
      // An extra privilege (`TYPE.EXTRA`) is viewing that area's records.
      const grants: Partial<Record<FunctionType, Privilege[]>> = {};
      for (const area of areas) {
        const [type, extra] = area.split('.') as [FunctionType, Privilege | undefined];
        grants[type] = [...new Set([...(grants[type] ?? []), 'VIEW' as const, ...(extra ? [extra] : [])])];
      }
      admin = await adminWithGrants(ctx.server.db, `view ${key}`, grants);
      admins.set(key, admin);
    }
    return admin;
  };
  const get = async (path: string, admin: GrantedAdmin) =>
    (await call(ctx.server, 'GET', `/api/v1/${path}`, { token: admin.token })).status;

  it('finds references that cross a permission boundary, most of them filterable through', () => {
    expect(crossings.length).toBeGreaterThan(20);
    expect(crossings.filter((c) => c.through).length).toBeGreaterThan(crossings.length / 2);
  });

  it('refuses a filter or a sort through a reference without VIEW on its entity, and answers both with it', async () => {
    const holes: string[] = [];
    for (const { schema, name, target, through } of crossings) {
      const own = await viewer(schema.permission);
      const both = await viewer(schema.permission, target.permission);
      const asked = [`${schema.path}?sort=${name}`, ...(through ? [`${schema.path}?fields=id&${through}`] : [])];
      for (const path of asked) {
        // Twice each: a list plan kept from the first call must not let the second through.
        for (const [admin, expected] of [
          [both, 200],
          [own, 403],
          [both, 200],
          [own, 403],
        ] as const) {
          const status = await get(path, admin);
          const holder = admin === own ? 'VIEW on its own entity' : 'VIEW on both';
          if (status !== expected) holes.push(`${path} with ${holder} → ${status}, not ${expected}`);
        }
      }
    }
    expect(holes).toEqual([]);
  });

  it("counts a record's uses only in the entities the caller may view", async () => {
    // A candidate is used by records of other function types (blogs, applications…).
    const used = bases.filter((target) => crossings.some((c) => c.target === target));
    expect(used.length).toBeGreaterThan(3);
    const admin = (
      await call(ctx.server, 'POST', '/api/v1/admin/oauth/token', {
        body: { grant_type: 'password', email: 'admin@example.com', password: 'admin' },
      })
    ).body.data.access_token as string;
    let checked = 0;
    for (const target of used) {
      const listed = await call(ctx.server, 'GET', `/api/v1/${target.path}?paging=20`, { token: admin });
      for (const { id } of listed.body.data as { id: number }[]) {
        const all = (await call(ctx.server, 'GET', `/api/v1/${target.path}/${id}/usage`, { token: admin })).body.data;
        const foreign = (all.references as { entity: string; count: number }[]).filter(
          (r) => bases.find((s) => s.name === r.entity)!.permission !== target.permission,
        );
        if (!foreign.length) continue;
        const own = await viewer(target.permission);
        const seen = await call(ctx.server, 'GET', `/api/v1/${target.path}/${id}/usage`, { token: own.token });
        expect(seen.status).toBe(200);
        const entities = (seen.body.data.references as { entity: string }[]).map((r) => r.entity);
        for (const { entity } of foreign) expect(entities, `${target.name} ${id}`).not.toContain(entity);
        expect(seen.body.data.total).toBe(all.total - foreign.reduce((sum, r) => sum + r.count, 0));
        checked++;
        break;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
