// Yes or no on screen: react-admin's check and cross, each named in the interface language for a screen
// reader (its icons alone are hidden from one); exported as the same words.
import ClearIcon from '@mui/icons-material/Clear';
import DoneIcon from '@mui/icons-material/Done';
import type { SvgIcon, SvgIconProps } from '@mui/material';
import { BooleanField, useTranslate } from 'react-admin';
import type { BooleanField as BooleanDef } from '../../kinds';
import { single, type ExportKind, type UiKind } from './base';

/** An icon that says its word (an SVG title and the role of an image) rather than being skipped. */
const named = (Icon: typeof DoneIcon, word: string) =>
  function NamedIcon(props: SvgIconProps) {
    return <Icon {...props} titleAccess={useTranslate()(word)} />;
  } as unknown as typeof SvgIcon;

const Yes = named(DoneIcon, 'ra.boolean.true');
const No = named(ClearIcon, 'ra.boolean.false');

export const boolean: UiKind<BooleanDef> = {
  Cell: ({ source, label, sortable }) => (
    <BooleanField source={source} label={label} sortable={sortable} TrueIcon={Yes} FalseIcon={No} />
  ),
  Show: ({ source, label }) => <BooleanField source={source} label={label} TrueIcon={Yes} FalseIcon={No} />,
  column: 'short',
  entry: () => import('./boolean.input'),
};

export const booleanExport: ExportKind<BooleanDef> = single((value, { translate }) =>
  translate(value === true || value === 'true' ? 'ra.boolean.true' : 'ra.boolean.false'),
);
