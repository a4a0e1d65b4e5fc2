// The text of a value. In a list cell it is a plain span: the table cell (and a
// phone's list row) already sets the type, and a Typography per value styled
// each one again, some two hundred a page, a good part of a list's first
// render. Elsewhere (a detail page's labelled fields) it sets the body type.
import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

export interface ValueTextProps {
  /** In a list cell or a phone's list row, whose own type it takes. */
  cell?: boolean;
  children?: ReactNode;
}

export function ValueText({ cell, children }: ValueTextProps) {
  return cell ? <span>{children}</span> : <Typography component="span" variant="body2">{children}</Typography>;
}
