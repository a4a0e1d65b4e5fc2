// @vitest-environment jsdom
// The permission screens: the grid's rules as data (VIEW implied, a row
// cleared with its VIEW, the "all" toggles, the body a save sends), how a
// refusal is split between fields and an alert, and the editor on a page:
// what it sends, and that a refusal keeps every edit. The passwords: the
// moderators screen's reset dialog and the page changing one's own.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider, type Location } from 'react-router-dom';
import { PRIVILEGES, type Grants } from '../../src/engine/permissions';
import { failureOf, splitFailure } from '../../src/pages/settings/api';
import {
  columnCoverage,
  emptyGrid,
  functionsOf,
  gridFromFunctions,
  grantedCount,
  rowCoverage,
  sameGrid,
  setCell,
  setColumn,
  setRow,
} from '../../src/pages/settings/grid';
import ModeratorPage from '../../src/pages/settings/ModeratorPage';
import PasswordPage from '../../src/pages/PasswordPage';
import PermissionPage, { leavesEditor, selectedId } from '../../src/pages/settings/PermissionPage';
import { authProviderGranting } from '../engine/fixtures';
import { englishMessages, i18nProviderFor } from '../i18n';
import { FUNCTION_TYPES } from '../../schemas/app';

const i18nProvider = await i18nProviderFor(englishMessages());

// react-admin logs every refused call in development; the refusals here are on purpose.
function quietRefusals() {
  beforeEach(() => {
    const log = console.error;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) =>
      args[0] instanceof HttpError ? undefined : log(...args),
    );
  });
  afterEach(() => vi.restoreAllMocks());
}

describe('the permission grid as data', () => {
  it('starts with nothing on each of the 20 function types', () => {
    const grid = emptyGrid();
    expect(Object.keys(grid)).toEqual([...FUNCTION_TYPES]);
    expect(functionsOf(grid)).toEqual([]);
    expect(grantedCount(grid)).toBe(0);
  });

  it('ticks VIEW with CREATE, UPDATE or DELETE, keeping the vocabulary order', () => {
    for (const privilege of ['CREATE', 'UPDATE', 'DELETE'] as const) {
      expect(setCell(emptyGrid(), 'JOBS', privilege, true).JOBS).toEqual(['VIEW', privilege]);
    }
    const grid = setCell(setCell(emptyGrid(), 'JOBS', 'DELETE', true), 'JOBS', 'CREATE', true);
    expect(grid.JOBS).toEqual(['VIEW', 'CREATE', 'DELETE']);
    // Other rows untouched.
    expect(grantedCount(grid)).toBe(1);
  });

  it('clears the whole row when VIEW is unticked, and only that privilege otherwise', () => {
    const full = setRow(emptyGrid(), 'HOMES', true);
    expect(full.HOMES).toEqual([...PRIVILEGES]);
    expect(setCell(full, 'HOMES', 'UPDATE', false).HOMES).toEqual(['VIEW', 'CREATE', 'DELETE']);
    expect(setCell(full, 'HOMES', 'VIEW', false).HOMES).toEqual([]);
    // Unticking the last other privilege keeps VIEW.
    expect(setCell(setCell(emptyGrid(), 'HOMES', 'CREATE', true), 'HOMES', 'CREATE', false).HOMES).toEqual(['VIEW']);
  });

  it('toggles a row and a column, and tells all / some / none', () => {
    let grid = setRow(emptyGrid(), 'NEWS', true);
    expect(rowCoverage(grid, 'NEWS')).toBe('all');
    expect(rowCoverage(setCell(grid, 'NEWS', 'DELETE', false), 'NEWS')).toBe('some');
    expect(rowCoverage(setRow(grid, 'NEWS', false), 'NEWS')).toBe('none');

    grid = setColumn(emptyGrid(), 'UPDATE', true);
    for (const type of FUNCTION_TYPES) expect(grid[type]).toEqual(['VIEW', 'UPDATE']);
    expect(columnCoverage(grid, 'UPDATE')).toBe('all');
    expect(columnCoverage(grid, 'VIEW')).toBe('all');
    expect(columnCoverage(grid, 'CREATE')).toBe('none');
    expect(columnCoverage(setCell(grid, 'MASTER', 'UPDATE', false), 'UPDATE')).toBe('some');
    // Unticking the UPDATE column keeps VIEW; unticking VIEW empties every row.
    expect(setColumn(grid, 'UPDATE', false).JOBS).toEqual(['VIEW']);
    expect(grantedCount(setColumn(grid, 'VIEW', false))).toBe(0);
  });

  it('sends the held rows only, in the vocabulary order, and reads a detail back', () => {
    const grid = setCell(
      setRow(setCell(emptyGrid(), 'MASTER', 'VIEW', true), 'ARTICLES', true),
      'COMPANIES',
      'UPDATE',
      true,
    );
    const body = functionsOf(grid);
    expect(body).toEqual([
      { function: { type: 'COMPANIES' }, privileges: ['VIEW', 'UPDATE'] },
      { function: { type: 'ARTICLES' }, privileges: ['VIEW', 'CREATE', 'UPDATE', 'DELETE'] },
      { function: { type: 'MASTER' }, privileges: ['VIEW'] },
    ]);
    expect(sameGrid(gridFromFunctions(body), grid)).toBe(true);
    expect(sameGrid(gridFromFunctions(body), emptyGrid())).toBe(false);
  });

  it('reads a detail leniently: unknown types and privileges left out, VIEW added', () => {
    const grid = gridFromFunctions([
      { function: { id: 8, type: 'JOBS' }, privileges: ['UPDATE', 'FLY'] },
      { function: { type: 'SPACESHIPS' }, privileges: ['VIEW'] },
    ]);
    expect(functionsOf(grid)).toEqual([{ function: { type: 'JOBS' }, privileges: ['VIEW', 'UPDATE'] }]);
  });
});

describe('refusals and addresses', () => {
  it('puts field errors under their fields and the rest in one alert', () => {
    const conflict = failureOf(
      new HttpError('No administrator would be left', 409, {
        message: 'No administrator would be left',
        errors: { functions: 'No administrator would be left' },
      }),
    );
    expect(splitFailure(conflict, ['name', 'functions'])).toEqual({
      fields: { functions: 'No administrator would be left' },
    });
    expect(splitFailure(conflict, ['name'])).toEqual({ fields: {}, alert: 'No administrator would be left' });
    const taken = failureOf(new HttpError('Taken', 409, { message: 'Taken', errors: { email: 'Taken' } }));
    expect(splitFailure(taken, ['name', 'email'])).toEqual({ fields: { email: 'Taken' } });
    // A refusal without fields keeps its reason; no answer or a fault gets a sentence of ours.
    expect(splitFailure(failureOf(new HttpError('Forbidden', 403, { message: 'Forbidden' })), ['name'])).toEqual({
      fields: {},
      alert: 'Forbidden',
    });
    expect(splitFailure(failureOf(new HttpError('ra.notification.http_error', 0, {})), ['name']).alert).toBe(
      'app.settings.failed',
    );
    expect(splitFailure(failureOf(new Error('boom')), ['name']).alert).toBe('app.settings.failed');
  });

  it('reads ?id=N, and asks before another page or another permission but not a language switch', () => {
    expect(selectedId(new URLSearchParams('id=12'))).toBe(12);
    expect(selectedId(new URLSearchParams(''))).toBeUndefined();
    expect(selectedId(new URLSearchParams('id=abc'))).toBeNull();
    const at = (pathname: string, search = '') => ({ pathname, search, hash: '', state: null, key: 'k' }) as Location;
    expect(leavesEditor(at('/setting/permission', '?id=1'), at('/ja/setting/permission', '?id=1'))).toBe(false);
    expect(leavesEditor(at('/setting/permission', '?id=1'), at('/setting/permission', '?id=2'))).toBe(true);
    expect(leavesEditor(at('/setting/permission', '?id=1'), at('/setting/permission'))).toBe(true);
    expect(leavesEditor(at('/setting/permission'), at('/setting/moderator'))).toBe(true);
  });
});

describe('the permission editor', () => {
  afterEach(cleanup);
  quietRefusals();

  type Call = { call: string; id?: unknown; body?: unknown };

  function renderPage(options: { grants: Grants; url: string; answer?: (call: Call) => unknown }) {
    const calls: Call[] = [];
    const detail = { id: 3, name: 'Editors', functions: [{ function: { id: 8, type: 'JOBS' }, privileges: ['VIEW'] }] };
    const dataProvider = {
      callList: vi.fn(async (path: string) => {
        calls.push({ call: `LIST ${path}` });
        return { data: [{ id: 3, name: 'Editors', accounts: 2 }], total: 1 };
      }),
      callAction: vi.fn(async (call: string, id?: unknown, body?: unknown) => {
        calls.push({ call, id, body });
        const answer = options.answer?.({ call, id, body });
        if (answer instanceof Error) throw answer;
        if (answer !== undefined) return { data: answer };
        if (call.startsWith('GET ')) return { data: detail };
        return { data: { ...detail, ...(body as object) } };
      }),
    };
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <AdminContext
              authProvider={authProviderGranting(options.grants, { id: 1, fullName: 'Admin', permission_id: 1 })}
              dataProvider={dataProvider as never}
              i18nProvider={i18nProvider}
              store={memoryStore()}
            >
              <PermissionPage />
            </AdminContext>
          ),
        },
      ],
      { initialEntries: [options.url] },
    );
    render(<RouterProvider router={router} />);
    return { calls, router };
  }

  // By the checkbox's own aria-label: a role query works out every element's name and visibility,
  // some 80 checkboxes here, which took most of the test's time (and on a busy machine, all of it).
  // Role queries below take hidden: true, which spares working out every element's visibility.
  const box = (name: string) =>
    screen.findByLabelText(name, { selector: 'input[type="checkbox"]' }) as Promise<HTMLInputElement>;
  const sent = (calls: Call[]) => calls.filter((c) => !c.call.startsWith('GET ') && !c.call.startsWith('LIST '));
  /** An administrator's grants: every privilege on every function. */
  const ALL: Grants = Object.fromEntries(FUNCTION_TYPES.map((type) => [type, [...PRIVILEGES]]));

  it('fills the grid from ?id, ticks VIEW with UPDATE, and saves the whole grid (no rename when the name is unchanged)', async () => {
    const { calls } = renderPage({ grants: ALL, url: '/setting/permission?id=3' });
    expect((await box('Jobs: View')).checked).toBe(true);
    expect((await box('Jobs: Update')).checked).toBe(false);
    expect(calls.find((c) => c.call.startsWith('GET '))).toEqual({
      call: 'GET admin/permissions/{id}/detail',
      id: 3,
      body: undefined,
    });

    fireEvent.click(await box('News: Update'));
    expect((await box('News: View')).checked).toBe(true);
    fireEvent.click(await box('Jobs: View'));
    expect((await box('Jobs: View')).checked).toBe(false);
    fireEvent.click(await box('Master data: View'));
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));

    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]).toEqual({
      call: 'POST admin/permissions/{id}/detail',
      id: 3,
      body: {
        functions: [
          { function: { type: 'NEWS' }, privileges: ['VIEW', 'UPDATE'] },
          { function: { type: 'MASTER' }, privileges: ['VIEW'] },
        ],
      },
    });
  });

  it('renames first, then keeps every edit and shows the last-administrator refusal over the grid', async () => {
    const refusal = 'This change would leave no administrator';
    const { calls } = renderPage({
      grants: ALL,
      url: '/setting/permission?id=3',
      answer: ({ call, body }) =>
        call === 'POST admin/permissions/{id}/detail'
          ? new HttpError(refusal, 409, { message: refusal, errors: { functions: refusal } })
          : call === 'PUT admin/permissions/{id}'
            ? { id: 3, name: (body as { name: string }).name, functions: [] }
            : undefined,
    });
    const name = (await screen.findByRole('textbox', { name: /Name/, hidden: true })) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Editors'));
    fireEvent.change(name, { target: { value: '  Chief editors ' } });
    fireEvent.click(await box('Settings & moderators: Delete'));
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));

    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert.textContent).toContain(refusal);
    expect(alert.closest('[data-field-error="functions"]')).not.toBeNull();
    expect(sent(calls).map((c) => [c.call, c.body])).toEqual([
      ['PUT admin/permissions/{id}', { name: 'Chief editors' }],
      [
        'POST admin/permissions/{id}/detail',
        {
          functions: [
            { function: { type: 'JOBS' }, privileges: ['VIEW'] },
            { function: { type: 'SETTING_MODERATOR' }, privileges: ['VIEW', 'DELETE'] },
          ],
        },
      ],
    ]);
    // Nothing typed or ticked is lost.
    expect((await box('Settings & moderators: Delete')).checked).toBe(true);
    expect((await box('Settings & moderators: View')).checked).toBe(true);
    expect(name.value).toBe('Chief editors');
  });

  it('creates a new permission with its grid; a taken name lands under the name field and the grid stays', async () => {
    const taken = 'A permission with this name already exists';
    const { calls } = renderPage({
      grants: ALL,
      url: '/setting/permission',
      answer: ({ call }) =>
        call === 'POST admin/permissions'
          ? new HttpError(taken, 409, { message: taken, errors: { name: taken } })
          : undefined,
    });
    const name = (await screen.findByRole('textbox', { name: /Name/, hidden: true })) as HTMLInputElement;
    // An empty name is refused here, without a call.
    fireEvent.click(await box('All rights on Homes'));
    fireEvent.click(screen.getByRole('button', { name: 'Create permission', hidden: true }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(sent(calls)).toEqual([]);

    fireEvent.change(name, { target: { value: 'Moderator' } });
    fireEvent.click(await box('Update on every function'));
    fireEvent.click(screen.getByRole('button', { name: 'Create permission', hidden: true }));
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const [create] = sent(calls);
    expect(create.call).toBe('POST admin/permissions');
    const body = create.body as { name: string; functions: { function: { type: string }; privileges: string[] }[] };
    expect(body.name).toBe('Moderator');
    expect(body.functions).toHaveLength(20);
    expect(body.functions.find((f) => f.function.type === 'HOMES')!.privileges).toEqual([...PRIVILEGES]);
    expect(body.functions.find((f) => f.function.type === 'JOBS')!.privileges).toEqual(['VIEW', 'UPDATE']);
    expect((await box('Homes: Delete')).checked).toBe(true);
    expect(name.value).toBe('Moderator');
  });

  it('lets an editor tick only the rights it holds, the "all" boxes included', async () => {
    const { calls } = renderPage({
      grants: { SETTING_MODERATOR: ['VIEW', 'UPDATE'], JOBS: ['VIEW'] },
      url: '/setting/permission?id=3',
    });
    expect((await box('Jobs: View')).checked).toBe(true);
    for (const name of ['Jobs: Update', 'News: View', 'Settings & moderators: Delete'])
      expect((await box(name)).disabled, name).toBe(true);
    expect((await box('Settings & moderators: Update')).disabled).toBe(false);
    // Nothing in the News row may be ticked; the Update column ticks only what may be.
    expect((await box('All rights on News')).disabled).toBe(true);
    fireEvent.click(await box('Update on every function'));
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0].body).toEqual({
      functions: [
        { function: { type: 'JOBS' }, privileges: ['VIEW'] },
        { function: { type: 'SETTING_MODERATOR' }, privileges: ['VIEW', 'UPDATE'] },
      ],
    });
  });

  it('shows a permission holding rights the editor lacks read-only, saying why', async () => {
    renderPage({ grants: { SETTING_MODERATOR: [...PRIVILEGES] }, url: '/setting/permission?id=3' });
    expect(
      await screen.findByText(
        'This permission holds rights you do not hold yourself: only someone who holds them may change it.',
      ),
    ).toBeTruthy();
    expect((await box('Jobs: View')).disabled).toBe(true);
    expect((await box('Settings & moderators: Update')).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save', hidden: true })).toBeNull();
  });

  it('shows a permission read-only without UPDATE, and no new editor without CREATE', async () => {
    renderPage({ grants: { SETTING_MODERATOR: ['VIEW'] }, url: '/setting/permission?id=3' });
    expect((await box('Jobs: View')).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save', hidden: true })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete', hidden: true })).toBeNull();
    const list = screen.getByRole('table', { name: 'All permissions', hidden: true });
    expect(within(list).getByRole('link', { name: 'Editors', hidden: true }).getAttribute('aria-current')).toBe('true');
    cleanup();

    renderPage({ grants: { SETTING_MODERATOR: ['VIEW'] }, url: '/setting/permission' });
    expect(await screen.findByText('Choose a permission in the list to see what it allows.')).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});

describe('the moderators list', () => {
  afterEach(cleanup);
  quietRefusals();

  const accounts = [
    {
      id: 7,
      name: 'Ann',
      email: 'ann@example.com',
      permission_id: 1,
      permission_name: 'Administrator',
      active: true,
      created_at: '2026-01-02T00:00:00Z',
    },
    {
      id: 1,
      name: 'Admin',
      email: 'admin@example.com',
      permission_id: 1,
      permission_name: 'Administrator',
      active: true,
      created_at: '2026-01-01T00:00:00Z',
    },
  ];

  function renderList(
    grants: Grants,
    patch: (id: unknown, body: unknown) => unknown,
    { listed = accounts, administratorGrantable = true } = {},
  ) {
    const patches: unknown[][] = [];
    const dataProvider = {
      callList: vi.fn(async (path: string) =>
        path === 'admin/moderators'
          ? { data: listed, total: listed.length }
          : {
              data: [
                { id: 1, name: 'Administrator', accounts: 2, grantable: administratorGrantable },
                { id: 2, name: 'Moderator', accounts: 0, grantable: true },
              ],
              total: 2,
            },
      ),
      callAction: vi.fn(async (call: string, id?: unknown, body?: unknown) => {
        patches.push([call, id, body]);
        const answer = patch(id, body);
        if (answer instanceof Error) throw answer;
        return { data: answer };
      }),
    };
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <AdminContext
              authProvider={authProviderGranting(grants, { id: 1, fullName: 'Admin', permission_id: 1 })}
              dataProvider={dataProvider as never}
              i18nProvider={i18nProvider}
              store={memoryStore()}
            >
              <ModeratorPage />
            </AdminContext>
          ),
        },
      ],
      { initialEntries: ['/setting/moderator'] },
    );
    render(<RouterProvider router={router} />);
    return { patches };
  }

  it('changes a permission with PATCH; the last-administrator refusal names the account and the row keeps its value', async () => {
    const refusal = 'This change would leave no administrator';
    const { patches } = renderList(
      { SETTING_MODERATOR: ['VIEW', 'UPDATE'] },
      () => new HttpError(refusal, 409, { message: refusal, errors: { permission_id: refusal } }),
    );
    const select = (await screen.findByRole('combobox', { name: 'Permission of Ann' })) as HTMLSelectElement;
    expect(select.value).toBe('1');
    fireEvent.change(select, { target: { value: '2' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ann:');
    expect(alert.textContent).toContain(refusal);
    expect(patches).toEqual([['PATCH admin/moderators/{id}', 7, { permission_id: 2 }]]);
    await waitFor(() => expect(select.value).toBe('1'));
    // Nobody switches themselves off; others may be.
    expect((screen.getByRole('switch', { name: 'Admin active' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: 'Ann active' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('offers only the permissions the admin may give, and no controls on an account above them', async () => {
    const bob = { ...accounts[0], id: 8, name: 'Bob', email: 'bob@example.com', permission_id: 2 };
    renderList({ SETTING_MODERATOR: ['VIEW', 'CREATE', 'UPDATE'] }, () => undefined, {
      listed: [bob, ...accounts],
      administratorGrantable: false,
    });
    const select = (await screen.findByRole('combobox', { name: 'Permission of Bob' })) as HTMLSelectElement;
    const option = (name: string) => within(select).getByRole('option', { name }) as HTMLOptionElement;
    expect(option('Administrator').disabled).toBe(true);
    expect(option('Moderator').disabled).toBe(false);
    expect(screen.queryByRole('combobox', { name: 'Permission of Ann' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Ann active' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End sessions of Ann' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset password of Ann' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset password of Bob' })).toBeTruthy();

    // The register form chooses no permission, and offers only what may be given.
    fireEvent.click(screen.getByRole('button', { name: 'Register moderator' }));
    await waitFor(() => expect(document.getElementById('register-moderator')).not.toBeNull());
    const form = document.getElementById('register-moderator')!;
    const permission = await within(form).findByRole('combobox', { name: /^Permission/ });
    expect(permission.textContent).not.toMatch(/Administrator|Moderator/);
    fireEvent.mouseDown(permission);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Administrator' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(listbox).getByRole('option', { name: 'Moderator' }).getAttribute('aria-disabled')).toBeNull();
  });

  it("resets another account's password in a dialog: typed twice, the server's field error under the field, then closed; never one's own", async () => {
    const beyond = 'This permission holds privileges you do not hold';
    let refuse = true;
    const { patches } = renderList({ SETTING_MODERATOR: ['VIEW', 'UPDATE'] }, (id) => {
      if (!refuse) return { id, ended: 2 };
      refuse = false;
      return new HttpError(beyond, 403, { message: beyond, errors: { password: beyond } });
    });
    // Admin is the signed-in account: its password changes from the account menu, with the current one.
    await screen.findByRole('button', { name: 'Reset password of Ann' });
    expect(screen.queryByRole('button', { name: 'Reset password of Admin' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset password of Ann' }));
    const dialog = await screen.findByRole('dialog', { name: 'New password for Ann' });
    const [password, again] = within(dialog).getAllByLabelText(/^Password/) as HTMLInputElement[];
    fireEvent.change(password, { target: { value: 'new-password-1' } });
    fireEvent.change(again, { target: { value: 'new-password-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await within(dialog).findByText('The two passwords are not the same')).toBeTruthy();
    expect(patches).toEqual([]);

    fireEvent.change(again, { target: { value: 'new-password-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    // Under the field it is about, the dialog still open with what was typed.
    const error = await within(dialog).findByText(beyond);
    expect(error.closest('.MuiFormControl-root')?.contains(password)).toBe(true);
    expect(password.value).toBe('new-password-1');
    expect(patches).toEqual([['PUT admin/moderators/{id}/password', 7, { password: 'new-password-1' }]]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches).toHaveLength(2);
  });

  it('shows values only, and no register form, with VIEW alone', async () => {
    renderList({ SETTING_MODERATOR: ['VIEW'] }, () => undefined);
    expect(await screen.findByText('ann@example.com')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Permission of Ann' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register moderator' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reset password of/ })).toBeNull();
    expect(screen.getAllByText('Administrator')).toHaveLength(2);
  });
});

describe("the page changing one's own password", () => {
  afterEach(cleanup);
  quietRefusals();

  function renderPasswordPage(answer: (body: unknown) => unknown) {
    const calls: unknown[][] = [];
    const dataProvider = {
      callAction: vi.fn(async (call: string, id?: unknown, body?: unknown) => {
        calls.push([call, id, body]);
        const answered = answer(body);
        if (answered instanceof Error) throw answered;
        return { data: answered };
      }),
    };
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <AdminContext
              authProvider={authProviderGranting({}, { id: 5, fullName: 'Ann' })}
              dataProvider={dataProvider as never}
              i18nProvider={i18nProvider}
              store={memoryStore()}
            >
              <PasswordPage />
            </AdminContext>
          ),
        },
      ],
      { initialEntries: ['/profile/password'] },
    );
    render(<RouterProvider router={router} />);
    return { calls };
  }

  const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

  it('asks for the current password and the new one twice; a wrong current one is told under its field; a change empties the form', async () => {
    const wrong = 'The current password is not correct';
    let refuse = true;
    const { calls } = renderPasswordPage(() => {
      if (!refuse) return { id: 5, ended: 1 };
      refuse = false;
      return new HttpError('Validation failed', 422, {
        message: 'Validation failed',
        errors: { current_password: wrong },
      });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeTruthy();
    fireEvent.change(field(/^Current password/), { target: { value: 'old-password' } });
    fireEvent.change(field(/^New password(?! again)/), { target: { value: 'short' } });
    fireEvent.change(field(/^New password again/), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    // The creation's length rule, before any call.
    expect(await screen.findByText('Must be at least 8 characters')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(field(/^New password(?! again)/), { target: { value: 'new-password' } });
    fireEvent.change(field(/^New password again/), { target: { value: 'new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const error = await screen.findByText(wrong);
    expect(error.closest('.MuiFormControl-root')?.contains(field(/^Current password/))).toBe(true);
    expect(calls).toEqual([
      ['PUT user/password', undefined, { current_password: 'old-password', password: 'new-password' }],
    ]);

    fireEvent.change(field(/^Current password/), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(field(/^Current password/).value).toBe(''));
    expect(calls).toHaveLength(2);
    expect(field(/^New password(?! again)/).value).toBe('');
  });
});
