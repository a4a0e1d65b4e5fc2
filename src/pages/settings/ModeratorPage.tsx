// /setting/moderator: the back-office accounts, newest first, a page at a
// time. With UPDATE on SETTING_MODERATOR each row's permission and active
// switch change the account at once, "End sessions" signs it out
// everywhere (oneself: everywhere else) and "Reset password" gives another
// account a new one (ending its sessions); with CREATE a form registers a new one.
// A refusal (the last administrator, oneself) is told above the list and the
// row keeps its value. On a phone each account is a block of its own, the
// table's columns as labelled lines under its name.
import { useEffect, useState } from 'react';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import LogoutIcon from '@mui/icons-material/Logout';
import LockResetIcon from '@mui/icons-material/LockReset';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  LinearProgress,
  NativeSelect,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import {
  Confirm,
  LinkBase,
  Title,
  useBasename,
  useDataProvider,
  useGetIdentity,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { can, type Grants } from '../../engine/permissions';
import { PageActions, useDocumentTitle } from '../../engine/ui/PageChrome';
import {
  failureOf,
  splitFailure,
  SETTINGS_ROUTES,
  useAllPermissions,
  useModeratorList,
  useSettingsCalls,
  type Account,
  type PermissionRow,
} from './api';
import { AccountForm } from './AccountForm';
import { FailureAlert, LoadError, Pager } from './parts';
import { ResetPasswordDialog } from './ResetPasswordDialog';

/** Typing pauses this long before the list is searched. */
const SEARCH_DELAY_MS = 300;

function AccountRow({
  account,
  choices,
  mayUpdate,
  self,
  pending,
  phone,
  onChange,
  onEndSessions,
  onResetPassword,
  onResetTwoFactor,
}: {
  account: Account;
  choices: readonly PermissionRow[] | undefined;
  mayUpdate: boolean;
  self: boolean;
  pending: boolean;
  /** One block per account instead of a table row. */
  phone: boolean;
  onChange: (account: Account, body: { permission_id?: number; active?: boolean }) => void;
  onEndSessions: (account: Account) => void;
  onResetPassword: (account: Account) => void;
  onResetTwoFactor: (account: Account) => void;
}) {
  const translate = useTranslate();
  const held = choices?.find((p) => p.id === account.permission_id);
  const known = held !== undefined;
  // An account holding rights beyond the caller's own is shown without controls (the server refuses them).
  const editable = mayUpdate && held?.grantable !== false;

  const permission =
    editable && choices ? (
      <NativeSelect
        value={account.permission_id ?? ''}
        disabled={pending}
        onChange={(event) => onChange(account, { permission_id: Number(event.target.value) })}
        inputProps={{ 'aria-label': translate('app.settings.moderators.permission_of', { name: account.name }) }}
        fullWidth={phone}
        sx={{ minWidth: phone ? 0 : 140 }}
      >
        {/* No empty choice once a permission is held: an account always keeps one. */}
        {account.permission_id === null || !known ? <option value="">{account.permission_name ?? '—'}</option> : null}
        {choices.map((p) => (
          <option key={p.id} value={p.id} disabled={p.grantable === false}>
            {p.name}
          </option>
        ))}
      </NativeSelect>
    ) : (
      (account.permission_name ?? '—')
    );
  const activeSwitch = editable ? (
    <Switch
      checked={account.active}
      // Nobody switches themselves off (the server refuses it too).
      disabled={pending || self}
      onChange={(event) => onChange(account, { active: event.target.checked })}
      slotProps={{
        input: { 'aria-label': translate('app.settings.moderators.active_of', { name: account.name }) },
      }}
    />
  ) : null;
  const activeChip = (
    <Chip
      size="small"
      variant="outlined"
      color={account.active ? 'success' : 'default'}
      label={translate(account.active ? 'app.settings.moderators.active' : 'app.settings.moderators.inactive')}
    />
  );
  const twoFactor = translate(
    account.two_factor ? 'app.settings.moderators.two_factor_on' : 'app.settings.moderators.two_factor_off',
  );
  const endSessions = editable ? (
    <Button
      size="small"
      color="error"
      startIcon={<LogoutIcon />}
      disabled={pending}
      onClick={() => onEndSessions(account)}
      aria-label={translate('app.settings.moderators.end_sessions_of', { name: account.name })}
      data-action="end-sessions"
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('app.settings.moderators.end_sessions')}
    </Button>
  ) : null;
  // One's own password changes with the current one, from the account menu.
  const resetPassword =
    editable && !self ? (
      <Button
        size="small"
        color="warning"
        startIcon={<LockResetIcon />}
        disabled={pending}
        onClick={() => onResetPassword(account)}
        aria-label={translate('app.settings.moderators.reset_password_of', { name: account.name })}
        data-action="reset-password"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('app.settings.moderators.reset_password')}
      </Button>
    ) : null;
  // A lost phone: the account's two-factor off, its sessions ended. One's own turns off with a code.
  const resetTwoFactor =
    editable && !self && account.two_factor ? (
      <Button
        size="small"
        color="warning"
        startIcon={<PhonelinkEraseIcon />}
        disabled={pending}
        onClick={() => onResetTwoFactor(account)}
        aria-label={translate('app.settings.moderators.reset_two_factor_of', { name: account.name })}
        data-action="reset-two-factor"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('app.settings.moderators.reset_two_factor')}
      </Button>
    ) : null;

  if (phone) {
    // A phone has no room for columns: each value says what it is, and the actions wrap onto lines of their own.
    const caption = (key: string) => (
      <Typography variant="caption" component="p" color="text.secondary">
        {translate(key)}
      </Typography>
    );
    return (
      <Box
        component="li"
        data-account-email={account.email}
        sx={{ display: 'grid', gap: 1, py: 1.5, '& + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {account.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {account.email}
            </Typography>
          </Box>
          {activeSwitch ? (
            <FormControlLabel
              control={activeSwitch}
              label={translate('app.settings.moderators.active')}
              labelPlacement="start"
              sx={{ mx: 0, flexShrink: 0 }}
            />
          ) : (
            activeChip
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', columnGap: 2, rowGap: 1 }}>
          <Box sx={{ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere' }}>
            {caption('app.settings.account.permission')}
            {permission}
          </Box>
          <Box data-two-factor={account.two_factor ? 'on' : 'off'}>
            {caption('app.settings.moderators.two_factor')}
            <Typography variant="body2">{twoFactor}</Typography>
          </Box>
        </Box>
        {endSessions || resetPassword || resetTwoFactor ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {endSessions}
            {resetPassword}
            {resetTwoFactor}
          </Box>
        ) : null}
      </Box>
    );
  }
  return (
    <TableRow data-account-email={account.email} hover>
      <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
        {account.name}
      </TableCell>
      <TableCell sx={{ minWidth: 180, wordBreak: 'break-all' }}>{account.email}</TableCell>
      <TableCell sx={{ minWidth: 160 }}>{permission}</TableCell>
      <TableCell>{activeSwitch ?? activeChip}</TableCell>
      <TableCell data-two-factor={account.two_factor ? 'on' : 'off'}>{twoFactor}</TableCell>
      {mayUpdate ? <TableCell>{endSessions}</TableCell> : null}
      {mayUpdate ? (
        <TableCell>
          {resetPassword}
          {resetTwoFactor}
        </TableCell>
      ) : null}
    </TableRow>
  );
}

export default function ModeratorPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const notify = useNotify();
  const { permissions: grants } = usePermissions<Grants>();
  const canCreate = can(grants ?? {}, 'SETTING_MODERATOR', 'CREATE');
  const canUpdate = can(grants ?? {}, 'SETTING_MODERATOR', 'UPDATE');
  const { identity } = useGetIdentity();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const title = translate('app.settings.moderators.title');
  useDocumentTitle([title]);

  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const list = useModeratorList(page, q);
  const choices = useAllPermissions();
  const { updateAccount } = useSettingsCalls();
  const [registering, setRegistering] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [failure, setFailure] = useState<{ name: string; text?: string }>();
  const [pending, setPending] = useState<number>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  // The account whose sessions the open dialog is about to end.
  const [ending, setEnding] = useState<Account>();
  // The account whose password the open dialog resets.
  const [resetting, setResetting] = useState<Account>();
  // The account whose two-factor the open dialog turns off.
  const [resettingTwoFactor, setResettingTwoFactor] = useState<Account>();

  /**
   * A confirmed action on one account's row (its sessions ended, its two-factor turned off): the row shows
   * it under way, the answer's count of ended sessions is told and the list read again (the row's
   * two-factor column), a refusal shows over the list.
   */
  const runOnAccount = async (
    account: Account | undefined,
    call: string,
    message: string,
    close: () => void,
    body?: object,
  ) => {
    if (!account) return;
    setFailure(undefined);
    setPending(account.id);
    try {
      const { data } = await dataProvider.callAction<{ ended: number }>(call, account.id, body);
      notify(message, { type: 'info', messageArgs: { name: account.name, count: data?.ended ?? 0 } });
      void list.refetch();
    } catch (error) {
      setFailure({ name: account.name, text: splitFailure(failureOf(error), []).alert });
    } finally {
      setPending(undefined);
      close();
    }
  };
  const resetTwoFactor = () =>
    runOnAccount(
      resettingTwoFactor,
      'DELETE admin/moderators/{id}/two-factor',
      'app.settings.moderators.two_factor_reset',
      () => setResettingTwoFactor(undefined),
    );
  const isSelf = (account: Account) => identity !== undefined && String(identity.id) === String(account.id);

  const endSessions = () =>
    runOnAccount(
      ending,
      'POST admin/moderators/{id}/sessions/end',
      'app.settings.moderators.sessions_ended',
      () => setEnding(undefined),
      {},
    );

  const change = async (account: Account, body: { permission_id?: number; active?: boolean }) => {
    setFailure(undefined);
    setPending(account.id);
    try {
      const updated = await updateAccount(account.id, body);
      notify('app.settings.moderators.updated', { type: 'info', messageArgs: { name: updated?.name ?? account.name } });
    } catch (error) {
      setFailure({ name: account.name, text: splitFailure(failureOf(error), []).alert });
    } finally {
      setPending(undefined);
    }
  };

  const rows = list.data?.data ?? [];
  const empty = list.isSuccess && rows.length === 0;
  const accountRows = rows.map((account) => (
    <AccountRow
      key={account.id}
      account={account}
      choices={choices.data}
      mayUpdate={canUpdate}
      self={isSelf(account)}
      pending={pending === account.id}
      phone={phone}
      onChange={change}
      onEndSessions={setEnding}
      onResetPassword={(account) => {
        setFailure(undefined);
        setResetting(account);
      }}
      onResetTwoFactor={(account) => {
        setFailure(undefined);
        setResettingTwoFactor(account);
      }}
    />
  ));
  return (
    <Box sx={{ minWidth: 0 }}>
      <Title title={title} />
      <PageActions crumbs={[{ label: title }]}>
        {canCreate ? (
          <Button
            startIcon={<PersonAddIcon />}
            onClick={() => setRegistering((open) => !open)}
            aria-expanded={registering}
            aria-controls="register-moderator"
            data-action="register-moderator"
          >
            {translate('app.settings.moderators.register')}
          </Button>
        ) : null}
        {canCreate ? (
          <Button
            component={LinkBase}
            to={`${basename}${SETTINGS_ROUTES.createAccount}`}
            startIcon={<AddIcon />}
            data-action="create-account"
          >
            {translate('app.settings.create_account.title')}
          </Button>
        ) : null}
      </PageActions>
      <Typography id="moderators-heading" variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>

      {canCreate && registering ? (
        <Card component="section" id="register-moderator" aria-labelledby="register-moderator-heading" sx={{ mb: 2 }}>
          <CardContent>
            <Typography id="register-moderator-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate('app.settings.moderators.register')}
            </Typography>
            <AccountForm
              key={formKey}
              submitLabel="app.settings.moderators.register_submit"
              onCreated={(account) => {
                notify('app.settings.moderators.registered', {
                  type: 'info',
                  messageArgs: { name: account.name, email: account.email },
                });
                setRegistering(false);
                setFormKey((k) => k + 1);
                setPage(1);
              }}
              actions={<Button onClick={() => setRegistering(false)}>{translate('ra.action.cancel')}</Button>}
            />
          </CardContent>
        </Card>
      ) : null}

      <Card component="section" aria-labelledby="moderators-heading">
        <CardContent sx={{ pb: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <TextField
              size="small"
              type="search"
              label={translate('app.settings.moderators.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ width: { xs: '100%', sm: 280 } }}
            />
          </Box>
          <FailureAlert
            text={failure?.text}
            title={failure ? `${failure.name}:` : undefined}
            onClose={() => setFailure(undefined)}
          />
          {list.isError ? <LoadError onRetry={() => void list.refetch()} /> : null}
          {list.isFetching ? <LinearProgress aria-label={translate('ra.page.loading')} /> : <Box sx={{ height: 4 }} />}
          {phone ? (
            <Box
              component="ul"
              aria-labelledby="moderators-heading"
              data-moderator-list
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {accountRows}
              {empty ? (
                <Box component="li" sx={{ py: 1.5 }}>
                  {translate('app.settings.moderators.empty')}
                </Box>
              ) : null}
            </Box>
          ) : (
            // A wide table scrolls inside its box, never the page.
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-labelledby="moderators-heading" data-moderator-list>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('app.settings.account.name')}</TableCell>
                    <TableCell>{translate('app.settings.account.email')}</TableCell>
                    <TableCell>{translate('app.settings.account.permission')}</TableCell>
                    <TableCell>{translate('app.settings.moderators.active')}</TableCell>
                    <TableCell>{translate('app.settings.moderators.two_factor')}</TableCell>
                    {canUpdate ? <TableCell>{translate('app.settings.moderators.sessions')}</TableCell> : null}
                    {canUpdate ? <TableCell>{translate('app.settings.account.password')}</TableCell> : null}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {accountRows}
                  {empty ? (
                    <TableRow>
                      <TableCell colSpan={canUpdate ? 6 : 4}>{translate('app.settings.moderators.empty')}</TableCell>
                    </TableRow>
                  ) : null}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <Pager page={page} total={list.data?.total ?? 0} onPage={setPage} />
        </CardContent>
      </Card>
      <Confirm
        isOpen={ending !== undefined}
        loading={pending !== undefined}
        title="app.settings.moderators.end_sessions_title"
        content={
          ending && isSelf(ending)
            ? 'app.settings.moderators.end_own_sessions_content'
            : 'app.settings.moderators.end_sessions_content'
        }
        translateOptions={{ name: ending?.name ?? '' }}
        confirm="app.settings.moderators.end_sessions"
        confirmColor="warning"
        onConfirm={() => void endSessions()}
        onClose={() => setEnding(undefined)}
      />
      <Confirm
        isOpen={resettingTwoFactor !== undefined}
        loading={pending !== undefined}
        title="app.settings.moderators.reset_two_factor_title"
        content="app.settings.moderators.reset_two_factor_content"
        translateOptions={{ name: resettingTwoFactor?.name ?? '' }}
        confirm="app.settings.moderators.reset_two_factor"
        confirmColor="warning"
        onConfirm={() => void resetTwoFactor()}
        onClose={() => setResettingTwoFactor(undefined)}
      />
      <ResetPasswordDialog
        account={resetting}
        onClose={() => setResetting(undefined)}
        onReset={(account, ended) => {
          setResetting(undefined);
          notify('app.settings.moderators.password_reset', {
            type: 'info',
            messageArgs: { name: account.name, count: ended },
          });
        }}
      />
    </Box>
  );
}
