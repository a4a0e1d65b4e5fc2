import { memo, useContext, useLayoutEffect, useRef, type KeyboardEvent, type ReactElement } from 'react';
import { UNSAFE_DataRouterStateContext as RouterStateContext } from 'react-router-dom';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  DatagridRow,
  type DatagridRowProps,
  FilterButton,
  List,
  TopToolbar,
  useCanAccess,
  useListContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { KINDS } from '../../kinds';
import { bulkEditable, type EntitySchema } from '../../schema';
import { FILTER_BUTTON_ATTRIBUTE, listCells, listFilters, notePickedFilter, preloadKindFilters } from '../columns';
import { ExportCsvButton } from '../ExportCsvButton';
import { BulkActionButtons } from '../BulkActionButtons';
import { BulkEditButton } from '../BulkEditButton';
import { ColumnsButton, columnChoice } from '../views/ColumnsButton';
import { useListColumns } from '../views/savedViews';
import { ViewsButton } from '../views/ViewsButton';
import { BulkDeleteRecordsButton } from '../DeleteButtons';
import { fieldUi } from '../fieldComponents';
import { useDocumentTitle, useEntityName } from '../PageChrome';
import { landingPage, useRecordHref } from '../paths';
import { RecordName } from '../RecordTitle';
import { useRowCheckboxLabels } from '../rowCheckboxLabels';
import { ListPagination } from '../ListPagination';
import { LIST_PAGE_SIZE, listDefaults } from '../listParams';
import { ACCESS_CHECKED, LoadFailure } from '../AccessDenied';
import { useMayRead } from '../useMayRead';
import { LoadingPlaceholder, useDelayedLoading } from '../LoadingPlaceholder';
import { SCROLLS_SIDEWAYS, StickyScrollbar } from '../StickyScrollbar';
import { PlainValues } from '../ValueText';
import { LiveRows } from '../LiveRows';
import { ListBody, PhoneRows, usePreloadWindowing } from '../ListBody';

function ListActions({ schema }: { schema: EntitySchema }) {
  // A phone's list is one column: nothing to choose.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <TopToolbar>
      {schema.list.filters?.length ? (
        // Its menu, in a portal, passes its events up here: a pick is noted, so the new input takes the focus whenever it comes.
        <Box
          sx={{ display: 'contents' }}
          {...{ [FILTER_BUTTON_ATTRIBUTE]: '' }}
          onPointerEnter={() => preloadKindFilters(schema)}
          onFocus={() => preloadKindFilters(schema)}
          onClick={notePickedFilter}
          onKeyDown={notePickedFilter}
        >
          <FilterButton />
        </Box>
      ) : null}
      {schema.views.create ? <CreateButton /> : null}
      <ExportCsvButton schema={schema} />
      <ViewsButton schema={schema} />
      {phone ? null : <ColumnsButton schema={schema} />}
    </TopToolbar>
  );
}

/** A row click opens the record's detail page (or its edit page when it has none). */
export function useRowClick(schema: EntitySchema) {
  const href = useRecordHref();
  const page = landingPage(schema);
  return page === undefined ? false : (id: Identifier) => href(schema, id, page);
}

/** The list's cell of one field, alone, as text: a phone's row is itself the link to its record. */
const cellOf = (schema: EntitySchema, source: string) => (
  <PlainValues>{listCells({ ...schema, list: { ...schema.list, columns: [source] } })[0]}</PlainValues>
);

/** The field under a record's title on phones: the schema's choice, else the first other column. */
function secondaryCell(schema: EntitySchema) {
  const source =
    schema.list.secondary ??
    schema.list.columns.find((c) => c !== schema.recordTitle && c !== 'id' && c in schema.fields);
  return source ? cellOf(schema, source) : undefined;
}

/** A phone row's title on the left, its status chip whole at the right. */
const PHONE_ROW_SX = {
  '& .MuiListItemText-primary > div': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 1,
  },
  '& .MuiListItemText-primary .MuiChip-root': { flexShrink: 0 },
} as const;

/** A phone row's state at its top right, as the table's status column shows it: the first column with tones. */
function statusCell(schema: EntitySchema) {
  const source = schema.list.columns.find((c) => {
    const field = schema.fields[c];
    return !!field && !!KINDS[field.kind].tones?.(field);
  });
  return source ? cellOf(schema, source) : undefined;
}

/**
 * Wordy columns (the kind's `column`: text that may break anywhere, as Japanese has no spaces) keep a
 * readable width and wrap (two lines at most: the theme's CellText), and the table scrolls instead; short
 * values (and the id and timestamps, which have no field) stay on one line. A header wraps between words
 * only ("Created / at", never "作成 / 日時"): in Japanese a narrow column would write "日本語" or "回答数"
 * one or two characters a line.
 */
function columnWidths(schema: EntitySchema) {
  return {
    '& .RaDatagrid-headerCell': { whiteSpace: 'normal', wordBreak: 'keep-all' },
    ...Object.fromEntries(
      schema.list.columns.flatMap((source): [string, object][] => {
        const field = schema.fields[source];
        const column = field && fieldUi(field).column;
        if (column === 'wordy')
          return [[`& .column-${source}`, { minWidth: source === schema.recordTitle ? 200 : 140 }]];
        if (!field || column === 'short') return [[`& td.column-${source}`, { whiteSpace: 'nowrap' }]];
        return [];
      }),
    ),
  };
}

/**
 * The rows of a list (the list page, a record's child list): a table, whose
 * wide columns scroll inside it, never the page; on phones one column with
 * the record's title and one more field.
 */
export function RecordRows(props: RecordRowsProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The first load: nothing for a quick answer, rows of grey for a slow one (react-admin's own wait 1 s).
  const { isPending, perPage } = useListContext();
  const loading = useDelayedLoading(isPending);
  usePreloadWindowing(perPage);
  if (loading === 'waiting') return null;
  if (loading === 'placeholder') return <LoadingPlaceholder variant="rows" rows={phone ? 5 : 10} />;
  return (
    <>
      <LiveRows schema={props.schema} inPlace={props.liveInPlace} />
      <LoadedRows {...props} phone={phone} />
    </>
  );
}

interface RecordRowsProps {
  schema: EntitySchema;
  bulkActions?: ReactElement | false;
  omit?: string;
  empty?: ReactElement;
  /** The columns chosen for the list (sources, in order); none: the schema's. */
  columns?: readonly string[];
  /** Others' writes refetch the rows at once (a child list), rather than being compared first. */
  liveInPlace?: boolean;
}

/** The cells of the chosen columns, in their order; all of them when none are chosen. */
function chosenCells(cells: ReactElement[], columns: readonly string[] | undefined): ReactElement[] {
  if (!columns) return cells;
  const bySource = new Map(cells.map((cell) => [(cell.props as { source?: string }).source, cell]));
  return columns.flatMap((column) => bySource.get(column) ?? []);
}

/** Mounted once the rows are there, so the checkbox labelling finds its table. */
function LoadedRows({
  schema,
  bulkActions = false,
  omit,
  empty,
  columns,
  phone,
}: Omit<RecordRowsProps, 'liveInPlace'> & { phone: boolean }) {
  const rowClick = useRowClick(schema);
  const mayRead = useMayRead();
  const table = useRef<HTMLDivElement>(null);
  const { data } = useListContext();
  useRowCheckboxLabels(table);
  if (phone)
    return (
      <PhoneRows
        primaryText={<RecordName schema={schema} />}
        secondaryText={secondaryCell(schema)}
        tertiaryText={statusCell(schema)}
        sx={PHONE_ROW_SX}
        rowClick={rowClick}
        empty={empty}
      />
    );
  return (
    <Box ref={table} sx={{ minWidth: 0 }}>
      <Datagrid
        rowClick={rowClick}
        bulkActionButtons={bulkActions}
        empty={empty}
        body={rowClick ? KEYBOARD_BODY : PLAIN_BODY}
        sx={{
          ...SCROLLS_SIDEWAYS,
          ...KEYBOARD_SX,
          ...columnWidths(schema),
        }}
      >
        {chosenCells(listCells(schema, mayRead), columns).filter(
          (cell) => (cell.props as { source?: string }).source !== omit,
        )}
      </Datagrid>
      <StickyScrollbar within={table} shown={data} />
    </Box>
  );
}

/**
 * A row a keyboard reaches: a Tab stop of its own that opens its record with Enter, as a click on it
 * does (a cell's link to another record keeps its own stop and opens that one).
 */
const KeyboardRow = memo(function KeyboardRow(props: DatagridRowProps) {
  const open = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) event.currentTarget.click();
  };
  // Its id, for the `e` shortcut (shortcuts/KeyboardShortcuts.tsx).
  return <DatagridRow {...props} tabIndex={0} onKeyDown={open} data-record-id={props.id} />;
});

const KEYBOARD_BODY = <ListBody row={<KeyboardRow />} />;
const PLAIN_BODY = <ListBody />;

const KEYBOARD_SX = {
  '& .RaDatagrid-row:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  // Folded away while nothing is selected, its buttons take no Tab stops either.
  '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
} as const;

/**
 * Back on a list puts it where the admin left it. The router saves the position as the admin
 * leaves and restores it as the address changes back, but rows that come after that are too late:
 * the page was too short to scroll then. This scrolls there again once the rows are shown.
 */
function RestoreScrollOnceShown() {
  const saved = useRef(useContext(RouterStateContext)?.restoreScrollPosition);
  const { isPending } = useListContext();
  useLayoutEffect(() => {
    const top = saved.current;
    if (isPending || typeof top !== 'number') return;
    saved.current = null;
    return scrollWhenTallEnough(top);
  }, [isPending]);
  return null;
}

const ADMIN_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to `top`, and again each time the page grows (cells, pictures and the pager come after the
 * rows) until it gets there, the admin scrolls or types, or the list goes. Returns the way to stop.
 */
function scrollWhenTallEnough(top: number): () => void {
  if (typeof ResizeObserver === 'undefined') {
    window.scrollTo(0, top);
    return () => undefined;
  }
  const growth = new ResizeObserver(() => scrollThere());
  const stop = () => {
    growth.disconnect();
    for (const type of ADMIN_INPUT) window.removeEventListener(type, stop);
  };
  const scrollThere = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 1) stop();
  };
  for (const type of ADMIN_INPUT) window.addEventListener(type, stop, { passive: true });
  growth.observe(document.body);
  scrollThere();
  return stop;
}

/**
 * What a list's selection may do: the schema's state actions and a bulk edit of its bulk-editable fields
 * (UPDATE), and delete (DELETE); false: no selection.
 */
function useBulkActions(schema: EntitySchema): ReactElement | false {
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: schema.route });
  const { canAccess: canUpdate } = useCanAccess({ action: 'edit', resource: schema.route });
  const moves = canUpdate === true && schema.actions.some((action) => action.transition);
  const edits = canUpdate === true && schema.views.edit && bulkEditable(schema).length > 0;
  const deletes = schema.deletable && canDelete === true;
  if (!moves && !edits && !deletes) return false;
  return (
    <>
      {edits ? <BulkEditButton schema={schema} /> : null}
      {moves ? <BulkActionButtons schema={schema} /> : null}
      {deletes ? <BulkDeleteRecordsButton schema={schema} /> : null}
    </>
  );
}

export default function ListPage({ schema }: { schema: EntitySchema }) {
  const bulkActions = useBulkActions(schema);
  const [chosenColumns] = useListColumns(schema.route);
  const translate = useTranslate();
  const mayRead = useMayRead();
  useDocumentTitle([useEntityName(schema)]);
  const opening = listDefaults(schema);
  return (
    <List
      resource={schema.route}
      // The same first page the menu fetches ahead (listParams.ts).
      {...opening}
      {...ACCESS_CHECKED}
      filters={listFilters(schema, translate, mayRead)}
      actions={<ListActions schema={schema} />}
      pagination={<ListPagination rowsPerPageOptions={[LIST_PAGE_SIZE, 50, 100, 1000]} />}
      error={<LoadFailure listOpening={opening} />}
    >
      <RecordRows
        schema={schema}
        bulkActions={bulkActions}
        columns={chosenColumns ? columnChoice(schema, chosenColumns).shown : undefined}
      />
      <RestoreScrollOnceShown />
    </List>
  );
}
