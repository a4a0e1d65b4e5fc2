import { defineEntity, language, longText, reference, text, textList } from '../../src/engine/schema';
import { sortOrder, activeFlag } from '../fields';

/**
 * Categories of the articles (blog posts) users write, in two levels: general
 * categories (e.g. Work) and the specific ones under them (e.g. Job hunting).
 * Each language of content has its own tree, so a record carries one name in
 * its own language instead of translations; pickers ask for one language
 * (GET categories?language_code=ja).
 */
export const category = defineEntity({
  name: 'categories',
  route: 'categories',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'content', icon: 'category' },
  fields: {
    /** The content language whose articles this category sorts; a specific category keeps its general category's. */
    language_code: language({ required: true }),
    /** The name in the category's own language. */
    name: text({ required: true, max: 100 }),
    /** URL segment of the category's article list; unique within one language (uniqueTogether). */
    slug: text({
      required: true,
      max: 100,
      pattern: { regex: '^[a-z0-9]+(-[a-z0-9]+)*$', message: 'validation.patterns.slug' },
      helperText: 'resources.categories.hints.slug',
    }),
    /** Hashtags suggested to authors of posts in this category (stored without '#'). */
    hashtags: textList({
      prefix: '#',
      maxItems: 20,
      max: 50,
      pattern: { regex: '^[\\p{L}\\p{N}_]+$', message: 'validation.patterns.hashtag' },
    }),
    description: longText({ max: 500 }),
    /** The general category this one belongs to; empty for a general category. */
    parent_id: reference('categories'),
    sort_order: sortOrder(),
    active: activeFlag(),
  },
  recordTitle: 'name',
  hierarchy: { parent: 'parent_id', inherit: ['language_code'] },
  lookup: true,
  editPages: [{ path: 'updateHashtag', fields: ['hashtags'] }],
  uniqueTogether: [['language_code', 'slug']],
  list: {
    columns: ['id', 'name', 'language_code', 'slug', 'parent_id', 'sort_order', 'active', 'created_at'],
    sort: 'sort_order',
    filters: ['language_code', 'parent_id', 'active'],
  },
});
