// Privileges on the app's function types (src/engine/vocabulary.ts). A menu entry, a route and a
// server call are allowed when the admin holds VIEW (or the needed privilege) on the entity's function
// type.
import type { FunctionType } from './vocabulary';

export type { FunctionType } from './vocabulary';

/** The privileges every function type offers. */
export const PRIVILEGES = ['VIEW', 'CREATE', 'UPDATE', 'DELETE'] as const;
/**
 * Privileges of the engine's own features, each offered on the one function type the app puts it on
 * (its vocabulary's `extraPrivileges`): AUDIT reads the audit log.
 */
export const EXTRA_PRIVILEGES = ['AUDIT'] as const;
export type ExtraPrivilege = (typeof EXTRA_PRIVILEGES)[number];
export type Privilege = (typeof PRIVILEGES)[number] | ExtraPrivilege;

/** Where an entity's records are granted: a function type, or an extra privilege on one
 *  (`SETTING_MODERATOR.AUDIT`), whose holders may view the records and nobody may write them. */
export type Area = FunctionType | `${FunctionType}.${ExtraPrivilege}`;

/** What an admin may do: function type → privileges held. */
export type Grants = Partial<Record<FunctionType, readonly Privilege[]>>;

/** The privileges a function type offers, in order: the four, then the extras the app puts on it. */
export function privilegesOn(
  type: FunctionType,
  extras: Readonly<Partial<Record<ExtraPrivilege, FunctionType>>>,
): Privilege[] {
  return [...PRIVILEGES, ...EXTRA_PRIVILEGES.filter((extra) => extras[extra] === type)];
}

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

export function can(grants: Grants, area: Area, privilege: Privilege): boolean {
  const [type, extra] = area.split('.') as [FunctionType, ExtraPrivilege | undefined];
  if (extra) return privilege === 'VIEW' && (grants[type]?.includes(extra) ?? false);
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
