import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LAYOUT } from '../engine/ui/layoutConstants';

export function Footer() {
  const translate = useTranslate();
  return (
    <Box
      component="footer"
      sx={{
        height: LAYOUT.footer,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        px: 2,
        mt: 'auto',
        borderTop: 1,
        borderColor: 'divider',
        color: 'text.secondary',
        flexWrap: 'wrap',
        gap: 1,
      }}
    >
      <Typography variant="caption">{translate('app.footer.copyright')}</Typography>
      <Typography variant="caption">
        {translate('app.footer.powered_by')}{' '}
        <Link href="https://marmelab.com/react-admin/" target="_blank" rel="noopener noreferrer">
          react-admin
        </Link>
      </Typography>
    </Box>
  );
}
