// Small pieces the settings screens share: the failure alert, a failed
// load with its retry, and the pager under a list.
import type { ReactNode } from 'react';
import { Alert, Button, TablePagination } from '@mui/material';
import { useTranslate, ValidationError } from 'react-admin';
import { pagerItemLabel } from '../../layout/MuiTexts';
import { PAGE_SIZE } from './api';

/** A refusal or failure above a form or list; a message key or prefixed field error is translated. */
export function FailureAlert({
  text,
  title,
  onClose,
}: {
  text: string | undefined;
  title?: ReactNode;
  onClose?: () => void;
}) {
  if (!text) return null;
  return (
    <Alert severity="error" role="alert" onClose={onClose} data-settings-failure sx={{ mb: 2 }}>
      {title ? <strong>{title} </strong> : null}
      <ValidationError error={text} />
    </Alert>
  );
}

/** A list or record that could not be read, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.settings.retry')}
        </Button>
      }
      sx={{ my: 1 }}
    >
      {translate('app.settings.load_failed')}
    </Alert>
  );
}

/** Previous / next over pages of PAGE_SIZE rows (1-based `page`), shown once there is more than one page. */
export function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const translate = useTranslate();
  if (total <= PAGE_SIZE && page === 1) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={PAGE_SIZE}
      rowsPerPageOptions={[]}
      onPageChange={(_, next) => onPage(next + 1)}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
      }
      getItemAriaLabel={(type) => pagerItemLabel(translate, type)}
    />
  );
}
