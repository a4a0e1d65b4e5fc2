// Every master of the registry (permission MASTER), plus the settings list,
// through the UI: list, paging, sorting, create (and a specific record under
// a general one for hierarchies), update, focused edit pages and delete. One
// test per entity; the interface language rotates (en, ja, vi) so each
// language covers a third of them. Every text the test looks for comes from
// that language's messages.
import type { Locator, Page } from '@playwright/test';
import { DEMO_DATA } from '../demo/data';
import { schemas } from '../schemas';
import { translatedName, type Field, type TextListField } from '../src/engine/kinds';
import { isoOf, LOCALE_CODES, type LocaleCode } from '../src/engine/locales';
import type { EntitySchema } from '../src/engine/schema';
import { localePrefix } from '../src/providers/localeUrl';
import { bearerOf, login, openInApp, test, expect } from './fixtures';
import { entityName, t } from './messages';

const LIST_PAGE_SIZE = 20;
/** The language of the index-th test, and its address prefix. */
const rotation = (index: number) => {
  const locale = LOCALE_CODES[index % LOCALE_CODES.length];
  return [locale, localePrefix(locale)] as const;
};

const MASTERS = schemas.filter((schema) => schema.permission === 'MASTER');

const SETTING = schemas.find((schema) => schema.route === 'setting');

const fieldLabel = (locale: LocaleCode, schema: EntitySchema, source: string) =>
  t(locale, source in schema.fields ? `resources.${schema.name}.fields.${source}` : `fields.${source}`);

/** The accessible name of a sortable column header: its tooltip, e.g. "Sort by iD ascending". */
function sortButtonName(locale: LocaleCode, schema: EntitySchema, source: string, order: 'ASC' | 'DESC'): string {
  const field = fieldLabel(locale, schema, source);
  return t(locale, 'ra.sort.sort_by', {
    field,
    field_lower_first: field.charAt(0).toLowerCase() + field.slice(1),
    order: t(locale, `ra.sort.${order}`),
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An input's label, with or without the required mark. */
const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`);

// ---------------------------------------------------------------------------
// Values for the forms.

/**
 * Values of the text fields with a pattern (and of unique ones the test should not make up), per
 * entity: `record` for the record the test creates, `child` (when given) for the specific record under
 * it. A new master with a pattern needs an entry; without one its shape is skipped, saying so.
 */
const SAMPLES: Record<string, { record: Record<string, string>; child?: Record<string, string> }> = {
  countries: { record: { code: 'QZ', phone_code: '+999' } },
  currencies: { record: { code: 'XTS' } },
  home_directions: { record: { code: 'QX+QZ' } },
  languages: { record: { code: 'qz' } },
  regions: { record: { code: 'QZ-E2E1' } },
  districts: { record: { postal_code: '123-4567' } },
  apartment_utilities: { record: { icon: 'e2e_icon' }, child: { icon: 'e2e_child_icon' } },
  surrounding_utilities: { record: { icon: 'e2e_icon' }, child: { icon: 'e2e_child_icon' } },
  tags: { record: { slug: 'e2e-topic' }, child: { slug: 'e2e-topic-child' } },
  categories: { record: { slug: 'e2e-category' }, child: { slug: 'e2e-category-child' } },
};

/** Words of each language for the names the test gives. */
const WORDS: Record<LocaleCode, { base: string; child: string; updated: string; tag: string; tag2: string }> = {
  en: { base: 'Test record', child: 'child', updated: 'updated', tag: 'e2e_tag', tag2: 'e2e_more' },
  ja: { base: 'テスト項目', child: '子', updated: '更新済み', tag: 'テストタグ', tag2: '追加タグ' },
  vi: { base: 'Mục thử nghiệm', child: 'con', updated: 'đã sửa', tag: 'thẻ_thử', tag2: 'thẻ_thêm' },
};

type Names = Record<LocaleCode, string>;

const namesOf = (stamp: string, extra: (code: LocaleCode) => string = () => ''): Names =>
  Object.fromEntries(LOCALE_CODES.map((code) => [code, `${WORDS[code].base} ${stamp}${extra(code)}`])) as Names;

const isTextKind = (field: Field) =>
  field.kind === 'text' || field.kind === 'longText' || field.kind === 'email' || field.kind === 'url';

/** A text field's value: from the samples when the field has a rule a made-up text could break. */
function textValue(
  schema: EntitySchema,
  source: string,
  field: Field,
  variant: 'record' | 'child',
  stamp: string,
): string {
  const samples = SAMPLES[schema.name];
  const sample = (variant === 'child' ? samples?.child?.[source] : undefined) ?? samples?.record[source];
  const f = field as Field & { pattern?: { regex: string }; max?: number };
  if (f.pattern) {
    if (sample === undefined) throw new Error(`SAMPLES has no value for ${schema.name}.${source}`);
    expect(sample, `${schema.name}.${source} sample`).toMatch(new RegExp(f.pattern.regex));
    return sample;
  }
  if (sample !== undefined) return sample;
  if (field.kind === 'email') return `e2e-${stamp}${variant === 'child' ? 'c' : ''}@example.com`;
  if (field.kind === 'url') return `https://example.com/${stamp}${variant === 'child' ? 'c' : ''}`;
  const text = `E2E ${stamp}${variant === 'child' ? ' c' : ''}`;
  // A unique text keeps its end, where the stamp and the child's mark make it new.
  if (f.max !== undefined && text.length > f.max) return f.unique ? text.slice(-f.max) : text.slice(0, f.max);
  return text;
}

/** The kinds fillForm knows how to fill (booleans keep their default). */
const FILLED_KINDS = new Set([
  'translations',
  'text',
  'longText',
  'email',
  'url',
  'number',
  'select',
  'reference',
  'textList',
]);

/**
 * Why the test cannot create a record of the master, if it cannot: a required field of a kind it does not
 * fill, a pattern without a sample value, no demo records to list. Its test is skipped with that reason.
 */
function unfillable(schema: EntitySchema): string | undefined {
  if (!DEMO_DATA[schema.name]?.length) return `${schema.name} has no demo records (demo/data) to list`;
  for (const [source, field] of Object.entries(schema.fields)) {
    if (field.readOnly || field.kind === 'boolean' || source === schema.hierarchy?.parent) continue;
    if (!FILLED_KINDS.has(field.kind) && field.required)
      return `${schema.name}.${source} is a required ${field.kind} field, which the test does not fill yet`;
    // Texts are written from SAMPLES when they have a pattern (a text list gets a word that fits every pattern).
    const written = ['text', 'longText', 'email', 'url'].includes(field.kind) && source !== schema.recordTitle;
    if (
      written &&
      (field as Field & { pattern?: unknown }).pattern &&
      SAMPLES[schema.name]?.record[source] === undefined
    )
      return `SAMPLES has no value for ${schema.name}.${source} (a text with a pattern)`;
  }
  return undefined;
}

/** A number within the field's bounds. */
function numberValue(field: Field): number {
  const { min = 0, max = 9999 } = field as Field & { min?: number; max?: number };
  return Math.min(max, min + 1);
}

/**
 * The record's name as the interface language shows it: the name in that
 * language (translated names), or the one name of a single-language record,
 * which the test writes in the interface language.
 */
const titleIn = (names: Names, locale: LocaleCode) => names[locale];

interface Ctx {
  page: Page;
  main: Locator;
  schema: EntitySchema;
  locale: LocaleCode;
  prefix: string;
  bearer: string;
}

/** Fills every writable field of the create form but booleans (left at their default) and the hierarchy parent. */
async function fillForm(ctx: Ctx, names: Names, variant: 'record' | 'child', stamp: string): Promise<string[]> {
  const { page, main, schema, locale } = ctx;
  const skip = new Set<string>([
    schema.hierarchy?.parent ?? '',
    ...(variant === 'child' ? (schema.hierarchy?.inherit ?? []) : []),
  ]);
  const tags: string[] = [];
  for (const [source, field] of Object.entries(schema.fields)) {
    if (field.readOnly || field.kind === 'boolean' || skip.has(source)) continue;
    const label = fieldLabel(locale, schema, source);
    switch (field.kind) {
      case 'translations':
        for (const code of LOCALE_CODES)
          await main.getByRole('textbox', { name: labelled(t(locale, `languages.${code}`)) }).fill(names[code]);
        break;
      case 'text':
      case 'longText':
      case 'email':
      case 'url': {
        const value = source === schema.recordTitle ? names[locale] : textValue(schema, source, field, variant, stamp);
        await main.getByRole('textbox', { name: labelled(label) }).fill(value);
        break;
      }
      case 'number':
        await main.getByRole('spinbutton', { name: labelled(label) }).fill(String(numberValue(field)));
        break;
      case 'select': {
        const choice = field.choices[field.choices.length - 1];
        const choiceName = t(
          locale,
          field.labelKey?.(choice) ?? `resources.${schema.name}.choices.${source}.${choice}`,
        );
        await main.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}`) }).click();
        await page.getByRole('option', { name: choiceName, exact: true }).click();
        await expect(main.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}`) })).toContainText(
          choiceName,
        );
        break;
      }
      case 'reference': {
        const input = main.getByRole('combobox', { name: labelled(label) });
        await input.click();
        const option = page.getByRole('option').first();
        const optionText = (await option.textContent())?.trim() ?? '';
        expect(optionText, `${source}: an option to pick`).not.toBe('');
        await option.click();
        await expect(input).toHaveValue(optionText);
        break;
      }
      case 'textList': {
        const tag = variant === 'child' ? `${WORDS[locale].tag}_c` : WORDS[locale].tag;
        const input = main.getByPlaceholder(t(locale, 'app.textList.placeholder'));
        await input.fill(tag);
        await input.press('Enter');
        await expect(main.getByText(`${(field as TextListField).prefix ?? ''}${tag}`, { exact: true })).toBeVisible();
        tags.push(`${(field as TextListField).prefix ?? ''}${tag}`);
        break;
      }
      default:
        // Not required (unfillable() leaves out the masters with a required one): left empty.
        break;
    }
  }
  return tags;
}

// ---------------------------------------------------------------------------
// API look-ups (ids, totals, checks).

type ApiRecord = Record<string, unknown> & { id: number };

async function apiGet(
  ctx: Ctx,
  path: string,
): Promise<{ status: number; body: { data?: unknown; meta?: { total?: number } } }> {
  const answer = await ctx.page.request.get(`/api/v1/${path}`, { headers: { Authorization: ctx.bearer } });
  return { status: answer.status(), body: answer.status() === 200 ? await answer.json() : {} };
}

async function apiList(
  ctx: Ctx,
  path: string,
  query: Record<string, string | number>,
): Promise<{ data: ApiRecord[]; total: number; nextCursor?: string }> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const { status, body } = await apiGet(ctx, `${path}?${search}`);
  expect(status, `GET ${path}?${search}`).toBe(200);
  const nextCursor = (body.meta as { next_cursor?: string } | undefined)?.next_cursor;
  return { data: body.data as ApiRecord[], total: body.meta!.total!, nextCursor };
}

/** The API path behind the list page: a hierarchy's list opens on its general records. */
const listPath = (schema: EntitySchema) => (schema.hierarchy ? `${schema.path}/general` : schema.path);

/** The column whose values identify rows: the ID, else the first unique text column (e.g. a setting's key). */
function keyColumn(schema: EntitySchema): string {
  if (schema.list.columns.includes('id')) return 'id';
  const column = schema.list.columns.find(
    (c) => schema.fields[c] && isTextKind(schema.fields[c]) && schema.fields[c].unique,
  );
  if (!column) throw new Error(`${schema.name}: no column to compare rows by`);
  return column;
}

// ---------------------------------------------------------------------------
// The steps.

const rowsOf = (main: Locator) => main.locator('.RaDatagrid-tbody tr');
const columnCells = (main: Locator, column: string) => main.locator(`.RaDatagrid-tbody td.column-${column}`);

/** 1. The list, where the sign-in landed: its title, its rows, the next page, a sort by a column header. */
async function checkList(ctx: Ctx) {
  const { page, main, schema, locale } = ctx;
  await expect(page.locator('#react-admin-title')).toHaveText(entityName(locale, schema, 'many'));
  const key = keyColumn(schema);
  const path = listPath(schema);
  const language = { language: locale };
  const first = await apiList(ctx, path, { page: 1, paging: LIST_PAGE_SIZE, sort: schema.list.sort, ...language });
  expect(first.total, 'seeded records').toBeGreaterThan(0);
  await expect(rowsOf(main)).toHaveCount(Math.min(LIST_PAGE_SIZE, first.total));
  await expect(columnCells(main, key)).toHaveText(first.data.map((r) => String(r[key])));

  if (first.total > LIST_PAGE_SIZE) {
    const asked = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === `/api/v1/${path}` && url.searchParams.get('page') === '2';
    });
    await main.getByRole('button', { name: t(locale, 'ra.navigation.next'), exact: true }).click();
    // The next page is read from the first's cursor, where the list's order has one (keyset on it and id).
    expect(new URL((await asked).url()).searchParams.get('cursor') ?? undefined, 'the next page asks by cursor').toBe(
      first.nextCursor,
    );
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    const second = await apiList(ctx, path, { page: 2, paging: LIST_PAGE_SIZE, sort: schema.list.sort, ...language });
    await expect(rowsOf(main)).toHaveCount(Math.min(LIST_PAGE_SIZE, first.total - LIST_PAGE_SIZE));
    await expect(columnCells(main, key)).toHaveText(second.data.map((r) => String(r[key])));
    await expect(
      main.getByRole('button', { name: t(locale, 'ra.navigation.current_page', { page: 2 }), exact: true }),
    ).toBeVisible();
  }

  // Sort by the key column: a click sorts it one way, the next click the other.
  const current = schema.list.sort.replace(/^-/, '');
  const currentOrder = schema.list.sort.startsWith('-') ? 'DESC' : 'ASC';
  let order: 'ASC' | 'DESC' = current === key ? (currentOrder === 'ASC' ? 'DESC' : 'ASC') : 'ASC';
  for (let click = 0; click < 2; click += 1) {
    await main.getByRole('button', { name: sortButtonName(locale, schema, key, order), exact: true }).click();
    const expected = order;
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('sort') === key && url.searchParams.get('order') === expected,
    );
    const sorted = await apiList(ctx, path, {
      page: 1,
      paging: LIST_PAGE_SIZE,
      sort: `${order === 'DESC' ? '-' : ''}${key}`,
      ...language,
    });
    const values = sorted.data.map((r) => String(r[key]));
    await expect(columnCells(main, key)).toHaveText(values);
    if (key === 'id') {
      const ids = values.map(Number);
      expect(ids).toEqual([...ids].sort((a, b) => (expected === 'ASC' ? a - b : b - a)));
    }
    order = order === 'ASC' ? 'DESC' : 'ASC';
  }
}

/** The page a record lands on after a save: its detail page, or its edit page when it has none. */
const landingUrl = (ctx: Ctx, id: number | string) =>
  `${ctx.prefix}/${ctx.schema.route}/${id}${ctx.schema.views.show ? '' : '/update'}`;

const recordHeading = (ctx: Ctx, name: string, head = entityName(ctx.locale, ctx.schema, 'one')) => `${head}: ${name}`;

/** 2. Create through the list's Create button; returns the new id. */
async function createRecord(ctx: Ctx, names: Names, stamp: string): Promise<{ id: number; tags: string[] }> {
  const { page, main, schema, locale, prefix } = ctx;
  await main.getByRole('link', { name: t(locale, 'ra.action.create'), exact: true }).click();
  await expect(page).toHaveURL(`${prefix}/${schema.route}/create`);
  await expect(page.locator('#react-admin-title')).toHaveText(
    t(locale, 'ra.page.create', { name: entityName(locale, schema, 'one') }),
  );
  const tags = await fillForm(ctx, names, 'record', stamp);
  await main.getByRole('button', { name: t(locale, 'ra.action.save'), exact: true }).click();
  const landing = new RegExp(
    `^[^?#]*${escapeRegExp(`${prefix}/${schema.route}/`)}(\\d+)${schema.views.show ? '' : '/update'}$`,
  );
  await expect(page).toHaveURL(landing);
  const id = Number(landing.exec(page.url())![1]);
  const name = titleIn(names, locale);
  await expect(page.locator('#react-admin-title')).toHaveText(recordHeading(ctx, name));
  if (schema.views.show) {
    await expect(main.getByText(name, { exact: true }).first()).toBeVisible();
    for (const tag of tags) await expect(main.getByText(tag, { exact: true })).toBeVisible();
  }
  const stored = await apiGet(ctx, `${schema.path}/${id}`);
  expect(stored.status).toBe(200);
  return { id, tags };
}

/** 3. A specific record under the general one: created from its detail page, listed there, then deleted from its own page. */
async function createAndDeleteChild(ctx: Ctx, parentId: number, parentName: string, stamp: string) {
  const { page, main, schema, locale, prefix } = ctx;
  const hierarchy = schema.hierarchy!;
  await openInApp(page, `${prefix}/${schema.route}/${parentId}`);
  await expect(page.locator('#react-admin-title')).toHaveText(recordHeading(ctx, parentName));
  const children = main.getByRole('region', { name: t(locale, 'app.hierarchy.children') });
  await expect(children.getByText(t(locale, 'app.hierarchy.no_children'), { exact: true })).toBeVisible();

  await openFromToolbar(ctx, t(locale, 'app.hierarchy.add_child'), `${prefix}/${schema.route}/${parentId}/create`);
  await expect(page.locator('#react-admin-title')).toHaveText(
    t(locale, 'app.hierarchy.create_child', { entity: entityName(locale, schema, 'one'), parent: parentName }),
  );
  // The parent is fixed by the page, not offered as an input.
  await expect(
    main.getByRole('combobox', { name: labelled(fieldLabel(locale, schema, hierarchy.parent)) }),
  ).toHaveCount(0);
  const childNames = namesOf(stamp, (code) => ` ${WORDS[code].child}`);
  await fillForm(ctx, childNames, 'child', stamp);
  await main.getByRole('button', { name: t(locale, 'ra.action.save'), exact: true }).click();

  // Back on the general record, which lists the new specific record.
  await expect(page).toHaveURL(`${prefix}/${schema.route}/${parentId}`);
  const childName = titleIn(childNames, locale);
  const row = children.locator('.RaDatagrid-tbody tr').filter({ hasText: childName });
  await expect(row).toHaveCount(1);

  // Its own page: a specific record, with its general record and inherited fields.
  await row.getByText(childName, { exact: true }).click();
  const childUrl = new RegExp(`${escapeRegExp(`${prefix}/${schema.route}/`)}(\\d+)$`);
  await expect(page).toHaveURL(childUrl);
  const childId = Number(childUrl.exec(page.url())![1]);
  expect(childId).not.toBe(parentId);
  await expect(page.locator('#react-admin-title')).toHaveText(recordHeading(ctx, childName));
  await expect(main.getByRole('link', { name: parentName, exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: t(locale, 'app.hierarchy.add_child'), exact: true })).toHaveCount(0);
  const child = (await apiGet(ctx, `${schema.path}/${childId}`)).body.data as ApiRecord;
  const parent = (await apiGet(ctx, `${schema.path}/${parentId}`)).body.data as ApiRecord;
  expect(child[hierarchy.parent]).toBe(parentId);
  for (const name of hierarchy.inherit ?? []) expect(child[name], `inherited ${name}`).toBe(parent[name]);

  // Deleted from its own page: back to its general record, without children again.
  const parentPath = `${prefix}/${schema.route}/${parentId}`;
  await deleteFromDetail(ctx);
  await expect(page).not.toHaveURL(new RegExp(`/${childId}$`));
  await expect(page, 'deleting a specific record leads back to its general record').toHaveURL(
    (url) => url.pathname === parentPath,
  );
  await expect(page.locator('#react-admin-title')).toHaveText(recordHeading(ctx, parentName));
  await expect(children.getByText(t(locale, 'app.hierarchy.no_children'), { exact: true })).toBeVisible();
  expect((await apiGet(ctx, `${schema.path}/${childId}`)).status).toBe(404);
}

/** Opens another page of the record with its toolbar button (add specific, edit hashtags): a link to that page. */
async function openFromToolbar(ctx: Ctx, label: string, target: string) {
  const { page, main } = ctx;
  // The button as the admin sees it, whatever its role.
  const button = main.getByLabel(label, { exact: true });
  await expect(button).toBeVisible();
  await expect(
    main.getByRole('link', { name: label, exact: true }),
    `the "${label}" button links to ${target}`,
  ).toHaveAttribute('href', target);
  await button.click();
  await expect(page, `the "${label}" button opens ${target}`).toHaveURL((url) => url.pathname === target);
}

async function deleteFromDetail(ctx: Ctx) {
  const { page, main, locale } = ctx;
  await main.getByRole('button', { name: t(locale, 'ra.action.delete'), exact: true }).click();
  // The dialog names the record and, once it knows the record is not in use, offers a red Delete.
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t(locale, 'ra.action.delete'), exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** 4. The edit page: a new name, shown on the record's page after saving. */
async function updateName(ctx: Ctx, id: number, names: Names, newNames: Names) {
  const { page, main, schema, locale, prefix } = ctx;
  await openInApp(page, `${prefix}/${schema.route}/${id}/update`);
  await expect(page.locator('#react-admin-title')).toHaveText(recordHeading(ctx, titleIn(names, locale)));
  const titleField = schema.fields[schema.recordTitle];
  const input =
    titleField.kind === 'translations'
      ? main.getByRole('textbox', { name: labelled(t(locale, `languages.${locale}`)) })
      : main.getByRole('textbox', { name: labelled(fieldLabel(locale, schema, schema.recordTitle)) });
  await expect(input).toHaveValue(names[locale]);
  await input.fill(newNames[locale]);
  await main.getByRole('button', { name: t(locale, 'ra.action.save'), exact: true }).click();
  await expect(page).toHaveURL(landingUrl(ctx, id));
  const newName = titleIn(newNames, locale);
  await expect(page.locator('#react-admin-title')).toHaveText(recordHeading(ctx, newName));
  await expect(main.getByText(newName, { exact: true }).first()).toBeVisible();
}

/** 6. Focused edit pages of text lists (hashtags): one more item, shown as a chip on the record's page. */
async function editTextListPages(ctx: Ctx, id: number, name: string, tags: string[]) {
  const { page, main, schema, locale, prefix } = ctx;
  for (const editPage of schema.editPages) {
    const lists = editPage.fields.filter((source) => schema.fields[source].kind === 'textList');
    if (!lists.length) continue;
    const pageTitle = t(locale, `resources.${schema.name}.pages.${editPage.path}`);
    // Reached from the record's page.
    await openInApp(page, `${prefix}/${schema.route}/${id}`);
    await expect(page.locator('#react-admin-title')).toHaveText(recordHeading(ctx, name));
    await openFromToolbar(ctx, pageTitle, `${prefix}/${schema.route}/${id}/${editPage.path}`);
    await expect(page.locator('#react-admin-title')).toHaveText(recordHeading(ctx, name, pageTitle));
    // Only the page's fields.
    await expect(main.getByRole('textbox', { name: labelled(t(locale, `languages.${locale}`)) })).toHaveCount(0);
    const added: string[] = [];
    for (const source of lists) {
      const field = schema.fields[source] as TextListField;
      const input = main.getByPlaceholder(t(locale, 'app.textList.placeholder'));
      await input.fill(WORDS[locale].tag2);
      await input.press('Enter');
      added.push(`${field.prefix ?? ''}${WORDS[locale].tag2}`);
    }
    for (const tag of [...tags, ...added]) await expect(main.getByText(tag, { exact: true })).toBeVisible();
    await main.getByRole('button', { name: t(locale, 'ra.action.save'), exact: true }).click();
    await expect(page).toHaveURL(landingUrl(ctx, id));
    // In the record's fields (its history shows the tags too, before and after).
    for (const tag of [...tags, ...added])
      await expect(main.locator('[data-record-field] .MuiChip-root').getByText(tag, { exact: true })).toBeVisible();
    const stored = (await apiGet(ctx, `${schema.path}/${id}`)).body.data as ApiRecord;
    for (const source of lists)
      expect(stored[source]).toEqual(expect.arrayContaining([...tags, ...added].map((tag) => tag.replace(/^#/, ''))));
  }
}

/** 5. Delete with confirmation from the record's page, back to the list; the API no longer has it. */
async function deleteRecord(ctx: Ctx, id: number, name: string) {
  const { page, main, schema, locale, prefix } = ctx;
  await openInApp(page, `${prefix}/${schema.route}/${id}`);
  await expect(page.locator('#react-admin-title')).toHaveText(recordHeading(ctx, name));
  await deleteFromDetail(ctx);
  await expect(page).toHaveURL((url) => url.pathname === `${prefix}/${schema.route}`);
  await expect(page.locator('#react-admin-title')).toHaveText(entityName(locale, schema, 'many'));
  await expect(rowsOf(main).first()).toBeVisible();
  expect((await apiGet(ctx, `${schema.path}/${id}`)).status).toBe(404);
}

/**
 * Signed in on the entity's list, the one full load of the test: the pages after it are reached in the
 * running app (openInApp, as Back and Forward do); the route crawl loads each of them by its address.
 */
async function startCtx(page: Page, schema: EntitySchema, locale: LocaleCode, prefix: string): Promise<Ctx> {
  await login(page, undefined, `${prefix}/${schema.route}`);
  const bearer = await bearerOf(page);
  return { page, main: page.locator('#main-content'), schema, locale, prefix, bearer };
}

// ---------------------------------------------------------------------------

/**
 * What the generated screens of a master depend on: the kinds its form fills, a hierarchy, focused edit
 * pages, delete, a detail page, the kind of its title and of the column rows are told apart by. Masters
 * alike in all of it get the same screens from the engine, so one of each shape goes through them here;
 * the route crawl opens every master's pages in every language, and the server suite creates, updates
 * and deletes each master through its calls (tests/server/contract.test.ts).
 */
function shapeOf(schema: EntitySchema): string {
  const filled = Object.entries(schema.fields)
    .filter(([name, field]) => !field.readOnly && field.kind !== 'boolean' && name !== schema.hierarchy?.parent)
    .map(([, field]) => field.kind);
  return JSON.stringify([
    [...new Set(filled)].sort(),
    Boolean(schema.hierarchy),
    schema.editPages.length > 0,
    schema.deletable,
    Boolean(schema.views.show),
    schema.fields[schema.recordTitle]?.kind,
    keyColumn(schema),
  ]);
}
/** The masters by shape, each shape's first master one the test can fill when it has one. */
const SHAPES = [
  ...schemas
    .filter((schema) => schema.permission === 'MASTER')
    .reduce(
      (shapes, schema) => shapes.set(shapeOf(schema), [...(shapes.get(shapeOf(schema)) ?? []), schema]),
      new Map<string, EntitySchema[]>(),
    )
    .values(),
].map((alike) => [...alike.filter((s) => !unfillable(s)), ...alike.filter((s) => unfillable(s))]);

test.describe('masters CRUD', () => {
  test('the registry has masters, and the settings list', () => {
    expect(MASTERS.length).toBeGreaterThan(0);
    expect(SHAPES.flat()).toHaveLength(MASTERS.length);
    expect(SETTING, 'the settings schema').toBeTruthy();
  });

  SHAPES.forEach(([schema, ...alike], index) => {
    const [locale, prefix] = rotation(index);
    const steps = [
      'list, sort, page',
      'create',
      schema.hierarchy ? 'add specific' : '',
      'update',
      schema.editPages.length ? 'edit pages' : '',
      schema.deletable ? 'delete' : 'no delete',
    ];
    const also = alike.length ? ` (its shape: ${alike.map((other) => other.route).join(', ')})` : '';
    test(`${schema.route}${also}: ${steps.filter(Boolean).join(', ')} (${locale})`, async ({ page }) => {
      test.skip(!!unfillable(schema), unfillable(schema));
      test.setTimeout(120_000);
      const ctx = await startCtx(page, schema, locale, prefix);
      const stamp = `${index}${Date.now().toString(36)}`;
      const names = namesOf(stamp);
      const newNames = namesOf(stamp, (code) => ` ${WORDS[code].updated}`);

      await test.step('list, paging and sorting', () => checkList(ctx));
      const { id, tags } = await test.step('create', () => createRecord(ctx, names, stamp));
      if (schema.hierarchy) {
        await test.step('a specific record under the new general one', () =>
          createAndDeleteChild(ctx, id, titleIn(names, locale), stamp));
      }
      await test.step('update', () => updateName(ctx, id, names, newNames));
      const name = titleIn(newNames, locale);
      if (schema.editPages.length) await test.step('focused edit pages', () => editTextListPages(ctx, id, name, tags));
      if (schema.deletable) {
        await test.step('delete', () => deleteRecord(ctx, id, name));
      } else {
        await test.step('no delete', async () => {
          await openInApp(page, `${prefix}/${schema.route}/${id}`);
          await expect(page.locator('#react-admin-title')).toHaveText(recordHeading(ctx, name));
          // The toolbar is there (its Edit button), without Delete.
          await expect(ctx.main.getByLabel(t(locale, 'ra.action.edit'), { exact: true })).toBeVisible();
          await expect(ctx.main.getByRole('button', { name: t(locale, 'ra.action.delete'), exact: true })).toHaveCount(
            0,
          );
          await openInApp(page, `${prefix}/${schema.route}/${id}/update`);
          await expect(ctx.main.getByRole('button', { name: t(locale, 'ra.action.save'), exact: true })).toBeVisible();
          await expect(ctx.main.getByRole('button', { name: t(locale, 'ra.action.delete'), exact: true })).toHaveCount(
            0,
          );
          expect((await apiGet(ctx, `${schema.path}/${id}`)).status).toBe(200);
        });
      }
    });
  });

  test.describe('settings', () => {
    // The refused value comes back from the server as a 422 with the field's error.
    test.use({ expectedHttpErrors: [422] });
    const index = SHAPES.length;
    const [locale, prefix] = rotation(index);
    test(`setting: list, sort, page, edit a number (${locale})`, async ({ page }) => {
      test.setTimeout(120_000);
      const schema = SETTING!;
      const ctx = await startCtx(page, schema, locale, prefix);
      const { main } = ctx;

      await test.step('list, paging and sorting', () => checkList(ctx));
      await test.step('no Create button', async () => {
        await expect(main.getByRole('link', { name: t(locale, 'ra.action.create'), exact: true })).toHaveCount(0);
      });

      const { data } = await apiList(ctx, schema.path, { value_type: 'number', page: 1, paging: 1, sort: 'key' });
      const setting = data[0];
      expect(setting, 'a number setting').toBeTruthy();
      const key = String(setting.key);
      const name = translatedName(setting.names, locale);
      const valueBox = main.getByRole('textbox', { name: labelled(fieldLabel(locale, schema, 'value')) });
      const save = main.getByRole('button', { name: t(locale, 'ra.action.save'), exact: true });

      await test.step('a value that is not a number is refused', async () => {
        await openInApp(page, `${prefix}/${schema.route}/${setting.id}/update`);
        await expect(page.locator('#react-admin-title')).toHaveText(recordHeading(ctx, name));
        await expect(main.getByText(key, { exact: true })).toBeVisible();
        await expect(main.getByRole('button', { name: t(locale, 'ra.action.delete'), exact: true })).toHaveCount(0);
        await expect(valueBox).toHaveValue(String(setting.value));
        await valueBox.fill('abc');
        await save.click();
        await expect(main.getByText(t(locale, 'ra.validation.number'), { exact: true })).toBeVisible();
        await expect(page).toHaveURL(`${prefix}/${schema.route}/${setting.id}/update`);
        expect((await apiGet(ctx, `${schema.path}/${setting.id}`)).body.data).toMatchObject({ value: setting.value });
      });

      await test.step('a number is saved and listed', async () => {
        const value = String(Number(setting.value) + 37);
        await valueBox.fill(value);
        await save.click();
        await expect(page).toHaveURL((url) => url.pathname === `${prefix}/${schema.route}`);
        await expect(page.locator('#react-admin-title')).toHaveText(entityName(locale, schema, 'many'));
        await main.getByPlaceholder(t(locale, 'ra.action.search')).fill(key);
        const row = rowsOf(main).filter({ has: page.locator('td.column-key').getByText(key, { exact: true }) });
        await expect(row).toHaveCount(1);
        // In the interface language's form (3,037; 3.037 in Vietnamese).
        await expect(row.locator('td.column-value')).toHaveText(
          new Intl.NumberFormat(isoOf(locale)).format(Number(value)),
        );
        expect((await apiGet(ctx, `${schema.path}/${setting.id}`)).body.data).toMatchObject({ value });
      });
    });
  });
});
