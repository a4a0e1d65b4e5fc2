// What rent and sale listings share: where the home is, its layout and size,
// the masters it picks from, and the moderation every listing goes through.
import type { Issue } from '../../src/engine/kinds';
import {
  images,
  integer,
  number,
  reference,
  references,
  richText,
  select,
  text,
  type ActionDefinition,
  type RecordValidator,
} from '../../src/engine/schema';

/**
 * Floor plans as Japanese listings write them: rooms, then L (living), D
 * (dining), K (kitchen); 1R is one room with the kitchen in it. Vietnamese
 * apartments fit the same scale (a two-bedroom flat is a 2LDK).
 */
export const LAYOUTS = ['1R', '1K', '1DK', '1LDK', '2K', '2DK', '2LDK', '3K', '3DK', '3LDK', '4LDK+'] as const;

/** The place and the building: shared by rent and sale listings. */
export const locationFields = (entity: string) => ({
  /** The city of the housing cities master (Japanese and Vietnamese cities). */
  home_city_id: reference('home_cities', { required: true }),
  /** Ward, district or town within the city, e.g. 新宿区, Quận 1. */
  district: text({ max: 100 }),
  /** Street address below the district; shown to enquirers once the listing is public. */
  address: text({ max: 300 }),
  /** Japanese 123-4567, or the Vietnamese five or six digits. */
  postal_code: text({
    max: 10,
    pattern: { regex: '^[0-9]+(-[0-9]+)?$', message: 'validation.patterns.postalCode' },
    helperText: `resources.${entity}.hints.postal_code`,
  }),
  /** The station tenants and buyers walk to; in Vietnam often a landmark or bus stop. */
  nearest_station: text({ max: 100 }),
  /** Minutes on foot to the nearest station (Japanese listings count 80 m a minute). */
  walk_minutes: integer({ min: 0, max: 120 }),
});

export const homeFields = () => ({
  /** The floor plan. */
  layout: select(LAYOUTS),
  /** The unit's own floor; negative for a basement. */
  floor: integer({ min: -5, max: 150 }),
  /** Floors of the whole building above ground; not below the unit's floor. */
  total_floors: integer({ min: 1, max: 150 }),
  /** The year the building was finished. */
  built_year: integer({ min: 1900, max: 2100 }),
  /** Which way the main windows or balcony face. */
  home_direction_id: reference('home_directions'),
  /** Equipment inside the home (specific records of the apartment utilities master). */
  apartment_utility_ids: references('apartment_utilities', { maxItems: 40 }),
  /** Facilities nearby (specific records of the surrounding utilities master). */
  surrounding_utility_ids: references('surrounding_utilities', { maxItems: 30 }),
});

export const presentationFields = () => ({
  /** Pictures in the order the listing shows them; the first is the cover. */
  photos: images({ maxItems: 12 }),
  /** The listing's text as its owner formatted it. */
  description: richText({ max: 50_000 }),
});

/** The account that posted the listing and the agency that handles it. */
export const ownerFields = () => ({
  /** The marketplace account that posted the listing and answers enquiries. */
  account_id: reference('user_accounts', { required: true }),
  /** The real-estate agency that manages the home; empty for a private owner. */
  lease_id: reference('leases'),
});

/** A floor area or land area in square metres, to two decimals in practice. */
export const area = (o: { required?: boolean } = {}) => number({ min: 1, max: 1_000_000, ...o });

/** The unit cannot sit above the top floor; `message` is the entity's own i18n key. */
export const buildingRules =
  (message: string): RecordValidator =>
  (record) => {
    const issues: Record<string, Issue> = {};
    const { floor, total_floors: total } = record;
    if (floor != null && total != null && Number(floor) > Number(total)) issues.floor = { message };
    return issues;
  };

/**
 * Review and visibility, the same for every listing: a new listing waits
 * for review (pending), is published or rejected with a reason; a public one
 * can be hidden with a reason and shown again; any open one can be closed
 * with a reason (withdrawn). A closed one goes back to review when relisted.
 */
export function moderationActions(path: string, open: readonly string[]): ActionDefinition[] {
  return [
    {
      name: 'publish',
      call: `PUT ${path}/{id}/publish`,
      transition: { from: ['pending', 'rejected'], to: 'published' },
    },
    {
      name: 'reject',
      call: `PUT ${path}/{id}/reject`,
      reason: true,
      transition: { from: ['pending'], to: 'rejected' },
    },
    { name: 'hide', call: `PUT ${path}/{id}/hide`, reason: true, transition: { from: ['published'], to: 'hidden' } },
    { name: 'unhide', call: `PUT ${path}/{id}/unhide`, transition: { from: ['hidden'], to: 'published' } },
    { name: 'close', call: `PUT ${path}/{id}/close`, reason: true, transition: { from: open, to: 'closed' } },
  ];
}
