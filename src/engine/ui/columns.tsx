// Turns schema entries into the elements react-admin's layouts expect
// (each child carries `source` and `label`, which Datagrid and
// SimpleShowLayout read for headers and labels).
import { Suspense, useEffect, type ReactElement, type SyntheticEvent } from 'react';
import { Skeleton } from '@mui/material';
import { SearchInput } from 'react-admin';
import { useController } from 'react-hook-form';
import { lazyPage, type LazyPage } from './lazyPage';
import { KINDS, targetOf, type FieldKind } from '../kinds';
import type { EntitySchema } from '../schema';
import { fieldUi } from './fieldComponents';
import { UI_KINDS } from './kinds';
import type { InputKind, KindFilterProps } from './kinds/base';
import { NumberValue } from './kinds/number';
import { ScopeFilter } from './ScopeFilter';
import { fieldLabel } from './registry';

/** A system column (id, created_at, updated_at, version) that is not in schema.fields. */
function systemCell(schema: EntitySchema, source: string): ReactElement {
  const label = fieldLabel(schema, source);
  if (source === 'id' || source === 'version')
    return <NumberValue key={source} source={source} label={label} grouping={false} textAlign="right" cell />;
  // Timestamps render like any datetime field: in the interface language's format.
  const { Cell } = UI_KINDS.datetime;
  return (
    <Cell
      key={source}
      schema={schema}
      source={source}
      field={{ kind: 'datetime', readOnly: true }}
      label={label}
      sortable
    />
  );
}

/**
 * The list's columns. A reference column sorts by the referenced records' titles, which the server answers
 * only to an admin who may read them (`mayRead`, useMayRead): for others the column does not sort.
 */
export function listCells(schema: EntitySchema, mayRead: (resource: string) => boolean = () => true): ReactElement[] {
  return schema.list.columns.map((source) => {
    const field = schema.fields[source];
    if (!field) return systemCell(schema, source);
    const { Cell } = fieldUi(field);
    const named = targetOf(field);
    const readable = !named || named.many || mayRead(named.entity);
    return (
      <Cell
        key={source}
        schema={schema}
        source={source}
        field={field}
        label={fieldLabel(schema, source)}
        // A virtual value is computed after the query: nothing to sort by.
        sortable={KINDS[field.kind].filter !== 'jsonContains' && readable && !field.virtual}
      />
    );
  });
}

const kindFilters = new Map<FieldKind, LazyPage<InputKind['Filter']>>();

/**
 * A kind's list filter, from its entry module (`UI_KINDS[kind].entry`) loaded on first use; rendered at
 * once when loaded, so that react-admin's "Add filter" finds the new input to focus.
 */
function kindFilter(kind: FieldKind): LazyPage<InputKind['Filter']> {
  let filter = kindFilters.get(kind);
  if (!filter) {
    // No module: its chunk failed and the page reloads for it, which lazyPage waits for.
    filter = lazyPage<InputKind['Filter']>(() =>
      UI_KINDS[kind].entry().then((module) => module && { default: module.default.Filter }),
    );
    kindFilters.set(kind, filter);
  }
  return filter;
}

/** Fetches the code of the list's filters ahead: when the pointer or the keyboard reaches "Add filter". */
export function preloadKindFilters(schema: EntitySchema) {
  for (const source of schema.list.filters ?? [])
    kindFilter(schema.fields[source].kind)
      .preload()
      .catch(() => undefined);
}

/**
 * The filter just picked in react-admin's "Add filter" menu, whose input is to take the focus when it
 * shows. react-admin focuses it once, 50 ms after the pick: on a slow machine or network the input's code
 * has not come, or the input not rendered, by then, and the focus stayed on the button.
 */
let pickedFilter: { source: string; path: string; until: number } | undefined;

/**
 * Notes a pick in the "Add filter" menu, by pointer or keyboard: its items carry the filter's source as
 * `data-key` and whether it is shown as `aria-checked`; picking a shown one hides it, which is no pick.
 */
export function notePickedFilter(event: SyntheticEvent & { key?: string }) {
  if (event.type === 'keydown' && event.key !== 'Enter' && event.key !== ' ') return;
  const item =
    event.target instanceof Element
      ? event.target.closest('[role="menuitemcheckbox"][aria-checked="false"][data-key]')
      : null;
  const source = item?.getAttribute('data-key');
  if (source) pickedFilter = { source, path: window.location.pathname, until: Date.now() + 10_000 };
}

/** Attribute of what holds the "Add filter" button: the focus goes back there when the menu closes. */
export const FILTER_BUTTON_ATTRIBUTE = 'data-filter-button';

/**
 * Focuses the input of a filter just picked, once it has rendered, unless the admin has moved on
 * meanwhile: to another page, or the focus elsewhere than the page's body or the "Add filter" button.
 */
function FocusWhenPicked({ source }: { source: string }) {
  useEffect(() => {
    const picked = pickedFilter;
    if (picked?.source !== source) return;
    pickedFilter = undefined;
    if (Date.now() > picked.until || picked.path !== window.location.pathname) return;
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest(`[${FILTER_BUTTON_ATTRIBUTE}]`)) return;
    [...document.getElementsByName(source)].find((element) => element instanceof HTMLInputElement)?.focus();
  }, [source]);
  return null;
}

/**
 * A field's list filter. Its input's code (pickers, autocomplete) loads when a filter is first shown, or
 * ahead (preloadKindFilters; once the page is idle, with the edit and create pages): a list shows none at first.
 */
function KindFilter(props: KindFilterProps) {
  const Filter = kindFilter(props.field.kind);
  return (
    <Suspense fallback={<LoadingFilter source={props.source} />}>
      <Filter {...props} />
      <FocusWhenPicked source={props.source} />
    </Suspense>
  );
}

/**
 * While a filter's input loads: its place, and its field in the filter form. react-admin fills the form
 * from the address (`?filter=`) once, for the fields it has after its first render; the input, when it
 * comes, shows the value its field holds.
 */
function LoadingFilter({ source }: { source: string }) {
  useController({ name: source });
  return <Skeleton variant="rounded" width={200} height={48} />;
}

/**
 * `translate` words the range filters' labels ("Published from"); `mayRead` (useMayRead) leaves out
 * the filters on references the admin may not read, whose pickers the server would refuse.
 */
export function listFilters(
  schema: EntitySchema,
  translate: (key: string, args?: Record<string, unknown>) => string,
  mayRead: (resource: string) => boolean = () => true,
): ReactElement[] {
  const filters = (schema.list.filters ?? []).flatMap((source) => {
    const field = schema.fields[source];
    const named = targetOf(field);
    if (named && !mayRead(named.entity)) return [];
    // Days and moments are filtered by a range (from, to), other values by one (numbers too, here).
    const { range, time } = KINDS[field.kind];
    if (!(range && time))
      return [
        <KindFilter key={source} schema={schema} source={source} field={field} label={fieldLabel(schema, source)} />,
      ];
    // The server reads <field>_gte and <field>_lte.
    const name = translate(fieldLabel(schema, source));
    return [
      <KindFilter
        key={`${source}_gte`}
        schema={schema}
        source={`${source}_gte`}
        field={field}
        label={translate('app.filters.gte', { field: name })}
      />,
      <KindFilter
        key={`${source}_lte`}
        schema={schema}
        source={`${source}_lte`}
        field={field}
        label={translate('app.filters.lte', { field: name })}
      />,
    ];
  });
  // Free-text search over every text and name field is always on; so is the level of a hierarchy.
  const scope = schema.scopes.length ? [<ScopeFilter key="scope" schema={schema} alwaysOn />] : [];
  return [<SearchInput key="q" source="q" alwaysOn />, ...scope, ...filters];
}
