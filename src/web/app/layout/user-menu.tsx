import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyConfirmDialog } from '#web/components/feedback/lazy-confirm-dialog.tsx';
import { paths } from '#web/lib/paths.ts';
import { forgetDraftsOf } from '#web/lib/use-draft.ts';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { useSignOut } from '#web/features/auth/api/sign-out.ts';
import { forgetQueueOf, visitQueue } from '#web/features/visits/api/visit-queue.ts';

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

export function UserMenu() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [unsent, setUnsent] = useState(0);
  if (!session) return null;
  const { user } = session;
  // A shared phone keeps nothing of the person who signs out: queued visit reports, their photos
  // and typed drafts are deleted first; unsent reports are named before they go.
  const signOutNow = async () => {
    setUnsent(0);
    await forgetQueueOf(user.id);
    forgetDraftsOf(user.id);
    signOut.mutate(undefined, { onSettled: () => window.location.assign(paths.login) });
  };
  const avatar = (
    <Avatar sx={{ bgcolor: 'primary.main', width: 38, height: 38, fontSize: '0.9375rem' }}>
      {initialsOf(user.name)}
    </Avatar>
  );
  return (
    <>
      <IconButton
        aria-label={t('userMenu.label')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        {avatar}
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 230, mt: 1 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1 }}>
          {avatar}
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500 }} noWrap>
              {user.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
              {t(`designation.${user.designation}`)}
            </Typography>
          </Box>
        </Box>
        <Divider />
        <MenuItem component={Link} to={`${paths.userProfile}/profile`} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <IconUser size={20} stroke={1.75} />
          </ListItemIcon>
          {t('userMenu.profile')}
        </MenuItem>
        <MenuItem component={Link} to={`${paths.accountSettings}/account`} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <IconSettings size={20} stroke={1.75} />
          </ListItemIcon>
          {t('userMenu.accountSettings')}
        </MenuItem>
        <Divider />
        <MenuItem
          disabled={signOut.isPending}
          onClick={() => {
            setAnchor(null);
            const waiting = visitQueue.items(user.id).length;
            if (waiting > 0) setUnsent(waiting);
            else void signOutNow();
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <IconLogout size={20} stroke={1.75} />
          </ListItemIcon>
          {t('auth.signOut')}
        </MenuItem>
      </Menu>
      <LazyConfirmDialog
        open={unsent > 0}
        title={t('auth.signOutUnsent.title')}
        message={t('auth.signOutUnsent.message', { count: unsent })}
        confirmLabel={t('auth.signOutUnsent.confirm')}
        onConfirm={() => void signOutNow()}
        onCancel={() => setUnsent(0)}
      />
    </>
  );
}
