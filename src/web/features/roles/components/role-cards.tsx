import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RoleSummary } from '#domain/roles/role.schemas.ts';
import { DesignationIcon } from '#web/components/data-display/designation-icon.tsx';

interface RoleCardsProps {
  roles: RoleSummary[] | undefined;
  canEdit: boolean;
  onOpen: (role: RoleSummary) => void;
}

/** One card per role with its number of active users (and of deactivated ones, when there are). */
export function RoleCards({ roles, canEdit, onOpen }: RoleCardsProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('roles.title')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
      }}
    >
      {(roles ?? Array.from({ length: 6 }, () => null)).map((role, index) => (
        <Card
          component="li"
          key={role?.id ?? index}
          aria-label={role ? t(`designation.${role.name}`) : undefined}
        >
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            {role ? (
              <>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('roles.users', { count: role.userCount })}
                    {role.deactivatedCount > 0 &&
                      ` · ${t('roles.deactivated', { count: role.deactivatedCount })}`}
                  </Typography>
                  <DesignationIcon role={role.slug} size={34} />
                </Box>
                <Typography variant="h5" component="h2">
                  {t(`designation.${role.name}`, { defaultValue: role.name })}
                </Typography>
                <Box>
                  <Button size="small" onClick={() => onOpen(role)} sx={{ px: 0, minWidth: 0 }}>
                    {canEdit && role.editable ? t('roles.edit') : t('roles.view')}
                  </Button>
                </Box>
              </>
            ) : (
              <>
                <Skeleton width="40%" />
                <Skeleton width="60%" height={32} />
                <Skeleton width="30%" />
              </>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
