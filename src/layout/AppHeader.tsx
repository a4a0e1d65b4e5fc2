// Fixed 55 px header: sidebar toggle, title, language switcher, aside toggle
// and the account dropdown (the signed-in user's name and Logout), or a
// Login button when signed out.
import { Button as MuiButton, IconButton, Tooltip } from '@mui/material';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebarOutlined';
import { AppBar, LocalesMenuButton, Logout, TitlePortal, UserMenu, useBasename, useGetIdentity, useStore, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LAYOUT } from './theme';

export const ASIDE_STORE_KEY = 'layout.aside.open';

function AsideToggle() {
  const translate = useTranslate();
  const [open, setOpen] = useStore(ASIDE_STORE_KEY, false);
  return (
    <Tooltip title={translate('app.header.toggle_aside')}>
      <IconButton color="inherit" onClick={() => setOpen(!open)} aria-label={translate('app.header.toggle_aside')} aria-pressed={open}>
        <ViewSidebarIcon />
      </IconButton>
    </Tooltip>
  );
}

function AccountMenu() {
  const { identity, isPending } = useGetIdentity();
  const translate = useTranslate();
  const basename = useBasename();
  if (isPending) return null;
  if (!identity) {
    return <MuiButton color="inherit" component={Link} to={`${basename}/login`}>{translate('app.header.login')}</MuiButton>;
  }
  return (
    <UserMenu>
      <Logout />
    </UserMenu>
  );
}

export function AppHeader() {
  return (
    <AppBar
      userMenu={<AccountMenu />}
      toolbar={<><LocalesMenuButton /><AsideToggle /></>}
      sx={{ '& .RaAppBar-toolbar': { minHeight: LAYOUT.header, height: LAYOUT.header } }}
    >
      <TitlePortal />
    </AppBar>
  );
}
