// The first page a list asks for, which the menu fetches ahead: the schema's
// defaults, or what the admin left the list at.
import { describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import { firstListParams, LIST_PAGE_SIZE, parseSort } from '../../src/engine/ui/listParams';

const schema = (route: string) => schemas.find((s) => s.route === route)!;

describe('first list parameters', () => {
  it("are the schema's sort and the spec's page size, on the general level of a hierarchy", () => {
    const jobs = schema('jobs');
    expect(firstListParams(jobs, undefined)).toEqual({ pagination: { page: 1, perPage: LIST_PAGE_SIZE }, sort: parseSort(jobs.list.sort), filter: {} });
    const occupations = schema('occupations');
    expect(occupations.hierarchy).toBeTruthy();
    expect(firstListParams(occupations, {}).filter).toEqual({ scope: 'general' });
  });

  it('are what the admin left the list at, when the store holds it', () => {
    const stored = { page: 3, perPage: 50, sort: 'title', order: 'ASC', filter: { status: 'active' }, displayedFilters: { status: true } };
    expect(firstListParams(schema('jobs'), stored)).toEqual({ pagination: { page: 3, perPage: 50 }, sort: { field: 'title', order: 'ASC' }, filter: { status: 'active' } });
  });
});
