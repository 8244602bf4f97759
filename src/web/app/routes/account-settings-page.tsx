import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { IconBell, IconLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { useAccount } from '#web/features/account/api/get-account.ts';
import { AccountDetailsForm } from '#web/features/account/components/account-details-form.tsx';
import { NotificationPreferences } from '#web/features/account/components/notification-preferences.tsx';
import { SecurityPanel } from '#web/features/account/components/security-panel.tsx';
import { paths } from '#web/lib/paths.ts';

const TABS = [
  { key: 'account', icon: IconUser },
  { key: 'security', icon: IconLock },
  { key: 'notifications', icon: IconBell },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** Account Settings: /pages/account-settings/{tab}. */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.title'));
  const { tab } = useParams();
  const account = useAccount();
  const current = TABS.find((entry) => entry.key === tab)?.key;
  if (!current) return <Navigate to={`${paths.accountSettings}/account`} replace />;

  const panels: Record<TabKey, (data: NonNullable<typeof account.data>) => React.ReactNode> = {
    account: (data) => <AccountDetailsForm account={data} />,
    security: (data) => <SecurityPanel account={data} />,
    notifications: (data) => <NotificationPreferences account={data} />,
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h4" component="h1">
        {t('account.title')}
      </Typography>
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label={t('account.title')}>
        {TABS.map(({ key, icon: Glyph }) => (
          <Tab
            key={key}
            value={key}
            label={t(`account.tabs.${key}`)}
            icon={<Glyph size={18} />}
            iconPosition="start"
            component={Link}
            to={`${paths.accountSettings}/${key}`}
            sx={{ minHeight: 44 }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={t(`account.tabs.${current}`)}>
        {account.data ? panels[current](account.data) : <Skeleton variant="rounded" height={320} />}
      </Box>
    </Box>
  );
}
