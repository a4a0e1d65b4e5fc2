import { Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { chartGridSx } from './layout';

/** What stands in for the charts while their code loads. */
export function ChartsFallback({ count }: { count: number }) {
  const translate = useTranslate();
  return (
    <Box sx={chartGridSx} role="progressbar" aria-label={translate('ra.page.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={320} />
      ))}
    </Box>
  );
}
