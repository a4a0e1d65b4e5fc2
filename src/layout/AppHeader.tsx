// Fixed 55 px header: sidebar toggle, title, search (Ctrl+K), notification bell, language
// switcher, aside toggle and the account dropdown (the signed-in user's name:
// active sessions, change password, two-factor, the dark theme and Logout), or a Login button when signed out.
import { forwardRef, type ReactNode } from 'react';
import {
  Box,
  Button as MuiButton,
  IconButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Tooltip,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import DevicesIcon from '@mui/icons-material/Devices';
import PasswordIcon from '@mui/icons-material/Password';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebarOutlined';
import {
  AppBar,
  LocalesMenuButton,
  Logout,
  RefreshIconButton,
  TitlePortal,
  UserMenu,
  useBasename,
  useGetIdentity,
  useRemoveFromStore,
  useStore,
  useTheme,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { NotificationBell } from '../notifications/NotificationBell';
import { LAYOUT } from '../engine/ui/layoutConstants';
import { SearchLauncher } from '../engine/ui/search/SearchLauncher';

export const ASIDE_STORE_KEY = 'layout.aside.open';
/** The signed-in admin's sessions page (src/pages/SessionsPage.tsx). */
export const SESSIONS_PATH = '/profile/sessions';
/** The signed-in admin's password page (src/pages/PasswordPage.tsx). */
export const PASSWORD_PATH = '/profile/password';
/** The signed-in admin's two-factor page (src/pages/TwoFactorPage.tsx). */
export const TWO_FACTOR_PATH = '/profile/two-factor';

interface ProfileMenuItemProps {
  path: string;
  label: string;
  icon: ReactNode;
  /** Its data-menu attribute (tests find it by it). */
  name: string;
}

/** A user menu link to a page about one's own account; it closes the menu like Logout does. */
const ProfileMenuItem = forwardRef<HTMLAnchorElement, ProfileMenuItemProps>(function ProfileMenuItem(
  { path, label, icon, name, ...props },
  ref,
) {
  const translate = useTranslate();
  const basename = useBasename();
  const menu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      component={Link}
      to={`${basename}${path}`}
      onClick={() => menu?.onClose()}
      data-menu={name}
      {...props}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
});

/**
 * Dark theme on or off (a checkbox item of the account menu). It starts as the system's setting; a choice
 * equal to the system's is forgotten, so the page follows the system again from then on.
 */
const ThemeMenuItem = forwardRef<HTMLLIElement>(function ThemeMenuItem(props, ref) {
  const translate = useTranslate();
  const [theme, setTheme] = useTheme();
  const forget = useRemoveFromStore('theme');
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const dark = theme === 'dark';
  const toggle = () => {
    if (!dark === systemDark) forget();
    else setTheme(dark ? 'light' : 'dark');
  };
  return (
    <MenuItem ref={ref} role="menuitemcheckbox" aria-checked={dark} onClick={toggle} data-menu="theme" {...props}>
      <ListItemIcon>{dark ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
      <ListItemText>{translate('app.header.dark_theme')}</ListItemText>
    </MenuItem>
  );
});

function AsideToggle() {
  const translate = useTranslate();
  const [open, setOpen] = useStore(ASIDE_STORE_KEY, false);
  return (
    <Tooltip title={translate('app.header.toggle_aside')}>
      <IconButton
        color="inherit"
        onClick={() => setOpen(!open)}
        aria-label={translate('app.header.toggle_aside')}
        aria-pressed={open}
      >
        <ViewSidebarIcon />
      </IconButton>
    </Tooltip>
  );
}

function AccountMenu() {
  const { identity, isPending } = useGetIdentity();
  const translate = useTranslate();
  const basename = useBasename();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  if (isPending) return null;
  if (!identity) {
    return (
      <MuiButton color="inherit" component={Link} to={`${basename}/login`}>
        {translate('app.header.login')}
      </MuiButton>
    );
  }
  // From 'sm' up the button shows the user's name, so its accessible name starts with it (WCAG 2.5.3);
  // below, an icon named by react-admin's own key.
  return (
    <UserMenu
      label={
        wide && identity.fullName ? translate('app.header.user_menu', { name: identity.fullName }) : 'ra.auth.user_menu'
      }
    >
      <ProfileMenuItem
        path={SESSIONS_PATH}
        label="app.sessions.menu"
        icon={<DevicesIcon fontSize="small" />}
        name="sessions"
      />
      <ProfileMenuItem
        path={PASSWORD_PATH}
        label="app.password.menu"
        icon={<PasswordIcon fontSize="small" />}
        name="password"
      />
      <ProfileMenuItem
        path={TWO_FACTOR_PATH}
        label="app.two_factor.menu"
        icon={<PhonelinkLockIcon fontSize="small" />}
        name="two-factor"
      />
      <ThemeMenuItem />
      <Logout />
    </UserMenu>
  );
}

/**
 * `alwaysOn` (from the layout's `appBarAlwaysOn`): the header stays while the page scrolls. Hidden on
 * scroll, as react-admin has it, it left the editor's toolbar, which sticks just under it, below an
 * empty strip the text showed through.
 */
export function AppHeader({ alwaysOn }: { alwaysOn?: boolean }) {
  return (
    <AppBar
      alwaysOn={alwaysOn}
      userMenu={<AccountMenu />}
      toolbar={
        <>
          {/* What react-admin's header has by default: every query of the page read again. */}
          <Box component="span" className="app-refresh">
            <RefreshIconButton />
          </Box>
          <SearchLauncher />
          <NotificationBell />
          <Box component="span" className="app-locales">
            <LocalesMenuButton />
          </Box>
          <AsideToggle />
        </>
      }
      sx={headerSx}
    >
      <TitlePortal sx={titleSx} />
    </AppBar>
  );
}

const headerSx = {
  '& .RaAppBar-toolbar': { minHeight: LAYOUT.header, height: LAYOUT.header },
  // On a phone the language button keeps its icon; its name stays in the DOM as the button's name.
  '@media (max-width: 575.95px)': {
    '& .app-locales .MuiButton-root': { fontSize: 0, minWidth: 0, px: 1 },
    '& .app-locales .MuiButton-startIcon': { mr: 0 },
    '& .app-locales .MuiButton-endIcon': { display: 'none' },
    // A phone's browser reloads with a pull; the header keeps its room for the title.
    '& .app-refresh': { display: 'none' },
  },
} as const;

/** The page title takes the room left and ends in an ellipsis rather than being clipped. */
const titleSx = {
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // react-admin's wrapper is an inline block, which an ellipsis would drop whole.
  '& .RaConfigurable-root': { display: 'inline' },
} as const;
