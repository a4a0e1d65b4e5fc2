// @vitest-environment jsdom
// The account pages' parts: the permission grid's rules as data (VIEW implied, a row cleared with its
// VIEW, the "all" toggles, the body a save sends), how a refusal is split between fields and an alert,
// and the page changing one's own password.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError, memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PRIVILEGES } from '../../src/engine/permissions';
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
import PasswordPage from '../../src/pages/PasswordPage';
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
