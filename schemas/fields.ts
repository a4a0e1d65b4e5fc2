// Fields most masters share, declared once so they stay alike everywhere.
import { boolean, integer, select, translations, type ActionDefinition } from '../src/engine/schema';

/** The record's name in each interface language ({language_code, name}); English is required. */
export const displayNames = () => translations({ required: true, max: 100 });

/** Position in pickers shown to end users; lower comes first. */
export const sortOrder = () => integer({ min: 0, max: 9999 });

/** Whether end users are offered the record; an inactive one stays for the data that uses it. */
export const activeFlag = () => boolean({ default: true });

/** A profile's state (companies, leases, candidates, supporters): pending until checked, active, or inactive (hidden). */
export const profileStatus = () =>
  select(['pending', 'active', 'inactive'] as const, {
    required: true,
    readOnly: true,
    tones: { pending: 'warning', active: 'success', inactive: 'default' },
  });

/** Activate, and deactivate with a reason, at <path>/{id}/active and /deactivate (spec section 7). */
export const activationActions = (path: string): ActionDefinition[] => [
  { name: 'activate', call: `PATCH ${path}/{id}/active`, transition: { from: ['pending', 'inactive'], to: 'active' } },
  {
    name: 'deactivate',
    call: `PATCH ${path}/{id}/deactivate`,
    reason: true,
    transition: { from: ['pending', 'active'], to: 'inactive' },
  },
];

/** Something an admin decides on once (a receipt, an activation request): pending, then accepted or denied. */
export const decisionStatus = () =>
  select(['pending', 'accepted', 'denied'] as const, {
    required: true,
    readOnly: true,
    tones: { pending: 'warning', accepted: 'success', denied: 'error' },
  });

/** Accept, and deny with a reason, at <path>/{id}/accept and /denied (spec section 7). */
export const decisionActions = (path: string): ActionDefinition[] => [
  { name: 'accept', call: `PATCH ${path}/{id}/accept`, transition: { from: ['pending'], to: 'accepted' } },
  { name: 'deny', call: `PATCH ${path}/{id}/denied`, reason: true, transition: { from: ['pending'], to: 'denied' } },
];
