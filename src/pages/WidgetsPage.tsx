// /Widgets: the dashboard's figures and small widgets over the data (the
// newest records of a few lists), as far as the admin may see them.
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useDocumentTitle } from '../engine/ui/PageChrome';
import { DASHBOARD_TILES, RECENT_WIDGETS } from './dashboard/config';
import { useVisibleEntries } from './dashboard/data';
import { chartGridSx } from './dashboard/layout';
import { RecentList } from './dashboard/RecentList';
import { DashboardTiles } from './dashboard/Tiles';

export default function WidgetsPage() {
  const translate = useTranslate();
  const title = translate('app.dashboard.pages.widgets');
  useDocumentTitle([title]);
  const tiles = useVisibleEntries(DASHBOARD_TILES);
  const recent = useVisibleEntries(RECENT_WIDGETS);
  const nothing = tiles !== undefined && recent !== undefined && !tiles.length && !recent.length;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 3, minWidth: 0 }}>
      <Title title={title} />
      <Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {translate(nothing ? 'app.dashboard.nothing_visible' : 'app.dashboard.pages.widgets_intro')}
        </Typography>
      </Box>
      <DashboardTiles />
      {recent?.length ? (
        <Box sx={chartGridSx}>
          {recent.map(({ definition, schema }) => (
            <RecentList key={definition.key} definition={definition} schema={schema} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
