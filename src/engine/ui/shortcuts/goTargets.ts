import { can, type Grants } from '../../permissions';
import type { EntitySchema } from '../../schema';

/** The lists `g` then a letter reaches: menu entries with a letter (`menu.key`) that the admin may view. */
export const goTargets = (schemas: readonly EntitySchema[], grants: Grants | undefined): EntitySchema[] =>
  schemas.filter(
    (schema) => schema.menu && schema.menu.key && schema.views.list && grants && can(grants, schema.permission, 'VIEW'),
  );
