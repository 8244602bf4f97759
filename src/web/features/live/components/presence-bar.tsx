import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '#web/features/live/api/presence.ts';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** The other people on this complaint now, and who of them has unsaved changes. */
export function PresenceBar({ viewers }: { viewers: Viewer[] }) {
  const { t } = useTranslation();
  if (viewers.length === 0) return null;
  const editors = viewers.filter((viewer) => viewer.editing);
  return (
    <Box
      role="status"
      aria-label={t('live.presence.label', { count: viewers.length })}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}
    >
      <AvatarGroup max={5} sx={{ '& .MuiAvatar-root': { width: 32, height: 32, fontSize: 13 } }}>
        {viewers.map((viewer) => (
          <Tooltip key={viewer.id} title={viewer.name}>
            <Avatar
              role="img"
              aria-label={viewer.name}
              sx={{ bgcolor: viewer.editing ? 'warning.main' : 'primary.main', color: 'common.white' }}
            >
              {initials(viewer.name)}
            </Avatar>
          </Tooltip>
        ))}
      </AvatarGroup>
      <Typography variant="body2" color="text.secondary">
        {t('live.presence.viewing', { count: viewers.length })}
      </Typography>
      {editors.map((editor) => (
        <Typography
          key={editor.id}
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'warning.dark' }}
        >
          <IconPencil size={16} aria-hidden />
          {t('live.presence.editing', { name: editor.name })}
        </Typography>
      ))}
    </Box>
  );
}
