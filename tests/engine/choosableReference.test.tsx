// @vitest-environment jsdom
// A picker of records the caller may not all choose (`choosable`: a permission whose grants the caller
// lacks cannot be given to an account): in a form those are offered disabled, saying why; a list's filter
// offers them all.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Form, testDataProvider, type DataProvider } from 'react-admin';
import { ReferenceKindInput } from '../../src/engine/ui/ReferenceKindInput';
import { defineEntity, reference, text } from '../../src/engine/schema';
import { appRegistry, InApp } from './inApp';

const moderators = appRegistry.find('moderators')!;
const permissionOf = moderators.fields.permission_id as ReturnType<typeof reference>;

const permissions = [
  { id: 1, name: 'Administrator', grantable: false },
  { id: 2, name: 'Editors', grantable: true },
];

function renderPicker(filter: boolean) {
  const getList = vi.fn().mockResolvedValue({ data: permissions, total: permissions.length });
  render(
    <InApp dataProvider={testDataProvider({ getList } as Partial<DataProvider>)}>
      <Form record={{}}>
        <ReferenceKindInput source="permission_id" label="Permission" field={permissionOf} filter={filter} />
      </Form>
    </InApp>,
  );
}

async function options() {
  const input = await screen.findByRole('combobox', { name: 'Permission' });
  fireEvent.mouseDown(input);
  const list = await screen.findByRole('listbox');
  await within(list).findByText(/Editors/);
  return within(list)
    .getAllByRole('option')
    .map((option) => [option.textContent, option.getAttribute('aria-disabled') === 'true']);
}

afterEach(cleanup);

describe('a reference to records the caller may not all choose', () => {
  it('offers those it may not choose disabled in a form, saying why', async () => {
    renderPicker(false);
    expect(await options()).toEqual([
      ['Administrator (not yours to choose)', true],
      ['Editors', false],
    ]);
  });

  it("offers every record in a list's filter", async () => {
    renderPicker(true);
    expect(await options()).toEqual([
      ['Administrator', false],
      ['Editors', false],
    ]);
  });

  it('must name a field the server answers', () => {
    const base = {
      name: 'boxes',
      route: 'boxes',
      permission: 'MASTER' as const,
      menu: false as const,
      fields: { label: text() },
      recordTitle: 'label' as const,
      list: { columns: ['label'] as const, sort: 'label' as const },
    };
    expect(() => defineEntity({ ...base, choosable: 'label' })).toThrow(/choosable must name a read-only field/);
  });
});
