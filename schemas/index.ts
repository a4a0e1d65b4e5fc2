// The registry: every entity the engine knows, in one explicit list. The
// order is the sidebar order within a menu group.
import type { EntitySchema } from '../src/engine/schema';
import { city } from './masters/city';
import { country } from './masters/country';
import { currency } from './masters/currency';

export const schemas: readonly EntitySchema[] = [city, country, currency];

export function findSchema(name: string): EntitySchema | undefined {
  return schemas.find((s) => s.name === name);
}
