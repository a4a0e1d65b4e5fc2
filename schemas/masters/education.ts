import { defineEntity, integer } from '../../src/engine/schema';
import { displayNames, sortOrder, activeFlag } from '../fields';

/**
 * Education levels (master): the highest schooling a candidate has finished,
 * and the minimum a job asks for. Country-specific levels (a Japanese senmon
 * gakko, a Vietnamese cao đẳng) are records of their own, placed on one common
 * scale by `level` so that "at least this level" can be compared across
 * countries.
 */
export const education = defineEntity({
  name: 'educations',
  route: 'educations',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'jobs', icon: 'school' },
  fields: {
    names: displayNames(),
    /**
     * Rank on the common scale, lower = earlier stage (0 no formal education,
     * 4 high school, 7 two/three-year college, 10 bachelor, 13 master, 16
     * doctorate). Levels that are equivalent share a rank.
     */
    level: integer({ required: true, min: 0, max: 20, helperText: 'resources.educations.hints.level' }),
    sort_order: sortOrder(),
    active: activeFlag(),
  },
  recordTitle: 'names',
  lookup: true,
  list: {
    columns: ['id', 'names', 'level', 'sort_order', 'active', 'created_at'],
    sort: 'sort_order',
    filters: ['level', 'active'],
  },
});
