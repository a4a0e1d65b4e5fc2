// The text of a value. In a list cell it is a plain span: the table cell (and a
// phone's list row) already sets the type, and a Typography per value styled
// each one again, some two hundred a page, a good part of a list's first
// render. Elsewhere (a detail page's labelled fields) it sets the body type.
// A link to another record in a cell is likewise a router link under one rule
// of the theme's (ValueLink), where react-admin's Link is three styled
// components with a focus state of its own.
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { CELL_TEXT_CLASS, VALUE_LINK_CLASS } from './layoutConstants';

export interface ValueTextProps {
  /** In a list cell or a phone's list row, whose own type it takes. */
  cell?: boolean;
  children?: ReactNode;
}

/** A value with nothing to show: none, an empty text, an empty list. */
export const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A cell's text longer than this carries its whole self as a tooltip: the list clamps it to two lines. */
const LONG_TEXT = 40;

export function ValueText({ cell, children }: ValueTextProps) {
  return cell ? (
    <span
      className={CELL_TEXT_CLASS}
      title={typeof children === 'string' && children.length > LONG_TEXT ? children : undefined}
    >
      {children}
    </span>
  ) : (
    <Typography component="span" variant="body2">
      {children}
    </Typography>
  );
}

// The row around it opens its own record on a click.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * Values drawn inside a link or button that is itself the way to open them (a phone's list row): links
 * there would nest one control in another, which assistive technology cannot tell apart, so values show
 * as text.
 */
const InsideControl = createContext(false);

export function PlainValues({ children }: { children: ReactNode }) {
  return <InsideControl.Provider value>{children}</InsideControl.Provider>;
}

/** Whether a value is drawn inside a control (PlainValues): it must not be a link itself. */
export const useInsideControl = () => useContext(InsideControl);

/** A link to another record in a list cell (an in-app address); its text alone inside a control. */
export function ValueLink({ to, children }: { to: string; children?: ReactNode }) {
  if (useInsideControl()) return <span className={CELL_TEXT_CLASS}>{children}</span>;
  return (
    // Clamped around the link, which stays inline: only its words open the other record.
    <span className={CELL_TEXT_CLASS}>
      <LinkBase
        to={to}
        className={VALUE_LINK_CLASS}
        title={typeof children === 'string' && children.length > LONG_TEXT ? children : undefined}
        onClick={stopPropagation}
      >
        {children}
      </LinkBase>
    </span>
  );
}
