// What a signed-in admin sees on the address of something their permission
// does not cover: a page in the layout that says so, at that same address (no
// redirect, so Back and a reload behave), never the data. The server refuses
// the calls anyway; this keeps the screen honest before and after it does.
import { useContext, type ReactNode } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import {
  EditContext,
  ListContext,
  ShowContext,
  Title,
  useAuthProvider,
  useBasename,
  useCanAccess,
  useTranslate,
  type FilterPayload,
  type SortPayload,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { InstantAccessCheck } from '../permissions';
import NotFoundPage from './NotFoundPage';
import { TabTitle } from './PageChrome';
import { useSchemaRegistry } from './registry';

/**
 * The page: in the header and the browser tab too, unless it stands in a page that names both itself
 * (a list or record whose load the server refused, a record's tab: `inPage`); two titles in the header
 * would run together.
 */
export function AccessDeniedPage({ inPage = false }: { inPage?: boolean }) {
  const translate = useTranslate();
  const basename = useBasename();
  const title = translate('app.access_denied.title');
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }} data-access-denied>
      {inPage ? null : (
        <>
          <TabTitle parts={[title]} />
          <Title title={title} />
        </>
      )}
      <LockOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: 520, mx: 'auto' }} color="text.secondary">
        {translate('app.access_denied.message')}
      </Typography>
      <Button variant="contained" component={Link} to={basename || '/'}>
        {translate('app.errors.go_home')}
      </Button>
    </Box>
  );
}

/**
 * Its children only when the auth provider allows the action on the resource
 * (react-admin's canAccess). Answered in the first render once the grants have
 * loaded (canAccessNow): react-admin's check would render nothing first and the
 * page only a render later, after the rest of the screen.
 */
export function RequireAccess({
  resource,
  action,
  inPage = false,
  children,
}: {
  resource: string;
  action: string;
  /** It stands in a page that has its own title (AccessDeniedPage). */
  inPage?: boolean;
  children: ReactNode;
}) {
  const authProvider = useAuthProvider() as Partial<InstantAccessCheck> | undefined;
  const known = authProvider?.canAccessNow?.({ resource, action });
  const asked = useCanAccess({ resource, action, enabled: known === undefined });
  const canAccess = known ?? asked.canAccess;
  if (known === undefined && asked.isPending) return null;
  return canAccess ? <>{children}</> : <AccessDeniedPage inPage={inPage} />;
}

/**
 * For a generated page's react-admin controller (List, Show, Edit, Create):
 * the page stands behind RequireAccess (resources.tsx), which has checked the
 * session and the grant in its first render. react-admin's own checks would
 * ask again and hold the page's call back by two renders.
 */
export const ACCESS_CHECKED = { disableAuthentication: true } as const;

/** How a list opens (its sort, page size and filters): what "Reset the list" goes back to. */
export interface ListOpening {
  sort: SortPayload;
  perPage: number;
  filterDefaultValues?: FilterPayload;
}

/**
 * A list's, detail's or edit form's data that did not load (react-admin's `error` slot), at the
 * page's own address: a 403 is the access-denied page (the session goes on), a missing record says
 * so with a link to its list, a list whose address the server refuses (a sort, filter or page it does
 * not take: an old bookmark, a hand-edited link) says why and offers the list as it opens, anything
 * else says the load failed and offers to try again.
 */
export function LoadFailure({ listOpening }: { listOpening?: ListOpening }) {
  const translate = useTranslate();
  // Every hook runs on every render: whichever page this is, one of them holds the error.
  const list = useContext(ListContext);
  const show = useContext(ShowContext);
  const edit = useContext(EditContext);
  const error = (list?.error ?? show?.error ?? edit?.error) as { status?: number; message?: string } | null | undefined;
  if (error?.status === 403) return <AccessDeniedPage inPage />;
  const resource = list?.resource ?? show?.resource ?? edit?.resource;
  if (error?.status === 404 && resource) return <RecordMissing resource={resource} />;
  if (error?.status === 400 && list?.error && listOpening) {
    // Changes made in one tick go to the address, and from there to the stored list settings, as one.
    const reset = () => {
      list.setFilters(listOpening.filterDefaultValues ?? {}, {});
      list.setSort(listOpening.sort);
      list.setPerPage(listOpening.perPage);
    };
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        data-list-refused
        action={
          <Button color="inherit" size="small" onClick={reset}>
            {translate('app.errors.reset_list')}
          </Button>
        }
      >
        {translate('app.errors.list_refused', { message: error.message ?? '' })}
      </Alert>
    );
  }
  const refetch = list?.refetch ?? show?.refetch ?? edit?.refetch;
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      data-load-failed
      action={
        refetch && (
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('app.errors.retry')}
          </Button>
        )
      }
    >
      {translate('ra.notification.http_error')}
    </Alert>
  );
}

/**
 * A record that is not there (a stale bookmark, a deleted record): the product's 404 page inside the
 * layout, in the header and the tab too, with the way to the record's list and home.
 */
function RecordMissing({ resource }: { resource: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const schema = useSchemaRegistry().find(resource);
  const entity = schema ? translate(`resources.${schema.name}.name`, { smart_count: 2 }) : resource;
  return (
    <NotFoundPage
      data-record-missing
      detail={translate('app.errors.record_missing')}
      back={{ to: `${basename}/${resource}`, label: translate('app.errors.back_to_list', { name: entity }) }}
    />
  );
}

/** Query options of a detail or edit page whose load failure shows in place (LoadFailure) instead of a toast and a redirect. */
export const SHOW_LOAD_FAILURE_IN_PLACE = { onError: () => undefined } as const;
