import { Title, useBasename, useTranslate } from 'react-admin';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../engine/ui/PageChrome';

/** 404 inside the app, in the interface language, with a link home. */
export default function NotFound() {
  const translate = useTranslate();
  const basename = useBasename();
  useDocumentTitle(['404']);
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Title title="404" />
      <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography variant="h6" component="h1" sx={{ my: 2 }}>
        {translate('app.errors.not_found')}
      </Typography>
      <Button variant="contained" component={Link} to={basename || '/'}>
        {translate('app.errors.go_home')}
      </Button>
    </Box>
  );
}
