// The list's CSV export, for every entity: one row per record, the list's
// columns in the interface language, each field written by its kind's export
// rule (./kinds/exports.ts). Referenced records are read in one batch (the
// session's lookup list when the target is a lookup), never one per row.
import type { FetchRelatedRecords } from 'ra-core';
import type { Field } from '../kinds';
import type { LookupCache } from '../lookups';
import type { EntitySchema } from '../schema';
import type { ExportColumn, ExportRecord, Translate } from './kinds/base';
import { EXPORT_KINDS } from './kinds/exports';
import { fieldLabel } from './registry';

/**
 * The most records one export writes: the API's largest page (paging=1000),
 * so the export is a single list request. A longer list is cut and the admin told.
 */
export const EXPORT_MAX_RESULTS = 1000;

/** Lets Excel read the file as UTF-8 (Japanese, Vietnamese). */
export const BOM = '\uFEFF';

export interface ExportSetup {
  translate: Translate;
  locale: string;
  /** A schema by entity name or route (the app's registry). */
  find(nameOrRoute: string): EntitySchema | undefined;
}

/** Records of referenced entities, per source field, by id as text. */
export type RelatedRecords = ReadonlyMap<string, ReadonlyMap<string, ExportRecord>>;

/** System columns (id, created_at, updated_at, version) export like fields of these kinds. */
const SYSTEM_KINDS: Record<string, Field> = {
  id: { kind: 'number', integer: true },
  created_at: { kind: 'datetime' },
  updated_at: { kind: 'datetime' },
  version: { kind: 'number', integer: true },
};

function fieldOf(schema: EntitySchema, source: string): Field {
  return schema.fields[source] ?? SYSTEM_KINDS[source] ?? { kind: 'text' };
}

/** The entity whose records a column's cells name, and the record's field that holds their ids. */
function targetOf(
  schema: EntitySchema,
  source: string,
  setup: Pick<ExportSetup, 'find'>,
): { target: EntitySchema; via: string } | undefined {
  const field = fieldOf(schema, source);
  const related = EXPORT_KINDS[field.kind].related?.(field, schema);
  const target = related && setup.find(related.entity);
  return target ? { target, via: related.via ?? source } : undefined;
}

/** The CSV columns of the list's columns, in order; a field may bring several (names per language, id and name). */
export function exportColumns(
  schema: EntitySchema,
  setup: ExportSetup,
  related: RelatedRecords = new Map(),
): ExportColumn[] {
  return schema.list.columns.flatMap((source) => {
    const field = fieldOf(schema, source);
    return EXPORT_KINDS[field.kind].columns({
      schema,
      source,
      field,
      label: setup.translate(fieldLabel(schema, source)),
      locale: setup.locale,
      translate: setup.translate,
      target: targetOf(schema, source, setup)?.target,
      related: related.get(source),
    });
  });
}

export interface RelatedSources {
  find: ExportSetup['find'];
  lookups: Pick<LookupCache, 'load'>;
  fetchRelatedRecords: FetchRelatedRecords;
  /** Whether the admin may read a resource (useMayRead): the others are not asked for, their names stay empty. */
  mayRead?: (resource: string) => boolean;
}

/**
 * The records the exported cells name: a lookup target's whole list from the
 * session cache (fetched once if not loaded yet), other targets, and ids the
 * cached list lacks, through one getMany per target.
 */
export async function loadRelated(
  schema: EntitySchema,
  records: readonly ExportRecord[],
  sources: RelatedSources,
): Promise<RelatedRecords> {
  const out = new Map<string, Map<string, ExportRecord>>();
  await Promise.all(
    schema.list.columns.map(async (source) => {
      const { target, via } = targetOf(schema, source, sources) ?? {};
      // A target the admin may not read: its ids alone (the server would refuse the names, and the whole export with them).
      if (!target || !via || sources.mayRead?.(target.route) === false) return;
      const byId = new Map<string, ExportRecord>();
      if (target.lookup) for (const row of await sources.lookups.load(target.path)) byId.set(String(row.id), row);
      // A list of ids (referenceList) names lookup records only: the whole list is already here.
      const missing = records.filter(
        (record) =>
          record[via] !== null &&
          record[via] !== undefined &&
          record[via] !== '' &&
          !Array.isArray(record[via]) &&
          !byId.has(String(record[via])),
      );
      if (missing.length) {
        const fetched = await sources.fetchRelatedRecords<ExportRecord>(missing, via, target.route);
        for (const row of Object.values(fetched)) if (row) byId.set(String(row.id), row);
      }
      out.set(source, byId);
    }),
  );
  return out;
}

/** Cells opening with =, +, -, @ (other than plain numbers such as -3 or +81) would run as spreadsheet formulas. */
const FORMULA = /^[=+\-@\t\r]/;
const NUMERIC = /^[+-]?[\d\s.,()]*$/;
function safeCell(text: string): string {
  const cell = text.replace(/\r\n?/g, '\n'); // the writer quotes cells with \n; a lone \r would slip through
  return FORMULA.test(cell) && !NUMERIC.test(cell) ? `'${cell}` : cell;
}

/** The file's text: BOM, a header line, one line per record (RFC 4180 quoting by jsonexport, CRLF line ends). */
export async function toCsv(columns: readonly ExportColumn[], records: readonly ExportRecord[]): Promise<string> {
  const keys = columns.map((_, i) => `c${i}`);
  const line = (cells: string[]) => Object.fromEntries(cells.map((cell, i) => [keys[i], safeCell(cell)]));
  // Headers go in as the first row so they are quoted like any cell (jsonexport leaves its own headers unquoted).
  const rows = [
    line(columns.map((c) => c.header)),
    ...records.map((record) => line(columns.map((c) => c.cell(record)))),
  ];
  // The CSV writer loads with the first export: lists never fetch it otherwise.
  const { default: jsonexport } = await import('jsonexport/dist/index.js');
  const csv = await jsonexport(rows, { headers: keys, includeHeaders: false, endOfLine: '\r\n' });
  return `${BOM}${csv}\r\n`;
}

/** `<route>-<YYYY-MM-DD>` in the local calendar (downloadCSV adds .csv). */
export function exportFileName(schema: EntitySchema, now = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `${schema.route.replace(/[^\w.-]+/g, '-')}-${day}`;
}

/** The whole export of some records: related names loaded, then the CSV text. */
export async function buildCsv(
  schema: EntitySchema,
  records: readonly ExportRecord[],
  setup: ExportSetup & RelatedSources,
): Promise<string> {
  const related = await loadRelated(schema, records, setup);
  return toCsv(exportColumns(schema, setup, related), records);
}
