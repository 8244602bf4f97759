import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RoleSummary } from '#domain/roles/role.schemas.ts';
import { RegistrationSwitch } from '#web/features/account/components/registration-switch.tsx';
import { TimedAlert } from '#web/components/feedback/timed-alert.tsx';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { useAbility } from '#web/features/auth/api/use-ability.ts';
import { useRoles } from '#web/features/roles/api/get-roles.ts';
import { RoleCards } from '#web/features/roles/components/role-cards.tsx';
import { RoleDialog } from '#web/features/roles/components/role-dialog.tsx';
import { paths } from '#web/lib/paths.ts';

/** Roles: a card per role; an admin edits each role's permissions. */
export function RolesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('roles.title'));
  const roles = useRoles();
  const ability = useAbility();
  const canEdit = ability.can('update', 'Role');
  const [open, setOpen] = useState<RoleSummary | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TimedAlert message={message} onClose={() => setMessage(null)} />
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography variant="h4" component="h1">
            {t('roles.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('roles.subtitle')}</Typography>
        </Box>
        {ability.can('manage', 'Settings') && <RegistrationSwitch />}
        <Button component={Link} to={paths.permissions} variant="outlined">
          {t('roles.permissions.title')}
        </Button>
      </Box>
      <RoleCards roles={roles.data?.roles} canEdit={canEdit} onOpen={setOpen} />
      {open && (
        <RoleDialog
          key={open.id}
          role={open}
          canEdit={canEdit}
          onClose={() => setOpen(null)}
          onSaved={(text) => {
            setOpen(null);
            setMessage(text);
          }}
        />
      )}
    </Box>
  );
}

// One lazy module for both screens of the roles area: fewer lazy modules, fewer chunks shared with
// the sign-in page (docs/decisions/003).
export { PermissionsPage } from './permissions-page.tsx';
