// The 20 function types × 4 privileges as a table of checkboxes, with an
// "all" checkbox per row and per column. On a narrow screen the table
// scrolls inside its own box and the function names stay in view.
import { Box, Checkbox, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FUNCTION_TYPES, PRIVILEGES, type FunctionType, type Privilege } from '../../engine/permissions';
import { useVocabularyLabels } from './api';
import {
  columnCoverage,
  holds,
  rowCoverage,
  setCell,
  setColumn,
  setRow,
  withinGrantable,
  type Coverage,
  type Grid,
} from './grid';

const toggleProps = (coverage: Coverage) => ({ checked: coverage === 'all', indeterminate: coverage === 'some' });

/** The function name column: it stays at the left edge while the privileges scroll. */
const stickySx = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: 140,
  maxWidth: 220,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  borderRight: 1,
  borderRightColor: 'divider',
} as const;

export function PermissionGrid({
  grid,
  readOnly,
  grantable = () => true,
  onChange,
  describedBy,
}: {
  grid: Grid;
  readOnly: boolean;
  /** Whether the editing admin may tick this box: a right they do not hold stays as it is. */
  grantable?: (type: FunctionType, privilege: Privilege) => boolean;
  onChange: (grid: Grid) => void;
  describedBy?: string;
}) {
  const translate = useTranslate();
  const change = (next: Grid) => onChange(withinGrantable(next, grid, grantable));
  const fixed = (type: FunctionType, privilege: Privilege) =>
    !holds(grid, type, privilege) && !grantable(type, privilege);
  const { functionLabel, privilegeLabel } = useVocabularyLabels();
  const caption = translate('app.settings.permissions.grid');
  return (
    <Box
      role="region"
      aria-label={caption}
      sx={{ overflowX: 'auto', maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}
      data-permission-grid
    >
      <Table size="small" aria-label={caption} aria-describedby={describedBy} sx={{ '& td, & th': { py: 0.25 } }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ ...stickySx, zIndex: 2 }}>
              {translate('app.settings.permissions.function')}
            </TableCell>
            <TableCell component="th" scope="col" align="center" sx={{ minWidth: 64 }}>
              {translate('app.settings.permissions.all')}
            </TableCell>
            {PRIVILEGES.map((privilege) => (
              <TableCell
                key={privilege}
                component="th"
                scope="col"
                align="center"
                sx={{ minWidth: 76, whiteSpace: 'nowrap' }}
              >
                <Box component="span" sx={{ display: 'block' }}>
                  {privilegeLabel(privilege)}
                </Box>
                <Checkbox
                  {...toggleProps(columnCoverage(grid, privilege))}
                  disabled={readOnly || FUNCTION_TYPES.every((type) => fixed(type, privilege))}
                  onChange={(event) => change(setColumn(grid, privilege, event.target.checked))}
                  slotProps={{
                    input: {
                      'aria-label': translate('app.settings.permissions.column_all', {
                        privilege: privilegeLabel(privilege),
                      }),
                    },
                  }}
                  data-column={privilege}
                />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {FUNCTION_TYPES.map((type) => {
            const label = functionLabel(type);
            return (
              <TableRow key={type} data-function={type} hover>
                <TableCell component="th" scope="row" sx={stickySx}>
                  {label}
                </TableCell>
                <TableCell align="center">
                  <Checkbox
                    {...toggleProps(rowCoverage(grid, type))}
                    disabled={readOnly || PRIVILEGES.every((privilege) => fixed(type, privilege))}
                    onChange={(event) => change(setRow(grid, type, event.target.checked))}
                    slotProps={{
                      input: { 'aria-label': translate('app.settings.permissions.row_all', { function: label }) },
                    }}
                    data-row-all={type}
                  />
                </TableCell>
                {PRIVILEGES.map((privilege) => (
                  <TableCell key={privilege} align="center">
                    <Checkbox
                      checked={holds(grid, type, privilege)}
                      disabled={readOnly || fixed(type, privilege)}
                      onChange={(event) => change(setCell(grid, type, privilege, event.target.checked))}
                      slotProps={{
                        input: {
                          'aria-label': translate('app.settings.permissions.cell', {
                            function: label,
                            privilege: privilegeLabel(privilege),
                          }),
                        },
                      }}
                      data-privilege={privilege}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
