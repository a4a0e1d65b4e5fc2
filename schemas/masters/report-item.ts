import { boolean, defineEntity, reference, select } from '../../src/engine/schema';
import { displayNames, sortOrder, activeFlag } from '../fields';

/**
 * The reasons users can pick when they report something ("Report Problem" in
 * the menu), in two levels: general reasons (e.g. Fraudulent job posting) and
 * the specific ones under them (e.g. Upfront fee requested). Each reason
 * applies to one kind of content; the report form lists the general reasons of
 * that kind (GET report_items/general?type=qna), then their specific ones.
 */
export const reportItem = defineEntity({
  name: 'report_items',
  route: 'reportMaster',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'content', icon: 'report' },
  fields: {
    /** The kind of content the reason applies to; a specific reason keeps its general reason's. */
    type: select(['qna', 'comment', 'article', 'job', 'home', 'user'] as const, { required: true }),
    names: displayNames(),
    /** The reporter must write a comment when choosing this reason. */
    requires_detail: boolean({ default: false }),
    /** The general reason this one belongs to; empty for a general reason. */
    parent_id: reference('report_items'),
    /** Position in the report form; lower comes first. */
    sort_order: sortOrder(),
    active: activeFlag(),
  },
  recordTitle: 'names',
  hierarchy: { parent: 'parent_id', inherit: ['type'] },
  lookup: true,
  // Loaded right after login (spec section 4).
  preload: true,
  list: {
    columns: ['id', 'names', 'type', 'requires_detail', 'parent_id', 'sort_order', 'active', 'created_at'],
    sort: 'sort_order',
    filters: ['type', 'parent_id', 'active'],
  },
});
