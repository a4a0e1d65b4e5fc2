// The registry: every entity the engine knows, in one explicit list. The
// order is the sidebar order within a menu group (masters: the order of the
// spec's Masters menu, then districts and majors).
import type { EntitySchema } from '../src/engine/schema';
import { apartmentUtility } from './masters/apartment-utility';
import { category } from './masters/category';
import { city } from './masters/city';
import { country } from './masters/country';
import { currency } from './masters/currency';
import { department } from './masters/department';
import { district } from './masters/district';
import { education } from './masters/education';
import { homeCategory } from './masters/home-category';
import { homeCity } from './masters/home-city';
import { homeDirection } from './masters/home-direction';
import { homePayment } from './masters/home-payment';
import { industry } from './masters/industry';
import { language } from './masters/language';
import { major } from './masters/major';
import { newsCategory } from './masters/news-category';
import { occupation } from './masters/occupation';
import { region } from './masters/region';
import { rentalObject } from './masters/rental-object';
import { reportItem } from './masters/report-item';
import { surroundingUtility } from './masters/surrounding-utility';
import { tag } from './masters/tag';
import { setting } from './settings/setting';

export const schemas: readonly EntitySchema[] = [
  // settings
  setting,
  // masters
  city,
  homeCity,
  rentalObject,
  apartmentUtility,
  surroundingUtility,
  homePayment,
  homeDirection,
  occupation,
  industry,
  education,
  country,
  region,
  department,
  language,
  currency,
  category,
  homeCategory,
  tag,
  reportItem,
  newsCategory,
  district,
  major,
];

export function findSchema(name: string): EntitySchema | undefined {
  return schemas.find((s) => s.name === name);
}
