// Where a record page's list is: its entity's own, or the tab of the record it belongs to when its
// entity has no menu entry and another schema lists it on a related sub-page.
import { describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import { afterDelete, listPlace } from '../../src/engine/ui/paths';

const named = (name: string) => schemas.find((s) => s.name === name && !s.variant)!;

describe('listPlace', () => {
  it("a job's translation: its job's translations tab (the job's own page, not a company's tab through its jobs)", () => {
    const place = listPlace(schemas, named('job_translations'), { id: 7, job_id: 42, language_code: 'vi' });
    expect(place.path).toBe(`/${named('jobs').route}/42/jobTranslation`);
    expect(place.tab?.parent.name).toBe('jobs');
    expect(place.tab?.parentId).toBe(42);
  });

  it('an entity with a menu entry, or a record not yet known, or one not belonging anywhere: its own list', () => {
    expect(listPlace(schemas, named('jobs'), { id: 1, company_id: 3 })).toEqual({ path: `/${named('jobs').route}` });
    expect(listPlace(schemas, named('job_translations'), undefined)).toEqual({ path: '/jobTranslations' });
    expect(listPlace(schemas, named('job_translations'), { id: 7, job_id: null })).toEqual({
      path: '/jobTranslations',
    });
  });

  it('deleting leads to the list place the page found; a specific record of a hierarchy still to its general one', () => {
    const translation = { id: 7, job_id: 42 };
    expect(
      afterDelete(
        named('job_translations'),
        translation,
        listPlace(schemas, named('job_translations'), translation).path,
      )(),
    ).toBe(`/${named('jobs').route}/42/jobTranslation`);
    expect(afterDelete(named('jobs'), { id: 1 })()).toBe(`/${named('jobs').route}`);
    const hierarchy = schemas.find((s) => s.hierarchy && s.views.show)!;
    expect(afterDelete(hierarchy, { id: 9, [hierarchy.hierarchy!.parent]: 2 }, '/elsewhere')()).toBe(
      `/${hierarchy.route}/2`,
    );
  });
});
