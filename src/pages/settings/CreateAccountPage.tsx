// /setting/create-account: a back-office account with the password asked
// twice and a permission the creator picks (none is chosen for them);
// once created, the moderators list with a confirmation.
import { Button, Card, CardContent, Typography } from '@mui/material';
import { LinkBase, Title, useBasename, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PageActions, useDocumentTitle } from '../../engine/ui/PageChrome';
import { SETTINGS_ROUTES } from './api';
import { AccountForm } from './AccountForm';

export default function CreateAccountPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const notify = useNotify();
  const title = translate('app.settings.create_account.title');
  const moderators = translate('app.settings.moderators.title');
  useDocumentTitle([title, moderators]);
  return (
    <>
      <Title title={title} />
      <PageActions crumbs={[{ label: moderators, to: SETTINGS_ROUTES.moderator }, { label: title }]} />
      <Card component="section" aria-labelledby="create-account-heading">
        <CardContent>
          <Typography id="create-account-heading" variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {translate('app.settings.create_account.intro')}
          </Typography>
          <AccountForm
            confirmPassword
            submitLabel="app.settings.create_account.submit"
            onCreated={(account) => {
              notify('app.settings.create_account.created', {
                type: 'info',
                messageArgs: { name: account.name, email: account.email },
              });
              navigate(`${basename}${SETTINGS_ROUTES.moderator}`);
            }}
            actions={
              <Button component={LinkBase} to={`${basename}${SETTINGS_ROUTES.moderator}`} data-action="cancel">
                {translate('ra.action.cancel')}
              </Button>
            }
          />
        </CardContent>
      </Card>
    </>
  );
}
