// The calls of the permission-administration screens (see the permissions
// contract), through react-admin's data provider so that a 401 ends the
// session and a 403 is told like everywhere else.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type HttpError } from 'react-admin';
import type { FunctionType, Privilege } from '../../engine/permissions';
import type { AdminDataProvider } from '../../providers/dataProvider';
import type { FunctionGrant, PermissionFunction } from './grid';

export const PERMISSIONS_PATH = 'admin/permissions';
export const MODERATORS_PATH = 'admin/moderators';
export const REGISTER_CALL = 'POST user/register/manager';
export const SETTINGS_ROUTES = {
  permission: '/setting/permission',
  moderator: '/setting/moderator',
  createAccount: '/setting/create-account',
} as const;

/** Rows per list page, as the server's default. */
export const PAGE_SIZE = 20;
/** The server's largest page: the permission choices are read in pages of it. */
const MAX_PAGE = 100;

export interface PermissionRow {
  id: number;
  name: string;
  accounts: number;
  /** Whether the caller may give this permission to an account or change it (it holds nothing they lack). */
  grantable?: boolean;
  created_at?: string;
}

export interface PermissionDetail {
  id: number;
  name: string;
  functions: PermissionFunction[];
}

export interface Account {
  id: number;
  name: string;
  email: string;
  permission_id: number | null;
  permission_name: string | null;
  active: boolean;
  created_at: string;
  /** In the list only: whether it signs in with a second factor. */
  two_factor?: boolean;
}

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  permission_id: number;
}

/** A refused or failed call: its status (0: no answer), message and per-field errors. */
export interface CallFailure {
  status: number;
  message: string;
  errors: Record<string, string>;
}

export function failureOf(error: unknown): CallFailure {
  const { status, message, body } = (error ?? {}) as Partial<HttpError> & { body?: { errors?: unknown } };
  const errors =
    body?.errors && typeof body.errors === 'object' && !Array.isArray(body.errors)
      ? (Object.fromEntries(
          Object.entries(body.errors as Record<string, unknown>).filter(([, v]) => typeof v === 'string'),
        ) as Record<string, string>)
      : {};
  return {
    status: typeof status === 'number' ? status : 0,
    message: typeof message === 'string' ? message : '',
    errors,
  };
}

/**
 * A failure split for a form: errors of its own fields go under them, the
 * rest (a field it does not show, or no field at all) into one alert text,
 * which is a message key or the server's own words.
 */
export function splitFailure(
  failure: CallFailure,
  fields: readonly string[],
): { fields: Record<string, string>; alert?: string } {
  const own = Object.fromEntries(Object.entries(failure.errors).filter(([name]) => fields.includes(name)));
  const other = Object.entries(failure.errors)
    .filter(([name]) => !fields.includes(name))
    .map(([, text]) => text);
  if (other.length) return { fields: own, alert: other[0] };
  if (Object.keys(own).length) return { fields: own };
  // No answer, or a server fault: a sentence of ours; a refusal keeps the server's reason.
  const alert =
    failure.status === 0 || failure.status >= 500 || !failure.message ? 'app.settings.failed' : failure.message;
  return { fields: own, alert };
}

/** Human names of the vocabulary (e.g. JOBS → "Jobs"). */
const FUNCTION_LABELS = 'app.functions.';
const PRIVILEGE_LABELS = 'app.privileges.';

export function useVocabularyLabels() {
  const translate = useTranslate();
  return {
    functionLabel: (type: FunctionType) => translate(`${FUNCTION_LABELS}${type}`),
    privilegeLabel: (privilege: Privilege) => translate(`${PRIVILEGE_LABELS}${privilege}`),
  };
}

const KEY = 'settings-screens';

export function usePermissionList(page: number) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: [KEY, 'permissions', page],
    queryFn: ({ signal }) =>
      dataProvider.callList<PermissionRow>(PERMISSIONS_PATH, { page, paging: PAGE_SIZE }, signal),
    retry: false,
  });
}

/** Every permission (for the account forms' choices), in the server's order (by name). */
export function useAllPermissions() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: [KEY, 'permissions', 'all'],
    queryFn: async ({ signal }) => {
      const rows: PermissionRow[] = [];
      for (let page = 1; ; page++) {
        const { data, total } = await dataProvider.callList<PermissionRow>(
          PERMISSIONS_PATH,
          { page, paging: MAX_PAGE },
          signal,
        );
        rows.push(...data);
        if (data.length < MAX_PAGE || rows.length >= total) return rows;
      }
    },
    retry: false,
  });
}

export function usePermissionDetail(id: number | undefined) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: [KEY, 'detail', id],
    queryFn: async () =>
      (await dataProvider.callAction<PermissionDetail>(`GET ${PERMISSIONS_PATH}/{id}/detail`, id)).data,
    enabled: id !== undefined,
    retry: false,
    // The editor is filled once from it; a refetch behind the user's edits would not show anyway.
    refetchOnWindowFocus: false,
  });
}

export function useModeratorList(page: number, q: string) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: [KEY, 'moderators', page, q],
    queryFn: ({ signal }) => dataProvider.callList<Account>(MODERATORS_PATH, { page, paging: PAGE_SIZE, q }, signal),
    retry: false,
    placeholderData: (previous) => previous,
  });
}

/** The writes; each one makes the screens read their lists again before it resolves. */
export function useSettingsCalls() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  // A permission's detail is not read again behind an open editor: the answer of its own save replaces it.
  const refreshLists = () =>
    queryClient.invalidateQueries({ queryKey: [KEY], predicate: (query) => query.queryKey[1] !== 'detail' });
  const after = async <T>(promise: Promise<{ data: T }>) => {
    const { data } = await promise;
    await refreshLists();
    return data;
  };
  const detail = async (promise: Promise<{ data: PermissionDetail }>) => {
    const data = await after(promise);
    queryClient.setQueryData([KEY, 'detail', data.id], data);
    return data;
  };
  return {
    createPermission: (body: { name: string; functions: FunctionGrant[] }) =>
      detail(dataProvider.callAction<PermissionDetail>(`POST ${PERMISSIONS_PATH}`, undefined, body)),
    renamePermission: (id: number, name: string) =>
      detail(dataProvider.callAction<PermissionDetail>(`PUT ${PERMISSIONS_PATH}/{id}`, id, { name })),
    saveGrants: (id: number, functions: FunctionGrant[]) =>
      detail(dataProvider.callAction<PermissionDetail>(`POST ${PERMISSIONS_PATH}/{id}/detail`, id, { functions })),
    // A later visit of the deleted id reads it again (editors fill from a fresh read) and finds nothing.
    deletePermission: (id: number) =>
      after(dataProvider.callAction<{ id: number }>(`DELETE ${PERMISSIONS_PATH}/{id}`, id)),
    registerAccount: (body: NewAccount) => after(dataProvider.callAction<Account>(REGISTER_CALL, undefined, body)),
    updateAccount: (id: number, body: Partial<Pick<Account, 'name' | 'permission_id' | 'active'>>) =>
      after(dataProvider.callAction<Account>(`PATCH ${MODERATORS_PATH}/{id}`, id, body)),
  };
}
