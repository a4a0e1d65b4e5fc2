import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

export default function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.menu.dashboard')} />
      <CardContent>
        <Typography variant="h5" component="h1">{translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}</Typography>
        <Typography variant="body1" sx={{ mt: 1 }}>{translate('app.dashboard.intro')}</Typography>
      </CardContent>
    </Card>
  );
}
