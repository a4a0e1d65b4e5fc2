// What surrounds every generated page: the browser tab's title, a breadcrumb
// back to the list, a toolbar that folds into a menu on phones, and the form
// toolbar (Save, Cancel, Delete).
import { Children, isValidElement, useEffect, useRef, useState, type ReactNode } from 'react';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  Box,
  Breadcrumbs,
  IconButton,
  Link as MuiLink,
  Popover,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import {
  Button,
  LinkBase,
  SaveButton,
  Toolbar,
  useBasename,
  useLocaleState,
  useNotify,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { targetOf } from '../kinds';
import type { EntitySchema } from '../schema';
import { listPlace, recordPath } from './paths';
import { ReferenceTitle } from './ReferenceKind';
import { bareId, recordTitle, useSchemaRegistry } from './registry';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/**
 * "Tokyo · Cities · Marketplace Admin" in the browser tab while the page is
 * shown; the product name alone once it is gone. Empty parts are skipped.
 */
export function useDocumentTitle(parts: readonly (string | undefined)[]) {
  const translate = useTranslate();
  const product = translate('app.title');
  const title = [...parts.filter(Boolean), product].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => () => void (document.title = product), [product]);
}

/** useDocumentTitle for a part of a page that names the tab only when it is shown. */
export function TabTitle({ parts }: { parts: readonly (string | undefined)[] }) {
  useDocumentTitle(parts);
  return null;
}

/** The entity's plural name, e.g. "Cities". */
export function useEntityName(schema: EntitySchema, count = 2) {
  const translate = useTranslate();
  return translate(`resources.${schema.name}.name`, { smart_count: count });
}

export interface Crumb {
  label: ReactNode;
  /** Path without the locale prefix; the last crumb has none. */
  to?: string;
}

/**
 * Where a record page's list is (listPlace) and the crumbs that lead there: "Cities", or, for a
 * record listed on another record's tab, "Jobs › Nurse in Osaka › Translations" (its job, then that
 * tab of it). The job's title comes as a reference's does (from a lookup, or read when the admin may
 * read jobs; else its number), so it needs the page's record context.
 */
export function useListPlace(
  schema: EntitySchema,
  record: Record<string, unknown> | undefined,
): { path: string; crumbs: Crumb[] } {
  const translate = useTranslate();
  const { schemas } = useSchemaRegistry();
  const entity = useEntityName(schema);
  const place = listPlace(schemas, schema, record);
  if (!place.tab) return { path: place.path, crumbs: [{ label: entity, to: place.path }] };
  const { parent, parentId, page } = place.tab;
  const field = schema.fields[page.field];
  const named = field && targetOf(field);
  return {
    path: place.path,
    crumbs: [
      { label: translate(`resources.${parent.name}.name`, { smart_count: 2 }), to: `/${parent.route}` },
      {
        label: named && !named.many ? <ReferenceTitle source={page.field} entity={named.entity} /> : bareId(parentId),
        to: recordPath(parent, parentId),
      },
      { label: translate(`resources.${parent.name}.pages.${page.path}`), to: place.path },
    ],
  };
}

/** "Cities › Tokyo › Edit": each crumb but the last links back. */
export function PageBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const basename = useBasename();
  const translate = useTranslate();
  return (
    <Breadcrumbs
      aria-label={translate('app.breadcrumb')}
      sx={{ minWidth: 0, '& ol': { flexWrap: 'nowrap' }, '& li': { minWidth: 0 } }}
    >
      {crumbs.map((crumb, index) =>
        crumb.to !== undefined && index < crumbs.length - 1 ? (
          <MuiLink
            key={index}
            component={LinkBase}
            to={`${basename}${crumb.to}`}
            underline="hover"
            color="inherit"
            noWrap
            sx={{ display: 'block' }}
          >
            {crumb.label}
          </MuiLink>
        ) : (
          <Typography key={index} color="text.primary" noWrap aria-current="page">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}

/**
 * Buttons in a row; below the `sm` breakpoint they fold into a "more" menu so
 * that nothing sits off-screen. Folded buttons stay mounted, so a dialog they
 * open survives the menu closing.
 */
export function FoldingActions({ children }: { children: ReactNode }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items = Children.toArray(children).filter(isValidElement);
  if (!phone)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
        {items}
      </Stack>
    );
  return (
    <>
      <IconButton
        aria-label={translate('app.more_actions')}
        aria-haspopup="true"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        // A click on any button closes the menu; the button's own dialog stays.
        onClick={() => setAnchor(null)}
        keepMounted
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Stack sx={{ py: 1, '& > *': { justifyContent: 'flex-start', px: 2 } }}>{items}</Stack>
      </Popover>
    </>
  );
}

/** The bar above a page: breadcrumb on the left, the page's buttons on the right. */
export function PageActions({ crumbs, children }: { crumbs: readonly Crumb[]; children?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        minHeight: 48,
        py: 1,
        minWidth: 0,
      }}
    >
      <PageBreadcrumbs crumbs={crumbs} />
      {children ? <FoldingActions>{children}</FoldingActions> : null}
    </Box>
  );
}

/**
 * Save, Cancel (back to `cancelTo`) and, on edit forms, Delete on the right.
 * Save stays enabled and validates on click, so a user is told what is missing
 * instead of facing a greyed-out button; it only waits while a save is running.
 * Leaving with unsaved changes asks first (a language switch is not leaving).
 */
export function FormToolbar({ cancelTo, children }: { cancelTo: string; children?: ReactNode }) {
  const { isSubmitting } = useFormState();
  const basename = useBasename();
  return (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <LeadToFirstError />
      <Stack direction="row" spacing={1}>
        <SaveButton alwaysEnable={!isSubmitting} />
        <Button
          component={LinkBase}
          to={`${basename}${cancelTo}`}
          label="ra.action.cancel"
          size="medium"
          data-action="cancel"
        />
      </Stack>
      <UnsavedChangesGuard />
      {children}
    </Toolbar>
  );
}

/**
 * A save refused for its fields (the form's own rules or the server's 422) leads to them: the first
 * invalid field, in the order the form shows them, is scrolled to and focused, and the toast says how
 * many fields need fixing (the forms pass `disableInvalidFormNotification`: react-admin's says neither).
 */
function LeadToFirstError() {
  const { submitCount, isSubmitting, errors } = useFormState();
  const notify = useNotify();
  const seen = useRef(submitCount);
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (isSubmitting || submitCount === seen.current) return;
    seen.current = submitCount;
    const fields = Object.keys(errors).filter((name) => name !== 'root');
    if (!fields.length) {
      const message = errors.root?.serverError?.message;
      if (typeof message === 'string' && message) notify(message, { type: 'error' });
      return;
    }
    notify('app.form.invalid_fields', { type: 'error', messageArgs: { smart_count: fields.length } });
    // A frame later, every field shows its error state.
    const frame = requestAnimationFrame(() => {
      const form = anchor.current?.closest('form');
      if (!form) return;
      const shown = (element: Element) => element.getClientRects().length > 0;
      const first =
        [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].find(shown) ??
        [...form.querySelectorAll<HTMLElement>('.Mui-error')].find(shown);
      first?.scrollIntoView({ block: 'center' });
      first?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [submitCount, isSubmitting, errors, notify]);
  return <span ref={anchor} hidden />;
}

/** What every engine form passes to SimpleForm: LeadToFirstError tells a refused save itself. */
export const FORM_DEFAULTS = { disableInvalidFormNotification: true } as const;

/**
 * After a save: a toast naming the record ("Tokyo saved", not "Element
 * updated"), then the page `to` gives (a path without the locale prefix).
 */
export function useSavedNotice(schema: EntitySchema, what: 'created' | 'updated', to: (record: RaRecord) => string) {
  const notify = useNotify();
  const redirect = useRedirect();
  const [locale] = useLocaleState();
  return (record: RaRecord) => {
    notify(`app.saved.${what}`, { type: 'info', messageArgs: { name: recordTitle(schema, record, locale) } });
    redirect(() => to(record));
  };
}
