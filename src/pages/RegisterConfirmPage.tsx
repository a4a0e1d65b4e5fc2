// /register/confirm: the request was received, and what happens next.
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Box, Button, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../engine/ui/PageChrome';
import { EmptyLayout } from '../layout/ErrorPages';

export default function RegisterConfirmPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { state } = useLocation();
  // The address the answer goes to, when the visitor came from the form (not after a reload elsewhere).
  const email =
    state && typeof state === 'object' && typeof (state as { email?: unknown }).email === 'string'
      ? (state as { email: string }).email
      : undefined;
  useDocumentTitle([translate('app.register.confirm_title')]);
  return (
    <EmptyLayout>
      <CheckCircleOutlineIcon sx={{ fontSize: 56, color: 'primary.main' }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, my: 1 }}>
        {translate('app.register.confirm_title')}
      </Typography>
      <Box sx={{ textAlign: 'left', my: 2 }}>
        <Typography variant="body1">
          {email ? translate('app.register.confirm_reply_to', { email }) : translate('app.register.confirm_reply')}
        </Typography>
        <Typography variant="body1" sx={{ mt: 1 }}>
          {translate('app.register.confirm_next')}
        </Typography>
      </Box>
      <Button variant="contained" component={Link} to={`${basename}/login`}>
        {translate('app.register.sign_in')}
      </Button>
    </EmptyLayout>
  );
}
