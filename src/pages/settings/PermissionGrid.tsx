// The 20 function types × 4 privileges as a table of checkboxes, with an
// "all" checkbox per row and per column. On a narrow screen the table
// scrolls inside its own box and the function names stay in view; on a
// phone its cells are tighter and the privilege names stay in view too.
import {
  Box,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  alpha,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { EXTRA_PRIVILEGES, PRIVILEGES, type FunctionType, type Privilege } from '../../engine/permissions';
import { useVocabularyLabels } from './api';
import {
  columnCoverage,
  holds,
  rowCoverage,
  rowPrivileges,
  setCell,
  setColumn,
  setRow,
  withinGrantable,
  type Coverage,
  type Grid,
} from './grid';
import { EXTRA_PRIVILEGE_TYPES, FUNCTION_TYPES } from '../../../schemas/app';

/** The extra privileges of a row (the audit log's…), in a last column of their own. */
const extrasOf = (type: FunctionType) => rowPrivileges(type).slice(PRIVILEGES.length);
const HAS_EXTRAS = EXTRA_PRIVILEGES.some((extra) => EXTRA_PRIVILEGE_TYPES[extra]);

const toggleProps = (coverage: Coverage) => ({ checked: coverage === 'all', indeterminate: coverage === 'some' });

/**
 * The "all" box's input: half-ticked as a native checkbox is (its `indeterminate`, told as "mixed"), not
 * by aria-checked, which a native checkbox may not carry.
 */
const toggleInput = (coverage: Coverage) => ({
  'aria-checked': undefined,
  ref: (input: HTMLInputElement | null) => {
    if (input) input.indeterminate = coverage === 'some';
  },
});

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

/**
 * On a phone: the checkbox columns as narrow as their names allow, so that most of them fit beside the
 * names; the header row stays at the top of the box (which scrolls on its own, both ways) so that a
 * privilege is still named twenty rows down, where the page's own header would be off the screen.
 */
const phoneBoxSx = {
  maxHeight: '70vh',
  overflowY: 'auto',
  // A shade at the right edge while columns are hidden past it: the paper at the content's own end
  // scrolls with it and covers the shade once the last column is in view.
  background: (theme: Theme) =>
    [
      `linear-gradient(to left, ${theme.palette.background.paper} 40%, transparent) right center / 32px 100% no-repeat local`,
      `radial-gradient(farthest-side at 100% 50%, ${alpha(theme.palette.text.primary, 0.3)}, transparent) right center / 12px 100% no-repeat scroll`,
      theme.palette.background.paper,
    ].join(', '),
} as const;
const phoneTableSx = {
  '& td, & th': { px: 0.5 },
  '& th:first-of-type': { minWidth: 124, pl: 1 },
  '& .MuiCheckbox-root': { p: 0.75 },
  '& thead th': {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    bgcolor: 'background.paper',
    // Words stay whole (a Japanese one too); a name of two words may take two lines.
    wordBreak: 'keep-all',
    // A sticky cell leaves its collapsed border behind: the line under the header is drawn on the cell.
    boxShadow: (theme: Theme) => `inset 0 -1px 0 ${theme.palette.divider}`,
  },
  '& thead th:first-of-type': { zIndex: 3 },
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
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Box
      role="region"
      aria-label={caption}
      sx={{
        overflowX: 'auto',
        maxWidth: '100%',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        ...(phone && phoneBoxSx),
      }}
      data-permission-grid
    >
      <Table
        size="small"
        aria-label={caption}
        aria-describedby={describedBy}
        sx={{ '& td, & th': { py: 0.25 }, ...(phone && phoneTableSx) }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ ...stickySx, zIndex: 2 }}>
              {translate('app.settings.permissions.function')}
            </TableCell>
            <TableCell component="th" scope="col" align="center" sx={{ minWidth: phone ? 0 : 64 }}>
              {translate('app.settings.permissions.all')}
            </TableCell>
            {PRIVILEGES.map((privilege) => (
              <TableCell
                key={privilege}
                component="th"
                scope="col"
                align="center"
                sx={{ minWidth: phone ? 0 : 76, whiteSpace: 'nowrap' }}
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
                      ...toggleInput(columnCoverage(grid, privilege)),
                      'aria-label': translate('app.settings.permissions.column_all', {
                        privilege: privilegeLabel(privilege),
                      }),
                    },
                  }}
                  data-column={privilege}
                />
              </TableCell>
            ))}
            {HAS_EXTRAS ? (
              <TableCell component="th" scope="col" sx={{ whiteSpace: 'nowrap' }}>
                {translate('app.settings.permissions.other')}
              </TableCell>
            ) : null}
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
                    disabled={readOnly || rowPrivileges(type).every((privilege) => fixed(type, privilege))}
                    onChange={(event) => change(setRow(grid, type, event.target.checked))}
                    slotProps={{
                      input: {
                        ...toggleInput(rowCoverage(grid, type)),
                        'aria-label': translate('app.settings.permissions.row_all', { function: label }),
                      },
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
                {HAS_EXTRAS ? (
                  <TableCell>
                    {extrasOf(type).map((privilege) => (
                      <Box
                        component="label"
                        key={privilege}
                        sx={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap', pr: 1 }}
                      >
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
                        {privilegeLabel(privilege)}
                      </Box>
                    ))}
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
