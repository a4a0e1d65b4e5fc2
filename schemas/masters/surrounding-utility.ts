import { defineEntity, reference, text } from '../../src/engine/schema';
import { displayNames, sortOrder, activeFlag } from '../fields';

/**
 * Facilities near a home (master), in two levels: general groups (e.g.
 * Transport, Shopping) and the specific facilities under them (e.g. Train
 * station, Supermarket). Home listings pick specific facilities.
 */
export const surroundingUtility = defineEntity({
  name: 'surrounding_utilities',
  route: 'surrounding-utility',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'housing', icon: 'park' },
  fields: {
    names: displayNames(),
    /** The general group this facility belongs to; empty for a general group. */
    parent_id: reference('surrounding_utilities'),
    /** Material icon name the apps show beside the name, e.g. train. */
    icon: text({
      max: 50,
      pattern: { regex: '^[a-z0-9_]+$', message: 'validation.patterns.icon' },
      helperText: 'resources.surrounding_utilities.hints.icon',
    }),
    sort_order: sortOrder(),
    active: activeFlag(),
  },
  recordTitle: 'names',
  hierarchy: { parent: 'parent_id' },
  lookup: true,
  list: {
    columns: ['id', 'names', 'parent_id', 'icon', 'sort_order', 'active', 'created_at'],
    sort: 'sort_order',
    filters: ['parent_id', 'active'],
  },
});
