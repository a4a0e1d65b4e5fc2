// What every UI kind module shares: the shape of a kind's value half (list cell, detail field, UI
// traits), of its entry half (form input, list filter: ./<kind>.input.tsx) and of its export rule, and
// the small export rules several kinds use. Each kind module declares them for its own field type (`F`).
import type { ReactElement } from 'react';
import type { Validator } from 'react-admin';
import type { Field } from '../../kinds';
import type { EntitySchema } from '../../schema';

export interface KindProps<F extends Field = Field> {
  schema: EntitySchema;
  source: string;
  field: F;
  label: string;
  sortable?: boolean;
}

/**
 * A kind on screen, for fields of type `F`. Members are methods, whose parameters TypeScript checks
 * bivariantly: each kind's entry (`UiKind<MoneyField>`) is a `UiKind` of any field, which the registry
 * hands only fields of its kind.
 */
export interface UiKind<F extends Field = Field> {
  /** A list cell. The list asks for its columns only: a cell that reads another field of the record needs it named in listFields (src/engine/listFields.ts). */
  Cell(props: KindProps<F>): ReactElement;
  Show(props: KindProps<F>): ReactElement;
  /**
   * How a change of its value reads in a record's history; without one, the value before and the value
   * after, each as Show draws it.
   */
  Change?(props: KindProps<F> & { before: unknown; after: unknown }): ReactElement;
  /** Its values and inputs are long (several lines, lists, pictures): they take a card's and a form's whole width. */
  wide?: boolean;
  /**
   * Its list column: 'wordy' text that may break anywhere (Japanese has no spaces) keeps a readable width
   * and the table scrolls instead; 'short' values stay on one line.
   */
  column?: 'wordy' | 'short';
  /**
   * Its entry half (`import('./<kind>.input')`), loaded when a list first shows its filter: a list loads
   * no input's code before. Forms take the same modules from ./inputs.ts.
   */
  entry(): Promise<{ default: InputKind<F> }>;
}

export interface KindInputProps<F extends Field = Field> extends KindProps<F> {
  validate: Validator;
  helperText?: string;
}
export interface KindFilterProps<F extends Field = Field> extends KindProps<F> {
  alwaysOn?: boolean;
}

/** A kind's entry half, for fields of type `F`: methods, so that an `InputKind<MoneyField>` is an `InputKind` (see UiKind). */
export interface InputKind<F extends Field = Field> {
  Input(props: KindInputProps<F>): ReactElement;
  Filter(props: KindFilterProps<F>): ReactElement;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;
export type ExportRecord = Record<string, unknown>;

export interface ExportColumn {
  header: string;
  cell(record: ExportRecord): string;
}

export interface ExportFieldContext<F extends Field = Field> {
  schema: EntitySchema;
  source: string;
  field: F;
  /** The field's label in the interface language. */
  label: string;
  /** The interface language. */
  locale: string;
  translate: Translate;
  /** The referenced entity and its records by id (as text), for kinds that declare `related`. */
  target?: EntitySchema;
  related?: ReadonlyMap<string, ExportRecord>;
}

/**
 * A kind's export rule, for fields of type `F`: the CSV columns it brings and how its value reads in a
 * cell (docs/DECISIONS.md, "CSV export"). Methods, so that an `ExportKind<MoneyField>` is an `ExportKind`.
 */
export interface ExportKind<F extends Field = Field> {
  columns(context: ExportFieldContext<F>): ExportColumn[];
  /**
   * The entity (name) whose records the cells name, and the field of the record holding their ids (the
   * field itself unless `via` says): the exporter reads them in one batch beforehand.
   */
  related?(field: F, schema: EntitySchema): { entity: string; via?: string } | undefined;
}

/** No value to export: none, or an empty text. */
export const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

type Format<F extends Field> = (value: unknown, context: ExportFieldContext<F>) => string;

/** A column under the field's label whose cell reads the value through `format` (empty stays empty). */
export const column = <F extends Field>(context: ExportFieldContext<F>, format: Format<F>): ExportColumn => ({
  header: context.label,
  cell: (record) => {
    const value = record[context.source];
    return isEmpty(value) ? '' : format(value, context);
  },
});

/** The rule of a kind whose value exports as that one column. */
export const single = <F extends Field>(format: Format<F>): ExportKind<F> => ({
  columns: (context) => [column(context, format)],
});

export const asText = (value: unknown) => String(value);
