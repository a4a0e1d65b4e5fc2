// The address table that both the router and the early page fetch read:
// every schema's pages, and which generic page an address loads.
import { describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import { matchRoutes } from 'react-router-dom';
import { pageAddresses, pagePathsOf, pageTypeAt, routeBegins } from '../../src/engine/ui/pageAddresses';

describe('page addresses', () => {
  it('gives every page of a schema its own path', () => {
    for (const schema of schemas) {
      const paths = pagePathsOf(schema);
      expect(new Set(paths).size, schema.route).toBe(paths.length);
    }
  });

  it('tells the page type of an address as the router matches it', () => {
    expect(pageTypeAt(schemas, '/jobs')).toBe('list');
    expect(pageTypeAt(schemas, '/jobs/')).toBe('list');
    expect(pageTypeAt(schemas, '/jobs/12')).toBe('show');
    expect(pageTypeAt(schemas, '/jobs/12/update')).toBe('edit');
    expect(pageTypeAt(schemas, '/jobs/create')).toBe('create');
    expect(pageTypeAt(schemas, '/jobs/update')).toBe('create');
    expect(pageTypeAt(schemas, '/jobs/12/comment')).toBe('sub');
    // A route of two segments is one route, not a record of the first.
    expect(pageTypeAt(schemas, '/accountManage/companyManage')).toBe('list');
    expect(pageTypeAt(schemas, '/accountManage/companyManage/7')).toBe('show');
    expect(pageTypeAt(schemas, '/accountManage/companyManage/7/job')).toBe('sub');
    // A create page with fixed values, a related list without a record, a child under a parent, an edit page.
    expect(pageTypeAt(schemas, '/account/create-lease')).toBe('create');
    expect(pageTypeAt(schemas, '/job-broker-application/entrySheet')).toBe('sub');
    expect(pageTypeAt(schemas, '/occupations/3/create')).toBe('createChild');
    expect(pageTypeAt(schemas, '/categories/3/updateHashtag')).toBe('edit');
    // The router matches without regard to case.
    expect(pageTypeAt(schemas, '/Jobs/12')).toBe('show');
    expect(pageTypeAt(schemas, '/accountmanage/companymanage')).toBe('list');
  });

  it('agrees with the router over every page of every schema', () => {
    const all = schemas.flatMap((schema) =>
      pageAddresses(schema).map(({ path, type }) => ({ path: `/${schema.route}${path ? `/${path}` : ''}`, type })),
    );
    for (const { path, type } of all) {
      const address = path.replace(':id', '42');
      const routed = matchRoutes(all, address)?.at(-1)?.route.type;
      expect(pageTypeAt(schemas, address), address).toBe(routed);
      expect(routed, address).toBe(type);
    }
  });

  it('finds no page where no schema has one', () => {
    expect(pageTypeAt(schemas, '/nowhere')).toBeUndefined();
    expect(pageTypeAt(schemas, '/jobs/12/nowhere')).toBeUndefined();
    expect(pageTypeAt(schemas, '/jobs/12/update/more')).toBeUndefined();
    // qna has no create form: its 'create' is a record id, shown by the detail page.
    expect(pageTypeAt(schemas, '/qna/create')).toBe('show');
  });

  it('tells whether an address is on a route: the route or below it, case apart', () => {
    expect(routeBegins('jobs', '/jobs')).toBe(true);
    expect(routeBegins('jobs', '/Jobs/12')).toBe(true);
    expect(routeBegins('accountManage/companyManage', '/accountmanage/companymanage/7')).toBe(true);
    // A route that only begins the first segment's letters is another route.
    expect(routeBegins('job', '/jobs')).toBe(false);
    expect(routeBegins('jobs', '/')).toBe(false);
  });
});
