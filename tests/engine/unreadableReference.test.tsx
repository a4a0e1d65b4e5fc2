// @vitest-environment jsdom
// A reference to an entity the admin may not read: its id, with no call the
// server would refuse; the same field, readable, asks for and shows the name.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import {
  Form,
  RecordContextProvider,
  testDataProvider,
  useRecordContext,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { PageBreadcrumbs, useListPlace } from '../../src/engine/ui/PageChrome';
import { ReferenceCell } from '../../src/engine/ui/ReferenceKind';
import { ReferenceKindInput } from '../../src/engine/ui/ReferenceKindInput';
import { useMayRead } from '../../src/engine/ui/useMayRead';
import { listCells, listFilters } from '../../src/engine/ui/columns';
import { reference } from '../../src/engine/schema';
import { appRegistry as registry, InApp } from './inApp';

const companies = registry.find('companies')!;
const company = reference('companies');

/** An admin whose loaded grants answer `readable` for every resource but `companies`'s, and undefined before they load. */
function authProvider(
  companiesReadable: boolean | undefined,
): AuthProvider & { canAccessNow: (p: { action: string; resource: string }) => boolean | undefined } {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    canAccess: async () => companiesReadable !== false,
    canAccessNow: ({ resource }) => (resource === companies.route ? companiesReadable : true),
  };
}

function renderWith(
  auth: AuthProvider,
  dataProvider: DataProvider,
  ui: React.ReactNode,
  record: Record<string, unknown> = { id: 1, company_id: 5 },
) {
  return render(
    <InApp authProvider={auth} dataProvider={dataProvider}>
      <RecordContextProvider value={record}>{ui}</RecordContextProvider>
    </InApp>,
  );
}

function MayRead({ resource }: { resource: string }) {
  return <output>{String(useMayRead()(resource))}</output>;
}

afterEach(cleanup);

describe('useMayRead', () => {
  it('answers from the loaded grants, for the list of the resource', () => {
    const canAccessNow = vi.fn(() => false);
    renderWith(
      { ...authProvider(true), canAccessNow } as AuthProvider,
      testDataProvider(),
      <MayRead resource="city" />,
    );
    expect(screen.getByRole('status').textContent).toBe('false');
    expect(canAccessNow).toHaveBeenCalledWith({ resource: 'city', action: 'list' });
  });

  it('does not refuse before the grants have loaded (the page guard waits for them)', () => {
    renderWith(authProvider(undefined), testDataProvider(), <MayRead resource={companies.route} />);
    expect(screen.getByRole('status').textContent).toBe('true');
  });
});

describe('a reference to an entity the admin may not read', () => {
  it('is shown in a list cell as its id, with no call', async () => {
    const getMany = vi.fn(async (resource: string) => ({
      data: resource === 'jobs' ? [{ id: 7, title: 'Welder' }] : [{ id: 5, name: 'Acme' }],
    }));
    // A readable reference in the same row: its call is made when a call for the company would be,
    // so once its name shows, a call for the company would have been made too.
    renderWith(
      authProvider(false),
      testDataProvider({ getMany } as Partial<DataProvider>),
      <>
        <ReferenceCell source="company_id" field={company} />
        <ReferenceCell source="job_id" field={reference('jobs')} />
      </>,
      { id: 1, company_id: 5, job_id: 7 },
    );
    expect(screen.getByText('#5')).toBeTruthy();
    expect(await screen.findByText('Welder')).toBeTruthy();
    expect(getMany.mock.calls.map(([resource]) => resource)).toEqual(['jobs']);
  });

  it('is shown by its name once the admin may read it', async () => {
    const getMany = vi.fn().mockResolvedValue({ data: [{ id: 5, name: 'Acme' }] });
    renderWith(
      authProvider(true),
      testDataProvider({ getMany }),
      <ReferenceCell source="company_id" field={company} />,
    );
    expect(await screen.findByText('Acme')).toBeTruthy();
    expect(getMany).toHaveBeenCalledWith(companies.route, expect.objectContaining({ ids: [5] }));
  });

  it('is a read-only id in a form, saying why, with no picker call', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [], total: 0 });
    const getMany = vi.fn().mockResolvedValue({ data: [] });
    renderWith(
      authProvider(false),
      testDataProvider({ getList, getMany }),
      <Form record={{ id: 1, company_id: 5 }}>
        <ReferenceKindInput source="company_id" label="Company" field={company} />
      </Form>,
    );
    const input = (await screen.findByLabelText('Company')) as HTMLInputElement;
    expect(input.value).toBe('#5');
    expect(input.readOnly).toBe(true);
    expect(screen.getByText(/Your permission does not cover Companies/)).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(getList).not.toHaveBeenCalled();
    expect(getMany).not.toHaveBeenCalled();
  });
  it('left empty where the record needs it (a new record), says that the record cannot be saved here', async () => {
    const required = reference('companies', { required: true });
    renderWith(
      authProvider(false),
      testDataProvider(),
      <Form record={{}}>
        <ReferenceKindInput source="company_id" label="Company" field={required} />
      </Form>,
    );
    expect(((await screen.findByLabelText(/Company/)) as HTMLInputElement).value).toBe('');
    expect(
      screen.getByText(/Your permission does not cover Companies, and this record needs one: it cannot be saved here/),
    ).toBeTruthy();
  });
});

describe("the filters of a list (and of a record's related list, which takes the same)", () => {
  it('leave out references to entities the admin may not read, and keep every other', () => {
    const jobs = registry.find('jobs')!;
    const sources = (mayRead: (resource: string) => boolean) =>
      listFilters(jobs, (key) => key, mayRead).map((filter) => (filter.props as { source: string }).source);
    const all = sources(() => true);
    expect(all).toEqual(expect.arrayContaining(['company_id', 'city_id', 'occupation_id', 'status']));
    const asked: string[] = [];
    const narrow = sources((resource) => {
      asked.push(resource);
      return registry.find(resource)?.name !== 'companies' && registry.find(resource)?.name !== 'cities';
    });
    expect(narrow).toEqual(all.filter((source) => source !== 'company_id' && source !== 'city_id'));
    expect(asked.map((resource) => registry.find(resource)?.name)).toEqual(
      expect.arrayContaining(['companies', 'cities', 'occupations']),
    );
  });
});

describe('the columns of a list', () => {
  it("sort by a reference only for an admin who may read its entity (the server refuses the others' sort)", () => {
    const jobs = registry.find('jobs')!;
    const sortable = (mayRead: (resource: string) => boolean) =>
      Object.fromEntries(
        listCells(jobs, mayRead).map((cell) => {
          const { source, sortable } = cell.props as { source: string; sortable?: boolean };
          return [source, sortable !== false];
        }),
      );
    const all = sortable(() => true);
    expect(all.company_id).toBe(true);
    const narrow = sortable((resource) => registry.find(resource)?.name !== 'companies');
    expect(narrow).toEqual({ ...all, company_id: false });
  });
});

describe("the breadcrumb of a record listed on its owner's tab", () => {
  const jobs = registry.find('jobs')!;
  const translations = registry.find('job_translations')!;
  const auth = (jobsReadable: boolean) =>
    ({
      ...authProvider(true),
      canAccessNow: ({ resource }: { resource: string }) => resource !== jobs.route || jobsReadable,
    }) as AuthProvider;
  function Crumbs() {
    const { crumbs } = useListPlace(translations, useRecordContext());
    // As a record page has them: the record's own name last.
    return <PageBreadcrumbs crumbs={[...crumbs, { label: 'Điều dưỡng' }]} />;
  }
  const translation = { id: 7, job_id: 42, language_code: 'vi', title: 'Điều dưỡng' };
  const crumbLinks = () => screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

  it("names the owner by its title, read as a reference's is", async () => {
    const getMany = vi.fn(async () => ({ data: [{ id: 42, title: 'Care worker in Osaka' }] }));
    renderWith(auth(true), testDataProvider({ getMany } as Partial<DataProvider>), <Crumbs />, translation);
    expect(await screen.findByText('Care worker in Osaka')).toBeTruthy();
    expect(crumbLinks()).toEqual([
      ['Jobs', `/${jobs.route}`],
      ['Care worker in Osaka', `/${jobs.route}/42`],
      ['Translations', `/${jobs.route}/42/jobTranslation`],
    ]);
  });

  it('names it by its number, with no call, for an admin who may not read it', async () => {
    const getMany = vi.fn(async () => ({ data: [] }));
    renderWith(auth(false), testDataProvider({ getMany } as Partial<DataProvider>), <Crumbs />, translation);
    expect(crumbLinks()[1]).toEqual(['#42', `/${jobs.route}/42`]);
    expect(getMany).not.toHaveBeenCalled();
  });
});
