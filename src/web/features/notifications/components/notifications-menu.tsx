import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconBell, IconMessageCircle, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { displayNumber } from '#domain/complaints/complaint-number.ts';
import type { Notification } from '#domain/notifications/notification.schemas.ts';
import { complaintEditPath } from '#web/lib/paths.ts';
import { useDates } from '#web/lib/use-dates.ts';
import { useNotifications } from '#web/features/notifications/api/get-notifications.ts';
import { useMarkRead } from '#web/features/notifications/api/mark-read.ts';

/** The navbar bell: unread count, the newest notifications, mark one or all read. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const { data, isPending } = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = data?.unreadCount ?? 0;
  const label =
    unread > 0
      ? t('workspace.notifications.labelUnread', { count: unread })
      : t('workspace.notifications.title');

  const open = (item: Notification) => {
    setAnchor(null);
    if (!item.read) markRead.mutate(item.id);
    void navigate(complaintEditPath(item.complaint_id));
  };

  return (
    <>
      <IconButton
        title={label}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'text.primary' }}
      >
        {unread > 0 ? (
          <Badge badgeContent={unread} color="error" max={99}>
            <IconBell size={22} stroke={1.75} />
          </Badge>
        ) : (
          <IconBell size={22} stroke={1.75} />
        )}
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('workspace.notifications.title'),
            sx: { width: 380, maxWidth: 'calc(100vw - 24px)', mt: 1 },
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2.5,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
            {t('workspace.notifications.title')}
          </Typography>
          {unread > 0 && (
            <Button size="small" onClick={() => markRead.mutate(undefined)} disabled={markRead.isPending}>
              {t('workspace.notifications.markAllRead')}
            </Button>
          )}
        </Box>
        {isPending ? (
          <Box sx={{ p: 2, display: 'grid', gap: 1.5 }}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} variant="rounded" height={48} />
            ))}
          </Box>
        ) : data && data.notifications.length > 0 ? (
          <List disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
            {data.notifications.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                onOpen={() => open(item)}
                onMarkRead={() => markRead.mutate(item.id)}
              />
            ))}
          </List>
        ) : (
          <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
            {t('workspace.notifications.empty')}
          </Typography>
        )}
      </Popover>
    </>
  );
}

function NotificationItem({
  item,
  onOpen,
  onMarkRead,
}: {
  item: Notification;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const { t } = useTranslation();
  const { relative } = useDates();
  const Icon = item.kind === 'complaintAssigned' ? IconUserCheck : IconMessageCircle;
  const params = { number: displayNumber(item.complaint_id), name: item.actor_name };
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <ListItemButton onClick={onOpen} sx={{ gap: 1.5, alignItems: 'flex-start', py: 1.5, minWidth: 0 }}>
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'action.selected', color: 'primary.main' }}>
          <Icon size={20} aria-hidden />
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: item.read ? 400 : 600, color: 'text.primary' }}>
            {t(`workspace.notifications.${item.kind}`, params)}
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            {item.customer_name} · {relative(item.created_at)}
          </Typography>
        </Box>
      </ListItemButton>
      {!item.read && (
        <IconButton
          size="small"
          aria-label={t('workspace.notifications.markRead')}
          title={t('workspace.notifications.markRead')}
          onClick={onMarkRead}
          sx={{ m: 1, mt: 2 }}
        >
          <Box
            component="span"
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }}
          />
        </IconButton>
      )}
    </Box>
  );
}
