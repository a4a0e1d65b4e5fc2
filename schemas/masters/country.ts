import { defineEntity, text } from '../../src/engine/schema';
import { displayNames, activeFlag } from '../fields';

/** Countries (master). Names per interface language; the English one is displayed by default. */
export const country = defineEntity({
  name: 'countries',
  route: 'country',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'geography', icon: 'public' },
  fields: {
    names: displayNames(),
    /** ISO 3166-1 alpha-2 code, e.g. JP. */
    code: text({
      required: true,
      unique: true,
      pattern: { regex: '^[A-Z]{2}$', message: 'validation.patterns.countryCode' },
      helperText: 'resources.countries.hints.code',
    }),
    /** International dialling prefix, e.g. +81. */
    phone_code: text({
      pattern: { regex: '^\\+[0-9]{1,4}$', message: 'validation.patterns.phoneCode' },
      helperText: 'resources.countries.hints.phone_code',
    }),
    active: activeFlag(),
  },
  recordTitle: 'names',
  lookup: true,
  list: {
    columns: ['id', 'names', 'code', 'phone_code', 'active', 'created_at'],
    sort: 'code',
    filters: ['code', 'active'],
  },
});
