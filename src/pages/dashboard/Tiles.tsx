// The dashboard's figures: one card per tile of the config, counting with a
// one-record list call (its meta.total) and linking to that filtered list.
import { useState } from 'react';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, Card, CardActionArea, Skeleton, Typography } from '@mui/material';
import { useBasename, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { EntitySchema } from '../../engine/schema';
import { isEstimatedTotal, roundedCount } from '../../engine/ui/ListPagination';
import { iconFor } from '../../layout/icons';
import { DASHBOARD_TILES, TILE_LABELS, type TileDefinition } from './config';
import { listHref, useVisibleEntries } from './data';
import { tileGridSx } from './layout';

export function CountTile({
  definition,
  schema,
  now,
}: {
  definition: TileDefinition;
  schema: EntitySchema;
  now: Date;
}) {
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  const [filter] = useState(() => definition.filter(now));
  // One quick retry, then the tile says it failed (react-query's default waits several seconds first).
  const { total, meta, isPending, error } = useGetList(
    schema.route,
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter },
    { retry: 1, retryDelay: 500 },
  );
  const Icon = iconFor(definition.icon);
  const label = translate(`${TILE_LABELS}${definition.key}`);
  const state = isPending ? 'loading' : error ? 'error' : 'ready';
  // Above the count the server makes exactly, its estimate: said as one, as the list's pager says it.
  const estimated = isEstimatedTotal(meta);
  return (
    <Card
      variant="outlined"
      data-tile={definition.key}
      data-state={state}
      data-count={state === 'ready' ? total : undefined}
      data-estimated={state === 'ready' && estimated ? true : undefined}
      sx={{ minWidth: 0 }}
    >
      <CardActionArea
        component={Link}
        to={listHref(basename, schema, filter)}
        sx={{ p: 2, height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'flex-start', gap: 2 }}
      >
        <Box
          sx={{
            flex: 'none',
            width: 44,
            height: 44,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'tint.main',
            color: 'primary.main',
          }}
        >
          <Icon aria-hidden />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {label}
          </Typography>
          {state === 'loading' ? (
            <Skeleton
              variant="text"
              width={64}
              sx={{ fontSize: '2rem' }}
              role="progressbar"
              aria-label={translate('ra.page.loading')}
            />
          ) : state === 'error' ? (
            <Typography variant="body2" color="error" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
              <ErrorOutlineIcon fontSize="small" aria-hidden />
              {translate('app.dashboard.load_failed')}
            </Typography>
          ) : (
            <Typography
              variant="h4"
              component="p"
              sx={{ fontWeight: 600, color: 'primary.main' }}
              className="tile-count"
            >
              {estimated
                ? translate('app.dashboard.about', { count: roundedCount(total ?? 0, locale) })
                : new Intl.NumberFormat(locale).format(total ?? 0)}
            </Typography>
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** Every tile the admin may see; nothing when none. */
export function DashboardTiles({ tiles = DASHBOARD_TILES }: { tiles?: readonly TileDefinition[] }) {
  const visible = useVisibleEntries(tiles);
  // One moment for every tile, kept while the page is open: "this week" does not move under the admin.
  const [now] = useState(() => new Date());
  if (!visible?.length) return null;
  return (
    <Box sx={tileGridSx} data-testid="dashboard-tiles">
      {visible.map(({ definition, schema }) => (
        <CountTile key={definition.key} definition={definition} schema={schema} now={now} />
      ))}
    </Box>
  );
}
