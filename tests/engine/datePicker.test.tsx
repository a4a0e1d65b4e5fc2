// @vitest-environment jsdom
// The date kinds' inputs are MUI X pickers localised per interface language
// (month names, the first day of the week, the field's format), bound to the
// form in the stored formats: YYYY-MM-DD for a date, ISO 8601 for a datetime.
import { createContext, useContext, useState, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  Form,
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
  useLocaleState,
  type I18nProvider,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { schemas } from '../../schemas';
import type { LocaleCode } from '../../src/engine/locales';
import type { Messages } from '../../src/engine/messages';
import { date, datetime, defineEntity, text, type EntitySchema } from '../../src/engine/schema';
import { listCells } from '../../src/engine/ui/columns';
import { formInputs } from '../../src/engine/ui/formInputs';
import { DateKindInput, UNFINISHED_DATE } from '../../src/engine/ui/DateKindInput';
import { createSchemaRegistry, SchemaRegistryProvider } from '../../src/engine/ui/registry';
import ListPage from '../../src/engine/ui/pages/ListPage';
import { i18nProviderWithAll } from '../i18n';

// Datetimes are shown and typed in the browser's zone.
process.env.TZ = 'Asia/Tokyo';

// The pickers take their desktop form (a popup calendar) where the pointer is fine.
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('pointer: fine'),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
// Loaded once here: the kind loads it lazily, and the first load in a test run is slow.
await import('../../src/engine/ui/DatePickerInput');

const event = defineEntity({
  name: 'events',
  route: 'event',
  permission: 'MASTER',
  menu: false,
  fields: { title: text({ required: true }), day: date({ required: true }), starts_at: datetime() },
  recordTitle: 'title',
  list: { columns: ['id', 'title', 'day', 'starts_at'], sort: 'title', filters: ['day'] },
});
const LABELS: Record<LocaleCode, Messages> = {
  en: {
    resources: {
      events: {
        name_one: 'Event',
        name_other: 'Events',
        fields: { title: 'Title', day: 'Day', starts_at: 'Starts at' },
      },
    },
  },
  ja: {
    resources: {
      events: { name_other: 'イベント', fields: { title: 'タイトル', day: '開催日', starts_at: '開始日時' } },
    },
  },
  vi: {
    resources: {
      events: { name_other: 'Sự kiện', fields: { title: 'Tiêu đề', day: 'Ngày', starts_at: 'Bắt đầu lúc' } },
    },
  },
};

const registry = createSchemaRegistry([...schemas, event]);

/**
 * The app's language switch (App.tsx): the messages load first, then the
 * stored locale and a new provider object change together, so the page
 * re-renders in place instead of being mounted anew.
 */
const SwitchContext = createContext<(to: LocaleCode) => Promise<void>>(async () => {});
function LiveLanguage({ initial, children }: { initial: I18nProvider; children: ReactNode }) {
  const [provider, setProvider] = useState(initial);
  const switchTo = async (to: LocaleCode) => {
    await provider.changeLocale(to);
    setProvider({ ...provider });
  };
  return (
    <AdminContext dataProvider={testDataProvider()} i18nProvider={provider}>
      <SwitchContext.Provider value={switchTo}>{children}</SwitchContext.Provider>
    </AdminContext>
  );
}
function SwitchLanguage({ to }: { to: LocaleCode }) {
  const [, setLocale] = useLocaleState();
  const switchTo = useContext(SwitchContext);
  return (
    <button type="button" onClick={() => void switchTo(to).then(() => setLocale(to))}>
      switch to {to}
    </button>
  );
}

/**
 * A schema's form inputs (the test entity's unless told) in a react-admin
 * form over a record, with a submit button and a language switch; resolves
 * once the picker of `pickerField` has loaded.
 */
async function renderForm(
  locale: LocaleCode,
  record: Record<string, unknown>,
  {
    schema = event,
    pickerField = 'day',
    onSubmit = vi.fn(),
  }: { schema?: EntitySchema; pickerField?: string; onSubmit?: Mock } = {},
) {
  render(
    <LiveLanguage initial={await i18nProviderWithAll(locale, LABELS)}>
      <SchemaRegistryProvider registry={registry}>
        <ResourceContextProvider value={schema.route}>
          <RecordContextProvider value={record}>
            <Form onSubmit={onSubmit}>
              {formInputs(schema, { showReadOnly: true })}
              <button type="submit">submit</button>
            </Form>
            <SwitchLanguage to="ja" />
            <SwitchLanguage to="vi" />
          </RecordContextProvider>
        </ResourceContextProvider>
      </SchemaRegistryProvider>
    </LiveLanguage>,
  );
  // The picker replaces its placeholder once its chunk is there.
  await waitFor(() =>
    expect(document.querySelector(`.ra-input-${pickerField} .MuiPickersSectionList-root`)).toBeTruthy(),
  );
  return onSubmit;
}

const fieldOf = (source: string) => document.querySelector<HTMLElement>(`.ra-input-${source}`)!;
/** The text of a picker field as its hidden input holds it (e.g. 2025/04/15). */
const fieldText = (source: string) => fieldOf(source).querySelector('input')!.value;

/** Opens a field's calendar and returns it. */
async function openCalendar(source: string) {
  fireEvent.click(within(fieldOf(source)).getByRole('button'));
  return screen.findByRole('grid');
}
const weekdays = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map((h) => [h.textContent, h.getAttribute('aria-label')]);

/** Types keys into a picker field from its first part on, as a user would. */
function typeInto(source: string, keys: string) {
  const first = within(fieldOf(source)).getAllByRole('spinbutton')[0];
  fireEvent.focus(first);
  fireEvent.click(first);
  // Each finished part moves the focus on to the next.
  for (const key of keys) fireEvent.input(document.activeElement!, { target: { textContent: key } });
}
/**
 * Picks a filter in "Add filter" as a pointer does: the button takes the focus as it is clicked (jsdom's
 * click alone leaves it where it was, e.g. in the filter typed into before), and gets it back when the
 * menu closes; the picked filter's input then takes it.
 */
async function pickFilter(name: string) {
  const button = screen.getByRole('button', { name: 'Add filter' });
  button.focus();
  fireEvent.click(button);
  fireEvent.click(await screen.findByRole('menuitemcheckbox', { name }));
}
const leave = (source: string) => fireEvent.blur(within(fieldOf(source)).getAllByRole('spinbutton')[0]);

afterEach(cleanup);

const RECORD = { id: 1, title: 'Fair', day: '2025-04-15', starts_at: '2025-04-15T01:30:00.000Z' };

describe('date pickers per interface language', () => {
  it('ja: Japanese format and month title, weeks start on Sunday', async () => {
    await renderForm('ja', RECORD);
    expect(fieldText('day')).toBe('2025/04/15');
    const grid = await openCalendar('day');
    expect(grid.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(grid.getAttribute('aria-labelledby')!)!.textContent).toBe('2025年4月');
    expect(weekdays(grid)).toEqual([
      ['日', '日曜日'],
      ['月', '月曜日'],
      ['火', '火曜日'],
      ['水', '水曜日'],
      ['木', '木曜日'],
      ['金', '金曜日'],
      ['土', '土曜日'],
    ]);
    // The pickers' own texts are Japanese too; the popup is named after the field.
    expect(screen.getByRole('button', { name: '来月' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '開催日' })).toBeTruthy();
  });

  it('vi: Vietnamese format and month title, weeks start on Monday', async () => {
    await renderForm('vi', RECORD);
    expect(fieldText('day')).toBe('15/04/2025');
    const grid = await openCalendar('day');
    expect(document.getElementById(grid.getAttribute('aria-labelledby')!)!.textContent).toBe('Tháng Tư 2025');
    const headings = weekdays(grid);
    expect(headings[0]).toEqual(['T2', 'Thứ Hai']);
    expect(headings[6]).toEqual(['CN', 'Chủ Nhật']);
    expect(screen.getByRole('button', { name: 'Tháng sau' })).toBeTruthy();
  });

  it('en: US format, weeks start on Sunday', async () => {
    await renderForm('en', RECORD);
    expect(fieldText('day')).toBe('04/15/2025');
    const grid = await openCalendar('day');
    expect(document.getElementById(grid.getAttribute('aria-labelledby')!)!.textContent).toBe('April 2025');
    expect(weekdays(grid)[0]).toEqual(['S', 'Sunday']);
  });

  it('switching the language re-localises an open form and keeps what was typed', async () => {
    const onSubmit = await renderForm('en', RECORD);
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Spring fair' } });
    typeInto('day', '05202025');
    expect(fieldText('day')).toBe('05/20/2025');
    fireEvent.click(screen.getByRole('button', { name: 'switch to ja' }));
    // The same form, re-rendered in the new language: the values typed, Japanese forms.
    const title = (await screen.findByLabelText(/タイトル/)) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('Spring fair'));
    await waitFor(() => expect(fieldText('day')).toBe('2025/05/20'));
    expect(fieldText('starts_at')).toBe('2025/04/15 10:30');
    const grid = await openCalendar('day');
    expect(document.getElementById(grid.getAttribute('aria-labelledby')!)!.textContent).toBe('2025年5月');
    fireEvent.click(screen.getByRole('button', { name: 'switch to vi' }));
    await screen.findByLabelText(/Tiêu đề/);
    await waitFor(() => expect(fieldText('day')).toBe('20/05/2025'));
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      title: 'Spring fair',
      day: '2025-05-20',
      starts_at: RECORD.starts_at,
    });
  });
});

describe('date input values', () => {
  it('a typed date is stored as YYYY-MM-DD, in the order the language writes it', async () => {
    const onSubmit = await renderForm('ja', { id: 1, title: 'Fair' });
    typeInto('day', '20260301');
    expect(fieldText('day')).toBe('2026/03/01');
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ day: '2026-03-01' });
  });

  it('a typed date and time is stored as an ISO timestamp of that local time', async () => {
    const onSubmit = await renderForm('en', { id: 1, title: 'Fair', day: '2025-04-15' });
    // MM/DD/YYYY hh:mm aa, in Tokyo time (UTC+9).
    typeInto('starts_at', '041520250930a');
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ day: '2025-04-15', starts_at: '2025-04-15T00:30:00.000Z' });
  });

  it('a half-typed date is a field error, not an empty value', async () => {
    const onSubmit = await renderForm('en', { id: 1, title: 'Fair', day: '2025-04-15' });
    // A new month, then the day erased.
    typeInto('day', '7');
    fireEvent.input(document.activeElement!, { target: { textContent: '' } });
    expect(fieldText('day')).toBe('07/DD/2025');
    leave('day');
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await within(fieldOf('day')).findByText('Must be a valid date')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // Finishing it clears the error and the form goes.
    typeInto('day', '07012025');
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ day: '2025-07-01' });
  });

  it('a half-typed date on an empty field is refused too', async () => {
    const onSubmit = await renderForm('vi', { id: 1, title: 'Fair' });
    typeInto('day', '15');
    expect(fieldText('day')).toBe('15/MM/YYYY');
    leave('day');
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await within(fieldOf('day')).findByText('Phải là ngày hợp lệ')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an impossible day is refused by the date rules', async () => {
    const onSubmit = await renderForm('en', { id: 1, title: 'Fair', day: '2025-02-30' });
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await within(fieldOf('day')).findByText('Must be a valid date')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('the unfinished marker is something the date rules refuse', async () => {
    const { validateField } = await import('../../src/engine/validation');
    expect(validateField(event.fields.day, UNFINISHED_DATE)).toEqual({ message: 'validation.date' });
    expect(validateField(event.fields.starts_at, UNFINISHED_DATE)).toEqual({ message: 'validation.date' });
  });
});

describe('dates in lists', () => {
  it('days and timestamps through Intl in the interface language', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [RECORD], total: 1 });
    for (const [locale, day, startsAt] of [
      ['en', '4/15/2025', '4/15/2025, 10:30 AM'],
      ['ja', '2025/4/15', '2025/4/15 10:30'],
      ['vi', '15/4/2025', '10:30 15/4/2025'],
    ] as const) {
      const { unmount } = render(
        <AdminContext
          dataProvider={testDataProvider({ getList })}
          i18nProvider={await i18nProviderWithAll(locale, LABELS)}
        >
          <SchemaRegistryProvider registry={registry}>
            <ResourceContextProvider value="event">
              <ListPage schema={event} />
            </ResourceContextProvider>
          </SchemaRegistryProvider>
        </AdminContext>,
      );
      const row = (await screen.findByText('Fair')).closest('tr')!;
      expect(row.querySelector('td.column-day')!.textContent).toBe(day);
      expect(row.querySelector('td.column-starts_at')!.textContent).toBe(startsAt);
      unmount();
    }
    expect(listCells(event)).toHaveLength(4);
  });

  it('filters by a range of days chosen with the pickers', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [RECORD], total: 1 });
    render(
      <AdminContext dataProvider={testDataProvider({ getList })} i18nProvider={await i18nProviderWithAll('en', LABELS)}>
        <SchemaRegistryProvider registry={registry}>
          <ResourceContextProvider value="event">
            <ListPage schema={event} />
          </ResourceContextProvider>
        </SchemaRegistryProvider>
      </AdminContext>,
    );
    await screen.findByText('Fair');
    await pickFilter('Day (from)');
    // The picked filter takes the focus once its picker shows; typing starts after that, as a user's would.
    await waitFor(() => expect(document.querySelector('.ra-input-day_gte .MuiPickersSectionList-root')).toBeTruthy());
    await waitFor(() => expect(fieldOf('day_gte').contains(document.activeElement)).toBe(true));
    typeInto('day_gte', '04152025');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('event', expect.objectContaining({ filter: { day_gte: '2025-04-15' } })),
    );
    await pickFilter('Day (to)');
    await waitFor(() => expect(document.querySelector('.ra-input-day_lte .MuiPickersSectionList-root')).toBeTruthy());
    await waitFor(() => expect(fieldOf('day_lte').contains(document.activeElement)).toBe(true));
    typeInto('day_lte', '04302025');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'event',
        expect.objectContaining({ filter: { day_gte: '2025-04-15', day_lte: '2025-04-30' } }),
      ),
    );
  });

  it('a half-typed filter day leaves the filter as it was', async () => {
    function Watched() {
      return <output>{JSON.stringify(useWatch({ name: 'day' }) ?? null)}</output>;
    }
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={await i18nProviderWithAll('en', LABELS)}>
        <ResourceContextProvider value="event">
          <Form record={{ day: '2025-04-15' }}>
            <DateKindInput source="day" label="Day" mode="date" filter />
            <Watched />
          </Form>
        </ResourceContextProvider>
      </AdminContext>,
    );
    await waitFor(() => expect(document.querySelector('.ra-input-day .MuiPickersSectionList-root')).toBeTruthy());
    const filterValue = () => screen.getByRole('status').textContent;
    typeInto('day', '5');
    expect(filterValue()).toBe('"2025-05-15"');
    // The day erased: the filter keeps the last whole date.
    fireEvent.input(document.activeElement!, { target: { textContent: '' } });
    expect(fieldText('day')).toBe('05/DD/2025');
    leave('day');
    expect(filterValue()).toBe('"2025-05-15"');
    typeInto('day', '05012025');
    expect(filterValue()).toBe('"2025-05-01"');
    // Emptied and left: no filter.
    const parts = within(fieldOf('day')).getAllByRole('spinbutton');
    for (const part of parts) {
      fireEvent.focus(part);
      fireEvent.click(part);
      fireEvent.input(document.activeElement!, { target: { textContent: '' } });
    }
    expect(fieldText('day')).toBe('');
    leave('day');
    expect(filterValue()).toBe('null');
  });
});

describe('settings with a date value', () => {
  const setting = schemas.find((s) => s.route === 'setting')!;
  const names = [
    { language_code: 'en', name: 'Fee schedule effective from' },
    { language_code: 'ja', name: '料金表の適用開始日' },
    { language_code: 'vi', name: 'Ngày áp dụng biểu phí' },
  ];
  const DATE_SETTING = {
    id: 5,
    key: 'fees.effective_from',
    names,
    value_type: 'date',
    value: '2026-04-01',
    description: '',
  };

  const renderSettingForm = (locale: LocaleCode, record: Record<string, unknown>) =>
    renderForm(locale, record, { schema: setting, pickerField: 'value' });

  it('edits the value with the picker of the interface language and stores YYYY-MM-DD', async () => {
    const onSubmit = await renderSettingForm('ja', DATE_SETTING);
    expect(fieldText('value')).toBe('2026/04/01');
    const grid = await openCalendar('value');
    expect(document.getElementById(grid.getAttribute('aria-labelledby')!)!.textContent).toBe('2026年4月');
    expect(weekdays(grid)[0]).toEqual(['日', '日曜日']);
    fireEvent.keyDown(grid, { key: 'Escape' });
    typeInto('value', '20260701');
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ value: '2026-07-01' });
  });

  it('refuses a half-typed date', async () => {
    const onSubmit = await renderSettingForm('vi', DATE_SETTING);
    expect(fieldText('value')).toBe('01/04/2026');
    // The day erased.
    typeInto('value', '');
    fireEvent.input(document.activeElement!, { target: { textContent: '' } });
    expect(fieldText('value')).toBe('DD/04/2026');
    leave('value');
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await within(fieldOf('value')).findByText('Phải là ngày hợp lệ')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lists dates and numbers (whole or not) in the interface language', async () => {
    const getList = vi.fn().mockResolvedValue({
      data: [
        { ...DATE_SETTING, updated_at: '2026-01-02T03:04:05Z' },
        {
          id: 6,
          key: 'upload.max_bytes',
          names: [{ language_code: 'en', name: 'Max bytes' }],
          value_type: 'number',
          value: '10485760',
          updated_at: '2026-01-02T03:04:05Z',
        },
        {
          id: 7,
          key: 'job.max_active_postings',
          names: [{ language_code: 'en', name: 'Max postings' }],
          value_type: 'integer',
          value: '12000',
          updated_at: '2026-01-02T03:04:05Z',
        },
      ],
      total: 3,
    });
    for (const [locale, day, bytes, postings] of [
      ['en', '4/1/2026', '10,485,760', '12,000'],
      ['ja', '2026/4/1', '10,485,760', '12,000'],
      ['vi', '1/4/2026', '10.485.760', '12.000'],
    ] as const) {
      const { unmount } = render(
        <AdminContext
          dataProvider={testDataProvider({ getList })}
          i18nProvider={await i18nProviderWithAll(locale, LABELS)}
        >
          <SchemaRegistryProvider registry={registry}>
            <ResourceContextProvider value="setting">
              <ListPage schema={setting} />
            </ResourceContextProvider>
          </SchemaRegistryProvider>
        </AdminContext>,
      );
      const value = async (key: string) =>
        (await screen.findByText(key)).closest('tr')!.querySelector('td.column-value')!.textContent;
      expect(await value('fees.effective_from')).toBe(day);
      expect(await value('upload.max_bytes')).toBe(bytes);
      expect(await value('job.max_active_postings')).toBe(postings);
      unmount();
    }
  });
});
