import { defineEntity, reference, text } from '../../src/engine/schema';
import { displayNames, sortOrder, activeFlag } from '../fields';

/**
 * Utilities and equipment inside a home (master), in two levels: general
 * groups (e.g. Kitchen, Security) and the specific utilities under them
 * (e.g. Gas stove, Auto-lock). Home listings pick specific utilities.
 */
export const apartmentUtility = defineEntity({
  name: 'apartment_utilities',
  route: 'apartment-utility',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'housing', icon: 'kitchen' },
  fields: {
    names: displayNames(),
    /** The general group this utility belongs to; empty for a general group. */
    parent_id: reference('apartment_utilities'),
    /** Material icon name the apps show beside the name, e.g. kitchen. */
    icon: text({
      max: 50,
      pattern: { regex: '^[a-z0-9_]+$', message: 'validation.patterns.icon' },
      helperText: 'resources.apartment_utilities.hints.icon',
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
