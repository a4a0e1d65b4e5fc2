// The aside menu (250 px) on the right: who is signed in and the interface
// language, shown or hidden from the header.
import { Box, Divider, Drawer, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useGetIdentity, useLocaleState, useLocales, useStore, useTranslate } from 'react-admin';
import { ASIDE_STORE_KEY } from './AppHeader';
import { LAYOUT } from '../engine/ui/layoutConstants';

export function AsidePanel() {
  const [open, setOpen] = useStore(ASIDE_STORE_KEY, false);
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={() => setOpen(false)}
      slotProps={{
        paper: { sx: { width: LAYOUT.aside, top: LAYOUT.header, height: `calc(100% - ${LAYOUT.header}px)` } },
      }}
      data-testid="aside-panel"
    >
      <Box sx={{ p: 2 }}>
        <Typography variant="subtitle2">{translate('app.aside.title')}</Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('app.aside.signed_in_as')}
        </Typography>
        <Typography variant="body2">{identity?.fullName ?? '—'}</Typography>
      </Box>
      <Divider />
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {translate('app.aside.language')}
      </Typography>
      <List dense>
        {locales.map((l) => (
          <ListItemButton key={l.locale} selected={l.locale === locale} onClick={() => setLocale(l.locale)}>
            <ListItemText primary={l.name} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
