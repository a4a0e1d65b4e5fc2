// Yes or no on screen: react-admin's check and cross; exported as the words of the interface language.
import { BooleanField } from 'react-admin';
import type { BooleanField as BooleanDef } from '../../kinds';
import { single, type ExportKind, type UiKind } from './base';

export const boolean: UiKind<BooleanDef> = {
  Cell: ({ source, label, sortable }) => <BooleanField source={source} label={label} sortable={sortable} />,
  Show: ({ source, label }) => <BooleanField source={source} label={label} />,
  column: 'short',
  entry: () => import('./boolean.input'),
};

export const booleanExport: ExportKind<BooleanDef> = single((value, { translate }) =>
  translate(value === true || value === 'true' ? 'ra.boolean.true' : 'ra.boolean.false'),
);
