// The audit log: every write through the API to the app's entities, newest first, as read-only records
// over the server's view of the audit trail (`admin_audit_records`, server/migrate.ts; the trail itself,
// server/audit.ts). Filtered by account, entity, operation or state action, and period; exported as CSV
// like any list. A record's own History shows the same entries with their values.
import type { Area } from './permissions';
import {
  datetime,
  defineEntity,
  integer,
  reference,
  select,
  text,
  textList,
  type EntitySchema,
  type MenuPlacement,
} from './schema';

/** What a write was: a state action is an update told by its action's name. */
export const AUDIT_OPERATIONS = ['create', 'update', 'delete', 'action'] as const;

export interface AuditLogOptions {
  name: string;
  path: string;
  route: string;
  /** Who reads it: typically an extra privilege (`SETTING_MODERATOR.AUDIT`). */
  permission: Area;
  menu: MenuPlacement | false;
  /** The entity of the back office's accounts, whose records the entries name as their authors. */
  accounts: string;
}

/**
 * The audit log, a line of the registry like any entity; `auditing` then names the entities it offers to
 * filter by (the registry it is in: it cannot be named before the list that holds it is made).
 */
export function defineAuditLog(options: AuditLogOptions) {
  const entityNames: string[] = [];
  const actionNames: string[] = [];
  // Each state action labelled as the first entity that has it labels it.
  const actionOwners = new Map<string, string>();
  const schema = defineEntity({
    name: options.name,
    path: options.path,
    route: options.route,
    table: 'admin_audit_records',
    serverTable: true,
    permission: options.permission,
    menu: options.menu,
    fields: {
      at: datetime({ readOnly: true }),
      admin_user_id: reference(options.accounts, { readOnly: true }),
      /** The author's name when it wrote (kept when the account is gone). */
      admin_name: text({ readOnly: true }),
      entity: select(entityNames, { readOnly: true, labelKey: (name) => `resources.${name}.name_other` }),
      record_id: integer({ readOnly: true }),
      operation: select(AUDIT_OPERATIONS, { readOnly: true }),
      action: select(actionNames, {
        readOnly: true,
        labelKey: (name) => `resources.${actionOwners.get(name)}.actions.${name}`,
      }),
      /** The fields an update changed (a creation's and a deletion's: all it held), by their labels. */
      changed_fields: textList({
        readOnly: true,
        itemLabel: (name, record) => `resources.${String(record.entity)}.fields.${name}`,
      }),
      address: text({ readOnly: true }),
      /** The author's login session, by its public number (Setting → Sessions). */
      session_number: integer({ readOnly: true }),
    },
    recordTitle: 'at',
    list: {
      columns: ['at', 'admin_user_id', 'entity', 'record_id', 'operation', 'action', 'changed_fields'],
      sort: '-at',
      filters: ['admin_user_id', 'entity', 'operation', 'action', 'at'],
      secondary: 'entity',
    },
    views: { create: false, edit: false },
    deletable: false,
  });
  /** Offers the entities of `registry` (their bases: a variant's records are written as its base's). */
  const auditing = (registry: readonly EntitySchema[]) => {
    const audited = registry.filter((entity) => !entity.variant && entity !== schema);
    entityNames.splice(0, entityNames.length, ...audited.map((entity) => entity.name));
    actionOwners.clear();
    for (const entity of audited)
      for (const action of entity.actions)
        if (!actionOwners.has(action.name)) actionOwners.set(action.name, entity.name);
    actionNames.splice(0, actionNames.length, ...actionOwners.keys());
  };
  return { schema, auditing };
}
