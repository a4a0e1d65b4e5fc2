// Kept out of AccessDenied.tsx: that page imports the page chrome (PageChrome.tsx), whose reference
// titles ask this hook, and the two would import each other.
import { useCallback } from 'react';
import { useAuthProvider } from 'react-admin';
import type { InstantAccessCheck } from '../permissions';

/**
 * Whether the admin may read a resource's records (by its name or route), from the loaded grants:
 * false only once they are known to lack VIEW on it; while they load, true (the call decides). What
 * it refuses is shown without a call the server would refuse: a reference as its bare id.
 */
export function useMayRead(): (resource: string) => boolean {
  const authProvider = useAuthProvider() as Partial<InstantAccessCheck> | undefined;
  return useCallback(
    (resource: string) => authProvider?.canAccessNow?.({ resource, action: 'list' }) !== false,
    [authProvider],
  );
}
