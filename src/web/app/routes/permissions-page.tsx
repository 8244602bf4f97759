import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { useRoles } from '#web/features/roles/api/get-roles.ts';
import { PermissionsTable } from '#web/features/roles/components/permissions-table.tsx';

/** Permissions: each permission and the roles that hold it. */
export function PermissionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('roles.permissions.title'));
  const roles = useRoles();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('roles.permissions.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('roles.permissions.subtitle')}</Typography>
      </Box>
      <Card>
        <PermissionsTable roles={roles.data?.roles} />
      </Card>
    </Box>
  );
}
