// /Charts: charts of the real data, the dashboard's and a few more.
import { lazy, Suspense } from 'react';
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useDocumentTitle } from '../engine/ui/PageChrome';
import { CHARTS_PAGE_CHARTS } from './dashboard/config';
import { ChartsFallback } from './dashboard/ChartsFallback';
import { useVisibleEntries } from './dashboard/data';

const ChartGrid = lazy(() => import('./dashboard/Charts'));

export default function ChartsPage() {
  const translate = useTranslate();
  const title = translate('app.dashboard.pages.charts');
  useDocumentTitle([title]);
  const charts = useVisibleEntries(CHARTS_PAGE_CHARTS);
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 3, minWidth: 0 }}>
      <Title title={title} />
      <Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('app.dashboard.pages.charts_intro')}
        </Typography>
      </Box>
      {charts === undefined ? null : charts.length ? (
        <Suspense fallback={<ChartsFallback count={charts.length} />}>
          <ChartGrid charts={CHARTS_PAGE_CHARTS} />
        </Suspense>
      ) : (
        <Typography>{translate('app.dashboard.nothing_visible')}</Typography>
      )}
    </Box>
  );
}
