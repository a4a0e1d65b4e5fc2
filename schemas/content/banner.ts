import type { Issue } from '../../src/engine/kinds';
import {
  datetime,
  defineEntity,
  image,
  integer,
  reference,
  select,
  text,
  url,
  type RecordValidator,
} from '../../src/engine/schema';

/** Where on the marketplace a banner shows. */
export const BANNER_PLACEMENTS = ['home_top', 'job_list', 'housing_list', 'article_sidebar', 'news_sidebar'] as const;

/** A banner cannot stop showing before it starts. */
const bannerRules: RecordValidator = (record) => {
  const issues: Record<string, Issue> = {};
  const { starts_at: from, ends_at: to } = record;
  if (from && to && Date.parse(String(to)) <= Date.parse(String(from)))
    issues.ends_at = { message: 'resources.banners.messages.endsBeforeStarts' };
  return issues;
};

/**
 * Advertising banners that companies and agencies book on the marketplace.
 * The back office uses exactly the spec's calls: the list, an edit (the
 * picture, banner_url, and the other fields), a rejection with a reason and
 * deletion. Banners are booked, paid for and started in the marketplace, so
 * the back office creates none.
 */
export const banner = defineEntity({
  name: 'banners',
  route: 'banner',
  permission: 'BANNERS',
  menu: { group: 'content', icon: 'campaign' },
  views: { create: false },
  fields: {
    /** A name for the banner in lists (not shown to users). */
    title: text({ required: true, max: 200 }),
    /** The picture shown. */
    banner_url: image({ required: true }),
    /** Where a click on the banner leads. */
    link_url: url(),
    /** Where on the marketplace it shows. */
    placement: select(BANNER_PLACEMENTS, { required: true }),
    /** When it starts showing. */
    starts_at: datetime(),
    /** When it stops showing; after its start. */
    ends_at: datetime(),
    /** Order among the banners of one placement; lower comes first. */
    sort_order: integer({ min: 0, max: 9999 }),
    /** The marketplace account that booked it. */
    account_id: reference('user_accounts'),
    /**
     * pending: booked, not yet showing; active: showing; rejected: refused by
     * an admin (the reason is in its history); expired: its time is over.
     */
    status: select(['pending', 'active', 'rejected', 'expired'] as const, {
      required: true,
      readOnly: true,
      tones: { pending: 'warning', active: 'success', rejected: 'error', expired: 'default' },
    }),
  },
  recordTitle: 'title',
  list: {
    columns: ['id', 'title', 'banner_url', 'placement', 'starts_at', 'ends_at', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['status', 'placement', 'account_id', 'starts_at', 'ends_at'],
    secondary: 'placement',
  },
  validate: bannerRules,
  actions: [
    {
      name: 'reject',
      call: 'PUT banners/{id}/reject',
      // The spec's client sends this call with no body.
      reason: 'optional',
      transition: { from: ['pending', 'active'], to: 'rejected' },
    },
  ],
});
