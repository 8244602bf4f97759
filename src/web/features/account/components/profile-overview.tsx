import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  IconAt,
  IconCalendar,
  IconMapPin,
  IconPhone,
  IconUser,
  IconUserCheck,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserRow } from '#domain/users/user.schemas.ts';
import { useDates } from '#web/lib/use-dates.ts';

function Detail({ icon: Glyph, label, value }: { icon: Icon; label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
      <Box sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }}>
        <Glyph size={20} aria-hidden />
      </Box>
      <Typography component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 500 }}>
          {label}:
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {value || '—'}
        </Box>
      </Typography>
    </Box>
  );
}

interface ProfileOverviewProps {
  account: { user: UserRow; createdAt: string };
  /** Where 'Edit profile' leads; no button when null (someone else's view). */
  editPath: string | null;
}

/** Who a user is: designation, contacts and where they work (profile tab and user view). */
export function ProfileOverview({ account, editPath }: ProfileOverviewProps) {
  const { t } = useTranslation();
  const { date } = useDates();
  const { user } = account;
  const initials = user.name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  const designation = t(`designation.${user.designation}`, { defaultValue: user.designation });

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card>
        <Box sx={{ height: 120, background: 'linear-gradient(135deg, #7367F0 0%, #9E95F5 100%)' }} />
        <CardContent
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'center', sm: 'flex-end' },
            gap: 3,
            mt: -6,
            textAlign: { xs: 'center', sm: 'start' },
          }}
        >
          <Avatar
            variant="rounded"
            sx={{
              width: 100,
              height: 100,
              fontSize: 36,
              bgcolor: 'primary.main',
              border: 4,
              borderColor: 'background.paper',
            }}
          >
            {initials}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {user.name}
            </Typography>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 2,
                color: 'text.secondary',
                mt: 1,
                justifyContent: { xs: 'center', sm: 'flex-start' },
              }}
            >
              <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
                <IconUserCheck size={18} aria-hidden /> {designation}
              </Box>
              <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
                <IconMapPin size={18} aria-hidden /> {[user.city, user.province].filter(Boolean).join(', ')}
              </Box>
              <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
                <IconCalendar size={18} aria-hidden />{' '}
                {t('account.profile.joined', { date: date(account.createdAt) })}
              </Box>
            </Box>
          </Box>
          {editPath && (
            <Button component={Link} to={editPath} variant="contained">
              {t('account.profile.edit')}
            </Button>
          )}
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Card>
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
              {t('account.profile.about')}
            </Typography>
            <Detail icon={IconUser} label={t('account.profile.username')} value={user.username} />
            <Detail icon={IconUserCheck} label={t('account.profile.designation')} value={designation} />
            <Detail icon={IconMapPin} label={t('account.profile.address')} value={user.address} />
          </CardContent>
        </Card>
        <Card>
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
              {t('account.profile.contacts')}
            </Typography>
            <Detail icon={IconAt} label={t('account.profile.email')} value={user.email} />
            <Detail icon={IconPhone} label={t('account.profile.phone')} value={user.phone} />
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
