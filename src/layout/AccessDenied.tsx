// What a signed-in admin sees on the address of something their permission
// does not cover: a page in the layout that says so, at that same address (no
// redirect, so Back and a reload behave), never the data. The server refuses
// the calls anyway; this keeps the screen honest before and after it does.
import { useCallback, useContext, type ReactNode } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { EditContext, ListContext, ShowContext, Title, useAuthProvider, useBasename, useCanAccess, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { can, type FunctionType, type Grants, type Privilege } from '../engine/permissions';
import type { AdminAuthProvider } from '../providers/authProvider';

export function AccessDeniedPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const title = translate('app.access_denied.title');
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }} data-access-denied>
      <Title title={title} />
      <LockOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>{title}</Typography>
      <Typography sx={{ mb: 3, maxWidth: 520, mx: 'auto' }} color="text.secondary">{translate('app.access_denied.message')}</Typography>
      <Button variant="contained" component={Link} to={basename || '/'}>{translate('app.errors.go_home')}</Button>
    </Box>
  );
}

/** Its children only when the loaded grants hold the privilege on the function type. */
export function RequireGrant({ type, privilege = 'VIEW', children }: { type: FunctionType; privilege?: Privilege; children: ReactNode }) {
  const { permissions, isPending } = usePermissions<Grants>();
  if (isPending) return null;
  return can(permissions ?? {}, type, privilege) ? <>{children}</> : <AccessDeniedPage />;
}

/**
 * Its children only when the auth provider allows the action on the resource
 * (react-admin's canAccess). Answered in the first render once the grants have
 * loaded (canAccessNow): react-admin's check would render nothing first and the
 * page only a render later, after the rest of the screen.
 */
export function RequireAccess({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  const authProvider = useAuthProvider() as Partial<AdminAuthProvider> | undefined;
  const known = authProvider?.canAccessNow?.({ resource, action });
  const asked = useCanAccess({ resource, action, enabled: known === undefined });
  const canAccess = known ?? asked.canAccess;
  if (known === undefined && asked.isPending) return null;
  return canAccess ? <>{children}</> : <AccessDeniedPage />;
}

/**
 * Whether the admin may read a resource's records (by its name or route), from the loaded grants:
 * false only once they are known to lack VIEW on it; while they load, true (the call decides). What
 * it refuses is shown without a call the server would refuse: a reference as its bare id.
 */
export function useMayRead(): (resource: string) => boolean {
  const authProvider = useAuthProvider() as Partial<AdminAuthProvider> | undefined;
  return useCallback((resource: string) => authProvider?.canAccessNow?.({ resource, action: 'list' }) !== false, [authProvider]);
}

/**
 * For a generated page's react-admin controller (List, Show, Edit, Create):
 * the page stands behind RequireAccess (resources.tsx), which has checked the
 * session and the grant in its first render. react-admin's own checks would
 * ask again and hold the page's call back by two renders.
 */
export const ACCESS_CHECKED = { disableAuthentication: true } as const;

/**
 * A list's, detail's or edit form's data that did not load (react-admin's `error` slot), at the
 * page's own address: a 403 is the access-denied page (the session goes on), a missing record says
 * so with a link to its list, anything else says the load failed.
 */
export function LoadFailure() {
  const translate = useTranslate();
  const basename = useBasename();
  // Every hook runs on every render: whichever page this is, one of them holds the error.
  const list = useContext(ListContext);
  const show = useContext(ShowContext);
  const edit = useContext(EditContext);
  const error = (list?.error ?? show?.error ?? edit?.error) as { status?: number } | null | undefined;
  if (error?.status === 403) return <AccessDeniedPage />;
  const resource = list?.resource ?? show?.resource ?? edit?.resource;
  if (error?.status === 404 && resource) {
    return (
      <Box sx={{ textAlign: 'center', py: 8, px: 2 }} data-record-missing>
        <Typography variant="h6" component="h1" sx={{ my: 2 }}>{translate('ra.page.not_found')}</Typography>
        <Typography sx={{ mb: 3 }} color="text.secondary">{translate('ra.notification.item_doesnt_exist')}</Typography>
        <Button variant="contained" component={Link} to={`${basename}/${resource}`}>{translate('ra.action.back')}</Button>
      </Box>
    );
  }
  return <Alert severity="error" sx={{ m: 2 }}>{translate('ra.notification.http_error')}</Alert>;
}

/** Query options of a detail or edit page whose load failure shows in place (LoadFailure) instead of a toast and a redirect. */
export const SHOW_LOAD_FAILURE_IN_PLACE = { onError: () => undefined } as const;
