import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '#domain/auth/permissions.ts';
import { MATRIX_ACTIONS, MATRIX_SUBJECTS, type Grant } from '#domain/roles/role-matrix.ts';
import type { RoleSummary } from '#domain/roles/role.schemas.ts';
import { stackedBelowSm, useFullScreenDialog } from '#web/components/data-display/stacked-table.ts';
import { useUpdateRole } from '#web/features/roles/api/update-role.ts';

const ACTIONS: Action[] = ['read', 'create', 'update', 'delete', 'assign'];

interface RoleDialogProps {
  role: RoleSummary;
  canEdit: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Which actions a role may do on each subject: a checkbox per cell, saved together. */
export function RoleDialog({ role, canEdit, onClose, onSaved }: RoleDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const update = useUpdateRole();
  const [grants, setGrants] = useState<Set<Grant>>(new Set(role.grants));
  const [error, setError] = useState<string | null>(null);
  const editable = canEdit && role.editable;
  const designation = t(`designation.${role.name}`, { defaultValue: role.name });
  const fullScreen = useFullScreenDialog();

  const toggle = (grant: Grant) =>
    setGrants((current) => {
      const next = new Set(current);
      if (next.has(grant)) next.delete(grant);
      else next.add(grant);
      return next;
    });

  const save = () =>
    update.mutate(
      { id: role.id, grants: [...grants] },
      { onSuccess: (reply) => onSaved(reply.message), onError: (failure) => setError(failure.message) },
    );

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      fullWidth
      fullScreen={fullScreen}
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('roles.dialogTitle', { name: designation })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {!role.editable && <Alert severity="info">{t('roles.adminFixedHelp')}</Alert>}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TableContainer>
          <Table size="small" sx={[{ minWidth: 560 }, stackedBelowSm('hidden')]}>
            <TableHead>
              <TableRow>
                <TableCell>{t('roles.subject')}</TableCell>
                {ACTIONS.map((action) => (
                  <TableCell key={action} align="center">
                    {t(`action.${action}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {MATRIX_SUBJECTS.map((subject) => (
                <TableRow key={subject}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {t(`subject.${subject}`)}
                  </TableCell>
                  {ACTIONS.map((action) => {
                    const grant = `${action}:${subject}` as Grant;
                    if (!MATRIX_ACTIONS[subject].includes(action)) return <TableCell key={action} />;
                    const label = `${t(`action.${action}`)} ${t(`subject.${subject}`)}`;
                    return (
                      <TableCell
                        key={action}
                        align="center"
                        sx={{ py: 0.5 }}
                        data-label={t(`action.${action}`)}
                      >
                        <Checkbox
                          checked={grants.has(grant)}
                          disabled={!editable || update.isPending}
                          onChange={() => toggle(grant)}
                          slotProps={{ input: { 'aria-label': label } }}
                        />
                        {grants.has(grant) && role.scoped.includes(grant) && (
                          <Typography
                            variant="caption"
                            sx={{ display: 'block', color: 'text.secondary', lineHeight: 1.2 }}
                          >
                            {t('roles.scoped')}
                          </Typography>
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} variant="outlined" color="secondary" disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
        {editable && (
          <Button onClick={save} variant="contained" disabled={update.isPending}>
            {t('common.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
