import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import {
  IconBuildingStore,
  IconLayoutGrid,
  IconListDetails,
  IconMessagePlus,
  IconReceipt,
  IconSmartHome,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Action, Subject } from '#domain/auth/permissions.ts';
import { paths } from '#web/lib/paths.ts';
import { useAbility } from '#web/features/auth/api/use-ability.ts';
import { KeyboardShortcuts } from './keyboard-shortcuts.tsx';

interface Shortcut {
  /** Key under `nav.` in the catalogs. */
  label: string;
  to: string;
  icon: Icon;
  action: Action;
  subject: Subject;
}

/** The main pages, each shown only to those who may open it. */
export const SHORTCUTS: Shortcut[] = [
  {
    label: 'newComplaint',
    to: paths.createComplaint,
    icon: IconMessagePlus,
    action: 'create',
    subject: 'Complaint',
  },
  {
    label: 'allComplaints',
    to: paths.complaints,
    icon: IconListDetails,
    action: 'read',
    subject: 'Complaint',
  },
  { label: 'dealers', to: paths.dealers, icon: IconBuildingStore, action: 'read', subject: 'Dealer' },
  { label: 'users', to: paths.users, icon: IconUsers, action: 'read', subject: 'User' },
  {
    label: 'paymentProofs',
    to: paths.paymentProofs,
    icon: IconReceipt,
    action: 'read',
    subject: 'PaymentProof',
  },
  { label: 'dashboard', to: paths.dashboard, icon: IconSmartHome, action: 'read', subject: 'Dashboard' },
];

export function ShortcutsMenu() {
  const { t } = useTranslation();
  const ability = useAbility();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const shortcuts = SHORTCUTS.filter((shortcut) => ability.can(shortcut.action, shortcut.subject));
  if (shortcuts.length === 0) return null;
  return (
    <>
      <IconButton
        title={t('workspace.shortcuts.title')}
        aria-label={t('workspace.shortcuts.title')}
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'text.primary' }}
      >
        <IconLayoutGrid size={22} stroke={1.75} />
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { width: 340, maxWidth: 'calc(100vw - 24px)', mt: 1 },
            role: 'dialog',
            'aria-label': t('workspace.shortcuts.title'),
          },
        }}
      >
        <Typography
          component="h2"
          variant="h6"
          sx={{ px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {t('workspace.shortcuts.title')}
        </Typography>
        <Box
          component="ul"
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', m: 0, p: 0, listStyle: 'none' }}
        >
          {shortcuts.map((shortcut) => (
            <Box
              component="li"
              key={shortcut.label}
              sx={{
                borderBottom: 1,
                borderInlineEnd: 1,
                borderColor: 'divider',
                '&:nth-of-type(2n)': { borderInlineEnd: 0 },
              }}
            >
              <Box
                component={Link}
                to={shortcut.to}
                onClick={() => setAnchor(null)}
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 1,
                  py: 2.5,
                  px: 1,
                  color: 'text.primary',
                  textDecoration: 'none',
                  textAlign: 'center',
                  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                }}
              >
                <Box
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: '50%',
                    bgcolor: 'action.selected',
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  <shortcut.icon size={24} stroke={1.75} aria-hidden />
                </Box>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {t(`nav.${shortcut.label}`)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
        <KeyboardShortcuts />
      </Popover>
    </>
  );
}
