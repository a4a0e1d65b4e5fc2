// A list's Views menu: the schema's own views and the saved ones (the admin's, and those shared with
// the admin's permission), each opening the list as it was saved; and "Save this view…", which keeps the
// list's filters, sort, page size and columns under a name, for the admin alone or shared with the
// holders of a permission (offered to the admins who may change the records and read the permissions).
import { useState } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  TextField,
} from '@mui/material';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useGetList,
  useListContext,
  useNotify,
  useTranslate,
  type HttpError,
} from 'react-admin';
import { PERMISSIONS_TABLE } from '../../permissions';
import type { EntitySchema } from '../../schema';
import { useSchemaRegistry } from '../registry';
import { useApplyView, useListColumns, useRefreshSavedViews, useSavedViews, type SavedView } from './savedViews';

interface Caller {
  callAction<T>(call: string, id?: number, body?: unknown): Promise<{ data: T }>;
}

const MAX_NAME = 100;

export function ViewsButton({ schema }: { schema: EntitySchema }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const apply = useApplyView(schema);
  const refresh = useRefreshSavedViews();
  const notify = useNotify();
  const dataProvider = useDataProvider() as unknown as Caller;
  const views = useSavedViews().filter((view) => view.route === schema.route);
  const own = views.filter((view) => view.mine);
  const team = views.filter((view) => !view.mine);
  const declared = schema.list.views ?? [];
  const close = () => setAnchor(null);
  const open = (view: Parameters<typeof apply>[0]) => {
    close();
    apply(view);
  };
  const remove = async (view: SavedView) => {
    try {
      await dataProvider.callAction('DELETE user/views/{id}', view.id);
      await refresh();
      notify('app.views.deleted', { type: 'info', messageArgs: { name: view.name } });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <>
      <Button
        label={translate('app.views.button')}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-views-button
      >
        <BookmarksIcon />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ list: { dense: true } }}>
        {declared.length || team.length ? <ListSubheader>{translate('app.views.team')}</ListSubheader> : null}
        {declared.map((view) => (
          <MenuItem key={`declared:${view.key}`} onClick={() => open(view)} data-view={view.key}>
            {translate(`resources.${schema.name}.views.${view.key}`)}
          </MenuItem>
        ))}
        {team.map((view) => (
          <MenuItem key={view.id} onClick={() => open(view)} data-view={view.id}>
            <ListItemText primary={view.name} secondary={translate('app.views.shared_by', { name: view.owner_name })} />
          </MenuItem>
        ))}
        {own.length ? <ListSubheader>{translate('app.views.mine')}</ListSubheader> : null}
        {own.map((view) => (
          <MenuItem key={view.id} onClick={() => open(view)} data-view={view.id}>
            <ListItemText primary={view.name} />
            <IconButton
              size="small"
              edge="end"
              aria-label={translate('app.views.delete', { name: view.name })}
              onClick={(event) => {
                event.stopPropagation();
                void remove(view);
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
        {declared.length || views.length ? <Divider /> : null}
        <MenuItem
          onClick={() => {
            close();
            setSaving(true);
          }}
        >
          {translate('app.views.save')}
        </MenuItem>
      </Menu>
      {saving ? <SaveViewDialog schema={schema} onClose={() => setSaving(false)} /> : null}
    </>
  );
}

function SaveViewDialog({ schema, onClose }: { schema: EntitySchema; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshSavedViews();
  const dataProvider = useDataProvider() as unknown as Caller;
  const { filterValues, sort, perPage } = useListContext();
  const [columns] = useListColumns(schema.route);
  const [name, setName] = useState('');
  const [share, setShare] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  // The entity the app shows the permissions as, found by the server's own table.
  const permissions = useSchemaRegistry().schemas.find((s) => s.table === PERMISSIONS_TABLE && !s.variant);
  const { canAccess: mayShare } = useCanAccess({ action: 'edit', resource: schema.route });
  const { canAccess: mayReadPermissions } = useCanAccess({
    action: 'list',
    resource: permissions?.route ?? PERMISSIONS_TABLE,
  });
  const offered = Boolean(permissions && mayShare && mayReadPermissions);
  const { data: roles = [] } = useGetList(
    permissions?.route ?? PERMISSIONS_TABLE,
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: offered },
  );

  const save = async () => {
    setPending(true);
    setError(undefined);
    try {
      await dataProvider.callAction('POST user/views', undefined, {
        route: schema.route,
        name,
        filter: filterValues,
        sort: `${sort.order === 'DESC' ? '-' : ''}${sort.field}`,
        per_page: perPage,
        columns: columns ?? null,
        shared_permission_id: share ? Number(share) : null,
      });
      await refresh();
      notify('app.views.saved', { type: 'info', messageArgs: { name: name.trim() } });
      onClose();
    } catch (caught) {
      const errors = (caught as HttpError).body?.errors as Record<string, string> | undefined;
      setError(errors?.name ? translate(errors.name) : (caught as Error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="save-view-title">
      <DialogTitle id="save-view-title">{translate('app.views.save_title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          required
          fullWidth
          label={translate('app.views.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? translate('app.views.what_is_kept')}
          slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
        />
        {offered ? (
          <TextField
            select
            fullWidth
            label={translate('app.views.share')}
            value={share}
            onChange={(event) => setShare(event.target.value)}
          >
            <MenuItem value="">{translate('app.views.only_me')}</MenuItem>
            {roles.map((role) => (
              <MenuItem key={role.id} value={String(role.id)}>
                {translate('app.views.share_with', { name: String(role.name) })}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={() => void save()} disabled={pending || !name.trim()}>
          {translate('ra.action.save')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
