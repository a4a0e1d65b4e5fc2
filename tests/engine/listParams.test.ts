// The first page a list asks for, which the menu fetches ahead: the schema's
// defaults, or what the admin left the list at.
import { describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import { listFields } from '../../src/engine/listFields';
import { childListSchema, defineEntity, money, recordColumns, reference, text } from '../../src/engine/schema';
import { firstListParams, LIST_PAGE_SIZE, listDefaults, parseSort } from '../../src/engine/ui/listParams';

const schema = (route: string) => schemas.find((s) => s.route === route)!;

describe('first list parameters', () => {
  it("are the schema's sort and the spec's page size, on the general level of a hierarchy", () => {
    const jobs = schema('jobs');
    expect(firstListParams(jobs, undefined)).toEqual({
      pagination: { page: 1, perPage: LIST_PAGE_SIZE },
      sort: parseSort(jobs.list.sort),
      filter: {},
      meta: { fields: listFields(jobs) },
    });
    const occupations = schema('occupations');
    expect(occupations.hierarchy).toBeTruthy();
    expect(firstListParams(occupations, {}).filter).toEqual({ scope: 'general' });
  });

  it("open on the schema's default filters, which its variants' own values replace", () => {
    const companies = schema('accountManage/companyManage');
    expect(firstListParams(companies, undefined).filter).toEqual({ company_type: 'employer' });
    expect(firstListParams(schema('accountManage/companyBrokerManage'), undefined).filter).toEqual({});
    const entity = (filters: string[]) =>
      defineEntity({
        name: 'things',
        route: 'thing',
        permission: 'MASTER',
        menu: false,
        fields: { name: text(), kind: text() },
        recordTitle: 'name',
        list: { columns: ['name'], sort: 'name', filters: filters as 'kind'[], filterDefaults: { kind: 'a' } },
      });
    expect(() => entity(['kind'])).not.toThrow();
    expect(() => entity([])).toThrow(/default filter "kind" must be one of list.filters/);
  });

  it("take fixed records by a unique field only, which the browser's schema does not load", () => {
    const entity = (unique: boolean) =>
      defineEntity({
        name: 'things',
        route: 'thing',
        permission: 'MASTER',
        menu: false,
        fields: { code: text({ unique }) },
        recordTitle: 'code',
        list: { columns: ['code'], sort: 'code' },
        fixedRows: { key: 'code', rows: async () => [{ code: 'a' }] },
      });
    expect(() => entity(true)).not.toThrow();
    expect(() => entity(false)).toThrow(/fixedRows.key must name a unique field/);
  });

  it('are what the admin left the list at, when the store holds it', () => {
    const stored = {
      page: 3,
      perPage: 50,
      sort: 'title',
      order: 'ASC',
      filter: { status: 'active' },
      displayedFilters: { status: true },
    };
    expect(firstListParams(schema('jobs'), stored)).toMatchObject({
      pagination: { page: 3, perPage: 50 },
      sort: { field: 'title', order: 'ASC' },
      filter: { status: 'active' },
    });
  });
});

describe('the fields a list asks for', () => {
  it("are the jobs screen's columns and title, not its long texts", () => {
    const jobs = schema('jobs');
    const fields = listFields(jobs);
    expect(fields[0]).toBe('id');
    expect(fields).toEqual(expect.arrayContaining([...jobs.list.columns, jobs.recordTitle]));
    expect(fields).not.toContain('description');
    expect(fields).not.toContain('requirements');
    expect(new Set(fields).size).toBe(fields.length);
    // The list page and the first page fetched ahead ask the same, so the answer fetched ahead is used.
    expect(listDefaults(jobs).queryOptions.meta).toEqual(firstListParams(jobs, undefined).meta);
  });

  it('are columns the server knows, for every list and child list of the registry', () => {
    const byName = new Map(schemas.map((s) => [s.name, s]));
    for (const entity of schemas) {
      const children = entity.subPages.flatMap((page) =>
        page.kind === 'related' ? [childListSchema(byName.get(page.entity)!, page)] : [],
      );
      for (const list of [entity, ...children]) {
        const known = recordColumns(list);
        expect(
          listFields(list).filter((name) => !known.includes(name)),
          `${entity.name}: the list of ${list.name}`,
        ).toEqual([]);
      }
    }
  });

  it("bring what a cell reads beside its own value: a money column's currency, a typed text's type, the phone line", () => {
    const offers = defineEntity({
      name: 'offers',
      route: 'offer',
      permission: 'JOBS',
      menu: false,
      fields: {
        title: text(),
        price: money({ currency: 'currency_id' }),
        currency_id: reference('currencies'),
        value: text({ typedBy: 'value_type' }),
        value_type: text(),
        note: text(),
        hidden: text(),
      },
      recordTitle: 'title',
      list: { columns: ['price', 'value'], sort: 'title', secondary: 'note' },
    });
    expect(listFields(offers)).toEqual(['id', 'price', 'currency_id', 'value', 'value_type', 'title', 'note']);
  });
});

describe('a field name', () => {
  it("may not be a column every table has, nor a list call's own parameter", () => {
    for (const name of ['id', 'version', 'page', 'sort', 'fields']) {
      expect(
        () =>
          defineEntity({
            name: 'things',
            route: 'thing',
            permission: 'MASTER',
            menu: false,
            fields: { [name]: text() },
            recordTitle: name,
            list: { columns: [name], sort: name },
          }),
        name,
      ).toThrow(`"${name}"`);
    }
  });
});
