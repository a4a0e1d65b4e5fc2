// Error pages in the empty layout (spec section 8): the status message, and a
// link home on 404. These render with or without react-admin's contexts.
import type { ReactNode } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { COLORS } from './theme';

export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: COLORS.lavender,
        p: 2,
      }}
    >
      <Paper elevation={2} sx={{ p: 4, width: '100%', maxWidth: 440, textAlign: 'center' }}>
        {children}
      </Paper>
    </Box>
  );
}

export function ErrorPage({
  status,
  message,
  homeLabel,
  homePath = '/',
}: {
  status: number;
  message: string;
  homeLabel?: string;
  homePath?: string;
}) {
  return (
    <EmptyLayout>
      <Typography variant="h2" component="p" sx={{ color: COLORS.navy, fontWeight: 700 }}>
        {status}
      </Typography>
      <Typography variant="h6" component="h1" sx={{ my: 2 }}>
        {message}
      </Typography>
      {homeLabel ? (
        <Button variant="contained" component={Link} to={homePath}>
          {homeLabel}
        </Button>
      ) : null}
    </EmptyLayout>
  );
}

/** Outside react-admin (an unknown locale prefix): English, as no language applies. */
export function StandaloneNotFound() {
  return <ErrorPage status={404} message="This page could not be found." homeLabel="Back to home" />;
}
