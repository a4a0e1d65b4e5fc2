import { defineEntity, reference, text } from '../../src/engine/schema';
import { displayNames, sortOrder, activeFlag } from '../fields';

/**
 * Topics of the community Q&A (called "Q&A Topic" in the menu), in two
 * levels: general topics (e.g. Visa) and the specific tags under them (e.g.
 * Work visa). Users file each question under topics so others can find and
 * follow them.
 */
export const tag = defineEntity({
  name: 'tags',
  route: 'tags',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'content', icon: 'forum' },
  fields: {
    names: displayNames(),
    /** URL segment of the topic's question list, the same in every language. */
    slug: text({
      required: true,
      unique: true,
      max: 100,
      pattern: { regex: '^[a-z0-9]+(-[a-z0-9]+)*$', message: 'validation.patterns.slug' },
      helperText: 'resources.tags.hints.slug',
    }),
    /** The general topic this tag belongs to; empty for a general topic. */
    parent_id: reference('tags'),
    sort_order: sortOrder(),
    active: activeFlag(),
  },
  recordTitle: 'names',
  hierarchy: { parent: 'parent_id' },
  lookup: true,
  // Loaded right after login (spec section 4).
  preload: true,
  list: {
    columns: ['id', 'names', 'slug', 'parent_id', 'sort_order', 'active', 'created_at'],
    sort: 'sort_order',
    filters: ['parent_id', 'active'],
  },
});
