import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Action } from '#domain/auth/permissions.ts';
import { ALL_GRANTS, type MatrixSubject } from '#domain/roles/role-matrix.ts';
import type { RoleSummary } from '#domain/roles/role.schemas.ts';
import { TonalChip } from '#web/components/data-display/tonal-chip.tsx';

/** Every permission of the matrix and the roles that hold it (/apps/permissions). */
export function PermissionsTable({ roles }: { roles: RoleSummary[] | undefined }) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table aria-label={t('roles.permissions.title')} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('roles.permissions.permission')}</TableCell>
            <TableCell>{t('roles.permissions.heldBy')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ALL_GRANTS.map((grant) => {
            const [action, subject] = grant.split(':') as [Action, MatrixSubject];
            const holders = roles?.filter((role) => role.grants.includes(grant)) ?? [];
            return (
              <TableRow key={grant}>
                <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
                  {t(`action.${action}`)} · {t(`subject.${subject}`)}
                </TableCell>
                <TableCell>
                  {!roles ? (
                    <Skeleton width={200} />
                  ) : holders.length === 0 ? (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('roles.permissions.none')}
                    </Typography>
                  ) : (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                      {holders.map((role) => (
                        <TonalChip
                          key={role.id}
                          color={role.scoped.includes(grant) ? 'secondary' : 'primary'}
                          label={
                            t(`designation.${role.name}`, { defaultValue: role.name }) +
                            (role.scoped.includes(grant) ? ` (${t('roles.scoped')})` : '')
                          }
                        />
                      ))}
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
