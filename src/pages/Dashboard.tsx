// The home page: a greeting, the figures the admin may see (each a link to
// its filtered list) and charts of the data, loaded after the rest.
import { lazy, Suspense } from 'react';
import { Box, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { DASHBOARD_CHARTS, DASHBOARD_TILES } from './dashboard/config';
import { ChartsFallback } from './dashboard/ChartsFallback';
import { useVisibleEntries } from './dashboard/data';
import { DashboardTiles } from './dashboard/Tiles';

const ChartGrid = lazy(() => import('./dashboard/Charts'));

export default function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // The home page's document title is the product's name alone (spec).
  const title = translate('app.menu.dashboard');
  const tiles = useVisibleEntries(DASHBOARD_TILES);
  const charts = useVisibleEntries(DASHBOARD_CHARTS);
  const nothing = tiles !== undefined && charts !== undefined && !tiles.length && !charts.length;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 3, minWidth: 0 }}>
      <Title title={title} />
      <Box>
        <Typography variant="h5" component="h1">
          {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate(nothing ? 'app.dashboard.intro' : 'app.dashboard.summary')}
        </Typography>
      </Box>
      <DashboardTiles />
      {charts?.length ? (
        <Suspense fallback={<ChartsFallback count={charts.length} />}>
          <ChartGrid charts={DASHBOARD_CHARTS} />
        </Suspense>
      ) : null}
    </Box>
  );
}
