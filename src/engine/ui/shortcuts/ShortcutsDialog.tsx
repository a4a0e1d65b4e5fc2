// What `?` shows: every keyboard shortcut, with the letter of each list the admin may open.
import { Fragment } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import type { Grants } from '../../permissions';
import { useSchemaRegistry } from '../registry';
import { goTargets } from './goTargets';

const kbdSx = {
  display: 'inline-block',
  minWidth: '1.6em',
  px: 0.75,
  mr: 0.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  fontFamily: 'inherit',
  fontSize: '0.8rem',
  textAlign: 'center',
} as const;

/** Keys pressed one after the other (`g`, `j`) or together (`Ctrl` `K`), each in its own box. */
function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <>
      {keys.map((key) => (
        <Box key={key} component="kbd" sx={kbdSx}>
          {key}
        </Box>
      ))}
    </>
  );
}

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { permissions: grants } = usePermissions<Grants>();
  const { schemas } = useSchemaRegistry();
  const lists = goTargets(schemas, grants);
  const sections: { heading: string; rows: { keys: string[]; label: string }[] }[] = [
    {
      heading: translate('app.shortcuts.everywhere'),
      rows: [
        { keys: ['Ctrl', 'K'], label: translate('app.shortcuts.search') },
        { keys: ['?'], label: translate('app.shortcuts.help') },
        { keys: ['g', 'd'], label: translate('app.shortcuts.dashboard') },
        ...lists.map((schema) => ({
          keys: ['g', schema.menu ? (schema.menu.key ?? '') : ''],
          label: translate('app.shortcuts.go_to', {
            name: translate(`resources.${schema.name}.name`, { smart_count: 2 }),
          }),
        })),
      ],
    },
    {
      heading: translate('app.shortcuts.in_lists'),
      rows: [
        { keys: ['/'], label: translate('app.shortcuts.focus_search') },
        { keys: ['j'], label: translate('app.shortcuts.next_row') },
        { keys: ['k'], label: translate('app.shortcuts.previous_row') },
        { keys: ['Enter'], label: translate('app.shortcuts.open_row') },
        { keys: ['e'], label: translate('app.shortcuts.edit_row') },
      ],
    },
    {
      heading: translate('app.shortcuts.on_records'),
      rows: [
        { keys: ['e'], label: translate('app.shortcuts.edit_record') },
        { keys: ['Ctrl', 'Enter'], label: translate('app.shortcuts.confirm_action') },
      ],
    },
  ];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="shortcuts-title">
      <DialogTitle id="shortcuts-title">{translate('app.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.shortcuts.not_while_typing')}
        </Typography>
        {sections.map((section) => (
          <Fragment key={section.heading}>
            <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
              {section.heading}
            </Typography>
            <Table size="small">
              <TableBody>
                {section.rows.map((row) => (
                  <TableRow key={row.keys.join(' ') + row.label}>
                    <TableCell sx={{ width: '9em', whiteSpace: 'nowrap' }}>
                      <Keys keys={row.keys} />
                    </TableCell>
                    <TableCell>{row.label}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Fragment>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
