// Texts, long texts, email and web addresses on screen: a text in a ValueText (or as the type its `typedBy`
// field names), a long text's lines as typed, addresses as links; exported as they are.
import { EmailField, TextField, UrlField, useFieldValue } from 'react-admin';
import type { TextField as TextDef } from '../../kinds';
import { TypedTextValue } from '../TypedTextKind';
import type { ReactElement } from 'react';
import { useInsideControl, ValueText } from '../ValueText';
import { asText, single, type ExportKind, type UiKind } from './base';

/**
 * A text value in a list cell, in a ValueText; a value that is no text (a json field's) as JSON, where
 * react-admin's TextField wrote "[object Object]". `label` and `sortable` are read by the list's header.
 */
export function TextCell({ source }: { source: string; label?: string; sortable?: boolean }) {
  const value = useFieldValue({ source });
  return (
    <ValueText cell>
      {value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value)}
    </ValueText>
  );
}

export const text: UiKind<TextDef> = {
  Cell: ({ source, label, sortable, field }) =>
    // label and sortable are read by the list's header.
    field.typedBy ? (
      <TypedTextValue source={source} label={label} sortable={sortable} field={field} />
    ) : (
      <TextCell source={source} label={label} sortable={sortable} />
    ),
  Show: ({ source, label, field }) =>
    field.typedBy ? <TypedTextValue source={source} field={field} /> : <TextField source={source} label={label} />,
  column: 'wordy',
  entry: () => import('./text.input'),
};

/** Multi-line text: on the record's page its lines and paragraphs as typed, a long word (a URL) wrapped within the page. */
export const longText: UiKind<TextDef> = {
  ...text,
  Show: ({ source, label }) => (
    <TextField source={source} label={label} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
  ),
  wide: true,
};

/** An address in a list cell: a link, or its text inside a control (ValueText's PlainValues). */
function AddressCell({ source, link }: { source: string; link: (source: string) => ReactElement }) {
  return useInsideControl() ? <TextCell source={source} /> : link(source);
}

export const email: UiKind<TextDef> = {
  ...text,
  // label and sortable are read by the list's header.
  Cell: ({ source }) => <AddressCell source={source} link={(s) => <EmailField source={s} />} />,
  Show: ({ source, label }) => <EmailField source={source} label={label} />,
};

export const url: UiKind<TextDef> = {
  ...text,
  Cell: ({ source }) => <AddressCell source={source} link={(s) => <UrlField source={s} />} />,
  Show: ({ source, label }) => <UrlField source={source} label={label} />,
};

export const textExport: ExportKind<TextDef> = single(asText);
