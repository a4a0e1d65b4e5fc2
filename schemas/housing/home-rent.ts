import { date, defineEntity, integer, money, reference, references, select, text } from '../../src/engine/schema';
import {
  buildingRules,
  homeFields,
  locationFields,
  moderationActions,
  ownerFields,
  presentationFields,
  area,
} from './listing';

const PATH = 'admin/homes/rents';

/**
 * Homes offered for rent on the marketplace, mostly to foreign residents:
 * posted by a real-estate agency or a private owner, reviewed by admins
 * before they are public. The listing is written in its owner's language;
 * its other languages are rent translations.
 */
export const homeRent = defineEntity({
  name: 'home_rents',
  path: PATH,
  route: 'homeRent',
  permission: 'HOMES',
  menu: { group: 'housing', icon: 'apartment' },
  fields: {
    /** The headline shown in search results, e.g. 新宿駅徒歩8分・1K・家具付き. */
    title: text({ required: true, max: 200 }),
    ...ownerFields(),
    /** The property type; a type whose usage is sale only does not fit a rental. */
    home_category_id: reference('home_categories', { required: true }),
    ...locationFields('home_rents'),
    /** The currency of every amount of the listing (yen in Japan, dong in Vietnam). */
    currency_id: reference('currencies', { required: true }),
    /** Rent per month. */
    rent: money({ currency: 'currency_id', required: true }),
    /** Monthly management and common-area fee (管理費・共益費), on top of the rent. */
    management_fee: money({ currency: 'currency_id' }),
    /** Refundable deposit (敷金), paid once. */
    deposit: money({ currency: 'currency_id' }),
    /** Non-refundable key money (礼金), paid once; usual in Japan only. */
    key_money: money({ currency: 'currency_id' }),
    /** The main payment condition (deposit terms, advance payment, method). */
    home_payment_id: reference('home_payments'),
    /** The usual length of the contract in months (a Japanese standard lease is 24). */
    contract_months: integer({ min: 1, max: 120 }),
    /** The unit's floor area in m². */
    area: area({ required: true }),
    ...homeFields(),
    /** The tenants the owner accepts or welcomes (students, families, pets…). */
    rental_object_ids: references('rental_objects', { maxItems: 20 }),
    /** The first day a tenant can move in. */
    available_from: date(),
    ...presentationFields(),
    /**
     * pending: waiting for review; published: public; hidden: taken off the
     * site by an admin; rented: let, no longer offered; rejected: refused in
     * review; closed: withdrawn. The reasons are in the record's history.
     */
    status: select(['pending', 'published', 'hidden', 'rented', 'rejected', 'closed'] as const, {
      required: true,
      readOnly: true,
      tones: {
        pending: 'warning',
        published: 'success',
        hidden: 'default',
        rented: 'info',
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
      'rent',
      'area',
      'available_from',
      'status',
      'created_at',
    ],
    sort: '-created_at',
    filters: [
      'status',
      'home_city_id',
      'home_category_id',
      'layout',
      'lease_id',
      'currency_id',
      'home_direction_id',
      'home_payment_id',
      'apartment_utility_ids',
      'surrounding_utility_ids',
      'rental_object_ids',
      'available_from',
    ],
    secondary: 'home_city_id',
  },
  validate: buildingRules('resources.home_rents.messages.floorAboveTotal'),
  actions: [
    ...moderationActions(PATH, ['pending', 'published', 'hidden', 'rejected']),
    {
      name: 'mark_rented',
      call: `PUT ${PATH}/{id}/rented`,
      confirm: true,
      transition: { from: ['published', 'hidden'], to: 'rented' },
    },
    // A let home comes back when the tenant leaves: the owner updates it and it is reviewed again.
    {
      name: 'relist',
      call: `PUT ${PATH}/{id}/relist`,
      confirm: true,
      transition: { from: ['rented', 'closed'], to: 'pending' },
    },
  ],
  translatedBy: { entity: 'home_rent_translations', field: 'home_rent_id', fallback: 'ja' },
  subPages: [
    { path: 'comment', kind: 'related', entity: 'home_rent_comments', field: 'home_rent_id' },
    { path: 'detailTranslation', kind: 'translation' },
    { path: 'homeRentTranslation', kind: 'related', entity: 'home_rent_translations', field: 'home_rent_id' },
    { path: 'homeForm', kind: 'related', entity: 'home_forms', field: 'home_rent_id' },
  ],
});
