// Pictures, galleries and documents on screen: a thumbnail or the file's name in lists, the pictures with a
// viewer on a detail page (FileKind.tsx); exported as their addresses.
import type { FileField } from '../../kinds';
import { FileCell, FileShow } from '../FileKind';
import { single, type ExportKind, type UiKind } from './base';

export const file: UiKind<FileField> = {
  Cell: ({ source, label, field }) => <FileCell source={source} label={label} field={field} />,
  Show: ({ schema, source, label, field }) => <FileShow schema={schema} source={source} label={label} field={field} />,
  entry: () => import('./file.input'),
};

/** A gallery takes the whole width. */
export const images: UiKind<FileField> = { ...file, wide: true };

// A file's address; a gallery's addresses one after another.
export const fileExport: ExportKind<FileField> = single((value) =>
  Array.isArray(value) ? value.map(String).join(' ') : String(value),
);
