// /setting/permission: the permissions (name, accounts holding each) beside
// an editor of one of them, chosen by ?id=N (none: a new one). Saving a new
// permission sends its grid with it; an existing one gets its name (when
// changed), then its whole grid. Buttons follow the admin's own privileges on
// SETTING_MODERATOR. A refusal leaves every edit in place.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  LinkBase,
  Title,
  useBasename,
  useGetIdentity,
  useNotify,
  usePermissions,
  useTranslate,
  ValidationError,
} from 'react-admin';
import { useNavigate, useSearchParams, type Location } from 'react-router-dom';
import { can, type FunctionType, type Grants, type Privilege } from '../../engine/permissions';
import { PageActions, useDocumentTitle } from '../../engine/ui/PageChrome';
import { pageOf, useLeaveGuard } from '../../engine/ui/UnsavedChangesGuard';
import {
  failureOf,
  SETTINGS_ROUTES,
  splitFailure,
  usePermissionDetail,
  usePermissionList,
  useSettingsCalls,
} from './api';
import { emptyGrid, functionsOf, gridFromFunctions, sameGrid, type Grid } from './grid';
import { PermissionGrid } from './PermissionGrid';
import { TwoFactorOption } from './TwoFactorOption';
import { FailureAlert, LoadError, Pager } from './parts';
import { FUNCTION_TYPES } from '../../../schemas/app';

/** Longest permission name the server keeps. */
export const MAX_NAME = 100;

/** A client-side field error in react-admin's translatable form. */
const issue = (message: string, args?: Record<string, unknown>) =>
  `@@react-admin@@${JSON.stringify({ message, args })}`;

/** The id of `?id=N`; undefined without one, null when it is no id at all. */
export function selectedId(search: URLSearchParams): number | undefined | null {
  const raw = search.get('id');
  if (raw === null || raw === '') return undefined;
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** Whether a navigation leaves the edited permission: another page or another ?id (a language switch does not). */
export function leavesEditor(current: Location, next: Location): boolean {
  return (
    pageOf(current) !== pageOf(next) ||
    new URLSearchParams(current.search).get('id') !== new URLSearchParams(next.search).get('id')
  );
}

function PermissionList({ selected }: { selected: number | undefined | null }) {
  const translate = useTranslate();
  const basename = useBasename();
  const [page, setPage] = useState(1);
  const list = usePermissionList(page);
  const rows = list.data?.data ?? [];
  return (
    <Card component="section" aria-labelledby="permission-list-heading" sx={{ minWidth: 0 }}>
      <CardContent sx={{ pb: 1 }}>
        <Typography id="permission-list-heading" variant="h6" component="h2">
          {translate('app.settings.permissions.list')}
        </Typography>
        {list.isError ? <LoadError onRetry={() => void list.refetch()} /> : null}
        {list.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
        <Table size="small" aria-labelledby="permission-list-heading" data-permission-list>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.settings.permissions.name')}</TableCell>
              <TableCell align="right">{translate('app.settings.permissions.accounts')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} selected={row.id === selected} data-permission-name={row.name}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  <MuiLink
                    component={LinkBase}
                    to={`${basename}${SETTINGS_ROUTES.permission}?id=${row.id}`}
                    aria-current={row.id === selected ? 'true' : undefined}
                  >
                    {row.name}
                  </MuiLink>
                </TableCell>
                <TableCell align="right">{row.accounts}</TableCell>
              </TableRow>
            ))}
            {list.isSuccess && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={2}>{translate('app.settings.permissions.empty')}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
        <Pager page={page} total={list.data?.total ?? 0} onPage={setPage} />
      </CardContent>
    </Card>
  );
}

interface Saved {
  name: string;
  grid: Grid;
}

interface EditorProps {
  id: number | undefined;
  grants: Grants;
  ownPermission: boolean;
}

function PermissionEditor({ id, grants, ownPermission }: EditorProps) {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const notify = useNotify();
  const detail = usePermissionDetail(id);
  const { createPermission, renamePermission, saveGrants, deletePermission } = useSettingsCalls();

  const [saved, setSaved] = useState<Saved | null>(id === undefined ? { name: '', grid: emptyGrid() } : null);
  const [name, setName] = useState('');
  const [grid, setGrid] = useState<Grid>(emptyGrid);
  const [errors, setErrors] = useState<{ name?: string; functions?: string }>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);

  // Filled once, from a read made for this editor (not a cached one from an earlier visit).
  useEffect(() => {
    if (saved || !detail.isFetchedAfterMount || !detail.data) return;
    const loaded = { name: detail.data.name, grid: gridFromFunctions(detail.data.functions) };
    setSaved(loaded);
    setName(loaded.name);
    setGrid(loaded.grid);
  }, [saved, detail.isFetchedAfterMount, detail.data]);

  const dirty = saved !== null && (name !== saved.name || !sameGrid(grid, saved.grid));
  // Another page or another permission is leaving; a language switch is not.
  const leaveDialog = useLeaveGuard(dirty, leavesEditor);

  if (id !== undefined && !saved) {
    if (detail.isError) {
      return failureOf(detail.error).status === 404 ? (
        <Alert severity="warning" role="alert" data-permission-missing>
          {translate('app.settings.permissions.not_found')}{' '}
          <MuiLink component={LinkBase} to={`${basename}${SETTINGS_ROUTES.permission}`}>
            {translate('app.settings.permissions.back_to_list')}
          </MuiLink>
        </Alert>
      ) : (
        <LoadError onRetry={() => void detail.refetch()} />
      );
    }
    return <LinearProgress aria-label={translate('ra.page.loading')} />;
  }
  if (!saved) return null;

  const grantable = (type: FunctionType, privilege: Privilege) => can(grants, type, privilege);
  // A permission holding rights the admin lacks is theirs to read only (the server refuses the rest).
  const beyond = FUNCTION_TYPES.some((type) => saved.grid[type].some((privilege) => !grantable(type, privilege)));
  const editable = !beyond && can(grants, 'SETTING_MODERATOR', id === undefined ? 'CREATE' : 'UPDATE');
  const deletable = id !== undefined && can(grants, 'SETTING_MODERATOR', 'DELETE');

  const fail = (error: unknown) => {
    const split = splitFailure(failureOf(error), ['name', 'functions']);
    setErrors(split.fields);
    setAlert(split.alert);
    if (split.fields.name) nameInput.current?.focus();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setAlert(undefined);
    const trimmed = name.trim();
    const invalid = !trimmed
      ? issue('ra.validation.required')
      : trimmed.length > MAX_NAME
        ? issue('ra.validation.maxLength', { max: MAX_NAME })
        : undefined;
    if (invalid) {
      setErrors({ name: invalid });
      nameInput.current?.focus();
      return;
    }
    setBusy(true);
    try {
      if (id === undefined) {
        const created = await createPermission({ name: trimmed, functions: functionsOf(grid) });
        const now = { name: created.name, grid: gridFromFunctions(created.functions) };
        setSaved(now);
        setName(now.name);
        setGrid(now.grid);
        notify('app.settings.permissions.created', { type: 'info', messageArgs: { name: created.name } });
        navigate(`${basename}${SETTINGS_ROUTES.permission}?id=${created.id}`);
        return;
      }
      let now = saved;
      if (trimmed !== saved.name) {
        const renamed = await renamePermission(id, trimmed);
        now = { ...now, name: renamed.name };
        // The new name is kept even when the grid is refused next.
        setSaved(now);
        setName(now.name);
      }
      const stored = await saveGrants(id, functionsOf(grid));
      now = { name: stored.name ?? now.name, grid: gridFromFunctions(stored.functions) };
      setSaved(now);
      setName(now.name);
      setGrid(now.grid);
      notify('app.settings.permissions.saved', { type: 'info', messageArgs: { name: now.name } });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setAlert(undefined);
    setBusy(true);
    try {
      await deletePermission(id!);
      setConfirming(false);
      // Nothing is left to lose: the guard lets the move to the list through.
      setSaved({ name, grid });
      notify('app.settings.permissions.deleted', { type: 'info', messageArgs: { name: saved.name } });
      navigate(`${basename}${SETTINGS_ROUTES.permission}`);
    } catch (error) {
      setConfirming(false);
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const heading = id === undefined ? translate('app.settings.permissions.new') : saved.name;
  return (
    <Box
      component="form"
      onSubmit={save}
      noValidate
      aria-labelledby="permission-editor-heading"
      data-permission-editor={id ?? 'new'}
      sx={{ minWidth: 0 }}
    >
      <Typography id="permission-editor-heading" variant="h6" component="h2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      {ownPermission ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.settings.permissions.own_note')}
        </Alert>
      ) : null}
      {!editable ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(beyond ? 'app.settings.permissions.beyond_own' : 'app.settings.permissions.read_only')}
        </Alert>
      ) : null}
      <FailureAlert text={alert} onClose={() => setAlert(undefined)} />
      <TextField
        inputRef={nameInput}
        name="name"
        label={translate('app.settings.permissions.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        disabled={!editable}
        error={Boolean(errors.name)}
        helperText={errors.name ? <ValidationError error={errors.name} /> : undefined}
        slotProps={{ htmlInput: { maxLength: MAX_NAME, autoComplete: 'off' } }}
        sx={{ width: '100%', maxWidth: 480, mb: 2 }}
      />
      {id !== undefined ? <TwoFactorOption id={id} editable={editable} /> : null}
      <Typography id="permission-grid-hint" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.settings.permissions.implies_view')}
      </Typography>
      {errors.functions ? (
        <Box data-field-error="functions">
          <FailureAlert text={errors.functions} onClose={() => setErrors(({ functions: _, ...rest }) => rest)} />
        </Box>
      ) : null}
      <PermissionGrid
        grid={grid}
        readOnly={!editable}
        grantable={grantable}
        onChange={setGrid}
        describedBy="permission-grid-hint"
      />
      {editable || deletable ? (
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          {editable ? (
            <Button type="submit" variant="contained" disabled={busy} data-action="save">
              {translate(id === undefined ? 'app.settings.permissions.create' : 'ra.action.save')}
            </Button>
          ) : (
            <span />
          )}
          {deletable ? (
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              disabled={busy}
              onClick={() => setConfirming(true)}
              data-action="delete"
            >
              {translate('ra.action.delete')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      <Dialog
        open={confirming}
        onClose={busy ? undefined : () => setConfirming(false)}
        aria-labelledby="delete-permission-title"
      >
        <DialogTitle id="delete-permission-title">
          {translate('app.settings.permissions.delete_title', { name: saved.name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.settings.permissions.delete_text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void remove()}
            disabled={busy}
            data-action="confirm-delete"
          >
            {translate('ra.action.delete')}
          </Button>
        </DialogActions>
      </Dialog>
      {leaveDialog}
    </Box>
  );
}

export default function PermissionPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const [search] = useSearchParams();
  const { permissions } = usePermissions<Grants>();
  const { identity } = useGetIdentity();
  const grants = permissions ?? {};
  const id = selectedId(search);
  const title = translate('app.settings.permissions.title');
  useDocumentTitle([title]);
  const canCreate = can(grants, 'SETTING_MODERATOR', 'CREATE');

  let editor;
  if (id === null) {
    editor = (
      <Alert severity="warning" role="alert" data-permission-missing>
        {translate('app.settings.permissions.not_found')}
      </Alert>
    );
  } else if (id === undefined && !canCreate) {
    editor = <Typography color="text.secondary">{translate('app.settings.permissions.choose')}</Typography>;
  } else {
    const own = id !== undefined && identity !== undefined && String(identity.permission_id) === String(id);
    // A new editor per permission: nothing of one is carried over to another.
    editor = <PermissionEditor key={id ?? 'new'} id={id} grants={grants} ownPermission={own} />;
  }

  return (
    <Box sx={{ minWidth: 0 }}>
      <Title title={title} />
      <PageActions crumbs={[{ label: title }]}>
        {canCreate && id !== undefined ? (
          <Button
            component={LinkBase}
            to={`${basename}${SETTINGS_ROUTES.permission}`}
            startIcon={<AddIcon />}
            data-action="new-permission"
          >
            {translate('app.settings.permissions.new')}
          </Button>
        ) : null}
      </PageActions>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(200px, 280px) minmax(0, 1fr)' },
        }}
      >
        <PermissionList selected={id} />
        <Card component="section" sx={{ minWidth: 0 }}>
          <CardContent>{editor}</CardContent>
        </Card>
      </Box>
    </Box>
  );
}
