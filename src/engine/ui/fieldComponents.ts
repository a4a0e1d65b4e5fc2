// An app's own screens for one field where its kind's are not enough (the permission grid, a password
// typed twice), registered by name at start-up and named by the field (`component`). What a component
// leaves out comes from the field's kind; a component without `Show` keeps the field off record pages.
import type { ReactElement } from 'react';
import type { Field } from '../kinds';
import { UI_KINDS } from './kinds';
import type { KindInputProps, KindProps, UiKind } from './kinds/base';

export interface FieldComponent {
  Cell?(props: KindProps): ReactElement;
  /** Its value on a record page; none: the field is not shown there. */
  Show?(props: KindProps): ReactElement | null;
  Input?(props: KindInputProps): ReactElement;
  wide?: boolean;
}

const registered = new Map<string, FieldComponent>();

/** Adds the app's field components; a field names one by `component`. */
export function registerFieldComponents(components: Readonly<Record<string, FieldComponent>>): void {
  for (const [name, component] of Object.entries(components)) registered.set(name, component);
}

/** The field's own component, if it names one; forms take its `Input` (formInputs.tsx), lists need none of it. */
export function componentOf(field: Field): FieldComponent | undefined {
  if (field.component === undefined) return undefined;
  const component = registered.get(field.component);
  if (!component) throw new Error(`No field component "${field.component}" is registered`);
  return component;
}

/** A field on screen: its component's parts where it has them, else its kind's. `Show` is null for a field kept off record pages. */
export function fieldUi(field: Field): Omit<UiKind, 'Show'> & { Show: UiKind['Show'] | null } {
  const kind = UI_KINDS[field.kind];
  const own = componentOf(field);
  if (!own) return kind;
  return {
    ...kind,
    Cell: own.Cell ?? kind.Cell,
    Show: own.Show ? (own.Show as UiKind['Show']) : own.Input ? null : kind.Show,
    wide: own.wide ?? kind.wide,
  };
}
