// Privileges on the app's function types (src/engine/vocabulary.ts). A menu entry, a route and a
// server call are allowed when the admin holds VIEW (or the needed privilege) on the entity's function
// type.
import type { FunctionType } from './vocabulary';

export type { FunctionType } from './vocabulary';

export const PRIVILEGES = ['VIEW', 'CREATE', 'UPDATE', 'DELETE'] as const;
export type Privilege = (typeof PRIVILEGES)[number];

/** What an admin may do: function type → privileges held. */
export type Grants = Partial<Record<FunctionType, readonly Privilege[]>>;

/** The privilege a CRUD operation needs. */
export function privilegeFor(operation: 'list' | 'show' | 'create' | 'edit' | 'delete'): Privilege {
  switch (operation) {
    case 'list':
    case 'show':
      return 'VIEW';
    case 'create':
      return 'CREATE';
    case 'edit':
      return 'UPDATE';
    case 'delete':
      return 'DELETE';
  }
}

export function can(grants: Grants, type: FunctionType, privilege: Privilege): boolean {
  return grants[type]?.includes(privilege) ?? false;
}

/** An auth provider that can answer an access check at once from the grants it has loaded. */
export interface InstantAccessCheck {
  /**
   * canAccess without waiting: the answer from the grants of this page load,
   * or undefined before they have loaded (the caller asks canAccess then).
   */
  canAccessNow(params: { action: string; resource: string }): boolean | undefined;
}

/** The table of permissions (named sets of grants) the server keeps itself, whatever entity the app shows it as. */
export const PERMISSIONS_TABLE = 'permissions';
