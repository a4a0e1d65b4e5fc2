import type { Issue } from '../../src/engine/kinds';
import {
  date,
  defineEntity,
  integer,
  money,
  reference,
  select,
  text,
  type RecordValidator,
} from '../../src/engine/schema';
import {
  area,
  buildingRules,
  homeFields,
  locationFields,
  moderationActions,
  ownerFields,
  presentationFields,
} from './listing';

const PATH = 'admin/homes/sales';

/** How the building is built (構造), as Japanese listings state it. */
export const STRUCTURES = ['wood', 'light_steel', 'steel', 'rc', 'src', 'other'] as const;

/**
 * What the buyer gets: full ownership of land and building (所有権), a
 * building on leased land (借地権), a land-use right (Vietnam's pink book),
 * or ownership for a fixed term (a foreigner's 50 years in Vietnam).
 */
export const OWNERSHIPS = ['freehold', 'leasehold', 'land_use_right', 'fixed_term'] as const;

const saleRules: RecordValidator = (record) => {
  const issues: Record<string, Issue> = buildingRules('resources.home_sales.messages.floorAboveTotal')(record);
  // Land has no building and a condominium no land of its own, but a listing says at least one.
  if (record.land_area == null && record.building_area == null)
    issues.building_area = { message: 'resources.home_sales.messages.areaRequired' };
  return issues;
};

/**
 * Homes and land offered for sale: condominiums, houses, land. Posted by an
 * agency or an owner and reviewed like rentals; a sale can be under
 * contract before it is sold. Other languages are sale translations.
 */
export const homeSale = defineEntity({
  name: 'home_sales',
  path: PATH,
  route: 'homeSale',
  permission: 'HOMES',
  menu: { group: 'housing', icon: 'home_work' },
  fields: {
    /** The headline shown in search results, e.g. 横浜市港北区・築5年・3LDKマンション. */
    title: text({ required: true, max: 200 }),
    ...ownerFields(),
    /** The property type (a category whose usage is sale or both). */
    home_category_id: reference('home_categories', { required: true }),
    ...locationFields('home_sales'),
    /** The currency of every amount of the listing. */
    currency_id: reference('currencies', { required: true }),
    /** The asking price. */
    price: money({ currency: 'currency_id', required: true }),
    /** Monthly management fee a condominium owner pays (管理費). */
    management_fee: money({ currency: 'currency_id' }),
    /** Monthly repair reserve a condominium owner pays (修繕積立金). */
    repair_reserve: money({ currency: 'currency_id' }),
    /** How the price can be paid or financed. */
    home_payment_id: reference('home_payments'),
    /** The land's area in m²; empty for a condominium unit. */
    land_area: area(),
    /** The floor area of the building or unit in m² (専有面積 for a condominium); empty for land. */
    building_area: area(),
    /** How the building is built. */
    structure: select(STRUCTURES),
    /** The right the buyer acquires. */
    ownership: select(OWNERSHIPS),
    ...homeFields(),
    /** Parking spaces that come with the home. */
    parking_spaces: integer({ min: 0, max: 50 }),
    /** When the buyer can take the home over. */
    handover_on: date(),
    ...presentationFields(),
    /**
     * pending: waiting for review; published: public; hidden: taken off the
     * site by an admin; under_contract: a buyer is signing, shown as such;
     * sold; rejected in review; closed: withdrawn.
     */
    status: select(['pending', 'published', 'hidden', 'under_contract', 'sold', 'rejected', 'closed'] as const, {
      required: true,
      readOnly: true,
      tones: {
        pending: 'warning',
        published: 'success',
        hidden: 'default',
        under_contract: 'primary',
        sold: 'info',
        rejected: 'error',
        closed: 'default',
      },
    }),
  },
  recordTitle: 'title',
  list: {
    columns: [
      'id',
      'title',
      'home_city_id',
      'home_category_id',
      'layout',
      'price',
      'building_area',
      'status',
      'created_at',
    ],
    sort: '-created_at',
    filters: [
      'status',
      'home_city_id',
      'home_category_id',
      'layout',
      'structure',
      'ownership',
      'lease_id',
      'currency_id',
      'home_direction_id',
      'apartment_utility_ids',
      'surrounding_utility_ids',
      'handover_on',
    ],
    secondary: 'home_city_id',
  },
  validate: saleRules,
  actions: [
    ...moderationActions(PATH, ['pending', 'published', 'hidden', 'rejected', 'under_contract']),
    {
      name: 'mark_under_contract',
      call: `PUT ${PATH}/{id}/under_contract`,
      transition: { from: ['published'], to: 'under_contract' },
    },
    // The deal fell through: the home is offered again.
    {
      name: 'back_on_market',
      call: `PUT ${PATH}/{id}/back_on_market`,
      reason: true,
      transition: { from: ['under_contract'], to: 'published' },
    },
    {
      name: 'mark_sold',
      call: `PUT ${PATH}/{id}/sold`,
      confirm: true,
      transition: { from: ['published', 'under_contract'], to: 'sold' },
    },
    { name: 'relist', call: `PUT ${PATH}/{id}/relist`, confirm: true, transition: { from: ['closed'], to: 'pending' } },
  ],
  translatedBy: { entity: 'home_sale_translations', field: 'home_sale_id', fallback: 'ja' },
  subPages: [
    { path: 'detailTranslation', kind: 'translation' },
    { path: 'homeSaleTranslation', kind: 'related', entity: 'home_sale_translations', field: 'home_sale_id' },
    { path: 'homeForm', kind: 'related', entity: 'home_forms', field: 'home_sale_id' },
  ],
});
