import { defineEntity, reference, textList } from '../../src/engine/schema';
import { displayNames, sortOrder, activeFlag } from '../fields';

/**
 * Categories of the news the operator publishes, in two levels: general
 * categories (e.g. Immigration and visas) and the specific ones under them
 * (e.g. Visa rule changes). News is published in every interface language, so
 * names are translations.
 */
export const newsCategory = defineEntity({
  name: 'news_categories',
  route: 'newsCategories',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'content', icon: 'newspaper' },
  fields: {
    names: displayNames(),
    /** Hashtags suggested for news in this category (stored without '#'). */
    hashtags: textList({
      prefix: '#',
      maxItems: 20,
      max: 50,
      pattern: { regex: '^[\\p{L}\\p{N}_]+$', message: 'validation.patterns.hashtag' },
    }),
    /** The general category this one belongs to; empty for a general category. */
    parent_id: reference('news_categories'),
    sort_order: sortOrder(),
    active: activeFlag(),
  },
  recordTitle: 'names',
  hierarchy: { parent: 'parent_id' },
  lookup: true,
  editPages: [{ path: 'updateHashtag', fields: ['hashtags'] }],
  list: {
    columns: ['id', 'names', 'parent_id', 'sort_order', 'active', 'created_at'],
    sort: 'sort_order',
    filters: ['parent_id', 'active'],
  },
});
