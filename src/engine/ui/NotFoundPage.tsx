// The 404 page inside the app, in the interface language: for an address no page has (react-admin's
// catch-all) and, with `detail` and `back`, for a record that does not exist (a list or detail page
// whose record the server does not have).
import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { TabTitle } from './PageChrome';

export default function NotFoundPage({
  detail,
  back,
  ...rest
}: {
  /** A line under the heading: what is missing. */
  detail?: string;
  /** The first way out, before home (e.g. back to the record's list). */
  back?: { to: string; label: string };
} & Record<`data-${string}`, string | boolean | undefined>) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }} {...rest}>
      <TabTitle parts={['404']} />
      <Title title="404" />
      <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography variant="h6" component="h1" sx={{ my: 2 }}>
        {translate('app.errors.not_found')}
      </Typography>
      {detail ? <Detail>{detail}</Detail> : null}
      <Stack direction="row" spacing={2} justifyContent="center" useFlexGap flexWrap="wrap">
        {back ? (
          <Button variant="contained" component={Link} to={back.to}>
            {back.label}
          </Button>
        ) : null}
        <Button variant={back ? 'outlined' : 'contained'} component={Link} to={basename || '/'}>
          {translate('app.errors.go_home')}
        </Button>
      </Stack>
    </Box>
  );
}

const Detail = ({ children }: { children: ReactNode }) => (
  <Typography sx={{ mb: 3 }} color="text.secondary">
    {children}
  </Typography>
);
