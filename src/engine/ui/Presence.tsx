// The other admins who have a record open, on its page and its edit form: an avatar each (initials,
// the name on hover and to screen readers), marked with a pencil while they edit.
import { Avatar, Badge, Stack, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate, type Identifier } from 'react-admin';
import type { EntitySchema } from '../schema';
import { usePresence, type PresentAdmin } from './live';

/** Up to two letters of a name: its first word's first letter and its last word's (one for one word). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  const first = [...words[0]][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]][0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A colour per admin, the same on every screen, from the palette's darker hues (white initials stay AA). */
const COLOURS = ['#3949ab', '#00695c', '#6a1b9a', '#ad1457', '#4e342e', '#1565c0', '#2e7d32', '#37474f'];

function PresentAvatar({ admin }: { admin: PresentAdmin }) {
  const translate = useTranslate();
  const label = translate(admin.editing ? 'app.live.editing' : 'app.live.viewing', { name: admin.name });
  const avatar = (
    <Avatar
      sx={{ width: 32, height: 32, fontSize: 14, bgcolor: COLOURS[admin.id % COLOURS.length], color: '#fff' }}
      aria-hidden
    >
      {initialsOf(admin.name)}
    </Avatar>
  );
  return (
    <Tooltip title={label}>
      <span role="img" aria-label={label} data-present-admin={admin.id} data-editing={admin.editing || undefined}>
        {admin.editing ? (
          <Badge
            overlap="circular"
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            badgeContent={<EditIcon sx={{ fontSize: 12 }} />}
            sx={{
              '& .MuiBadge-badge': {
                bgcolor: 'warning.main',
                color: 'warning.contrastText',
                p: 0,
                minWidth: 16,
                height: 16,
              },
            }}
          >
            {avatar}
          </Badge>
        ) : (
          avatar
        )}
      </span>
    </Tooltip>
  );
}

/** Who else has the record open; nothing when nobody does. */
export function RecordPresence({
  schema,
  id,
  editing = false,
}: {
  schema: EntitySchema;
  id: Identifier | undefined;
  editing?: boolean;
}) {
  const translate = useTranslate();
  const admins = usePresence(schema, id, editing);
  if (!admins.length) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }} data-presence>
      <Typography variant="body2" color="text.secondary">
        {translate('app.live.here')}
      </Typography>
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
        {admins.map((admin) => (
          <PresentAvatar key={admin.id} admin={admin} />
        ))}
      </Stack>
    </Stack>
  );
}
