// A list's column chooser: show or hide each of the schema's columns and move it up or down; kept per
// browser (react-admin's store) until reset, and set by a saved view that has columns.
import { useState } from 'react';
import { Box, Button as MuiButton, Checkbox, FormControlLabel, IconButton, Popover, Stack } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Button, useTranslate } from 'react-admin';
import type { EntitySchema } from '../../schema';
import { fieldLabel } from '../registry';
import { useListColumns } from './savedViews';

/** The columns in the order chosen (every column of the schema, hidden ones included) and the shown ones. */
export function columnChoice(schema: EntitySchema, chosen: readonly string[] | undefined) {
  const all = schema.list.columns as readonly string[];
  const shown = chosen?.filter((column) => all.includes(column)) ?? all;
  return { order: [...shown, ...all.filter((column) => !shown.includes(column))], shown };
}

export function ColumnsButton({ schema }: { schema: EntitySchema }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useListColumns(schema.route);
  const { order, shown } = columnChoice(schema, chosen);
  const label = (column: string) => translate(fieldLabel(schema, column));

  const toggle = (column: string) => {
    const next = shown.includes(column)
      ? shown.filter((c) => c !== column)
      : order.filter((c) => c === column || shown.includes(c));
    // One column at least stays: a row must show something.
    if (next.length) setChosen(next);
  };
  const move = (column: string, step: -1 | 1) => {
    const at = order.indexOf(column);
    const to = at + step;
    if (to < 0 || to >= order.length) return;
    const next = [...order];
    [next[at], next[to]] = [next[to], next[at]];
    setChosen(next.filter((c) => shown.includes(c)));
  };

  return (
    <>
      <Button
        label={translate('app.columns.button')}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-columns-button
      >
        <ViewColumnIcon />
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box role="group" aria-label={translate('app.columns.title')} sx={{ p: 1, minWidth: 260 }} data-columns>
          {order.map((column, index) => (
            <Stack key={column} direction="row" alignItems="center" data-column={column}>
              <FormControlLabel
                sx={{ flexGrow: 1, mr: 0 }}
                control={
                  <Checkbox
                    size="small"
                    checked={shown.includes(column)}
                    disabled={shown.includes(column) && shown.length === 1}
                    onChange={() => toggle(column)}
                  />
                }
                label={label(column)}
              />
              <IconButton
                size="small"
                disabled={index === 0}
                onClick={() => move(column, -1)}
                aria-label={translate('app.columns.move_up', { name: label(column) })}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                disabled={index === order.length - 1}
                onClick={() => move(column, 1)}
                aria-label={translate('app.columns.move_down', { name: label(column) })}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
          <MuiButton size="small" onClick={() => setChosen(undefined)} disabled={!chosen} sx={{ mt: 1 }}>
            {translate('app.columns.reset')}
          </MuiButton>
        </Box>
      </Popover>
    </>
  );
}
