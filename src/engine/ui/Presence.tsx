// The other admins who have a record open, on its page and its edit form: an avatar each (initials,
// the name on hover and to screen readers), marked with a pencil while they edit.
import { Avatar, Badge, Stack, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate, type Identifier } from 'react-admin';
import type { EntitySchema } from '../schema';
import { avatarColour, initialsOf } from './avatars';
import { usePresence, type PresentAdmin } from './live';

function PresentAvatar({ admin }: { admin: PresentAdmin }) {
  const translate = useTranslate();
  const label = translate(admin.editing ? 'app.live.editing' : 'app.live.viewing', { name: admin.name });
  const avatar = (
    <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: avatarColour(admin.id), color: '#fff' }} aria-hidden>
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
