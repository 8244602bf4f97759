import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { ProfileOverview } from '#web/features/account/components/profile-overview.tsx';
import { useUserView } from '#web/features/users/api/get-user-view.ts';
import { UserActivity } from '#web/features/users/components/user-activity.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { complaintEditPath, paths } from '#web/lib/paths.ts';

/** /apps/user/view/{id}: a staff member's details, complaints assigned by status, recent activity. */
export function UserViewPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const view = useUserView(valid ? id : undefined);
  const { t } = useTranslation();
  useDocumentTitle(view.data?.user.name ?? t('users.list.title'));
  if (!valid || (view.error instanceof ApiError && view.error.status === 404))
    return <Navigate to="/not-found" replace />;
  if (view.error instanceof ApiError && view.error.status === 403)
    return <Navigate to={paths.notAuthorized} replace />;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h4" component="h1">
        {view.data?.user.name ?? <Skeleton width={240} />}
      </Typography>
      {view.data ? (
        <ProfileOverview account={view.data} editPath={null} />
      ) : (
        <Skeleton variant="rounded" height={260} />
      )}
      <UserActivity view={view.data} complaintPath={complaintEditPath} />
    </Box>
  );
}
