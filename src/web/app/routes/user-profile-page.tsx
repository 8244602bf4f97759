import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { useAccount } from '#web/features/account/api/get-account.ts';
import { ProfileOverview } from '#web/features/account/components/profile-overview.tsx';
import { useUserView } from '#web/features/users/api/get-user-view.ts';
import { UserActivity } from '#web/features/users/components/user-activity.tsx';
import { complaintEditPath, paths } from '#web/lib/paths.ts';

/** User Profile: /pages/user-profile/{tab}; the one tab is profile. */
export function UserProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.profile.title'));
  const { tab } = useParams();
  const account = useAccount();
  const view = useUserView(account.data?.user.id);
  if (tab !== 'profile') return <Navigate to={`${paths.userProfile}/profile`} replace />;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h4" component="h1">
        {t('account.profile.title')}
      </Typography>
      {account.data ? (
        <ProfileOverview account={account.data} editPath={`${paths.accountSettings}/account`} />
      ) : (
        <Skeleton variant="rounded" height={260} />
      )}
      <UserActivity view={view.data} complaintPath={complaintEditPath} />
    </Box>
  );
}
