import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoAssignReply } from '#domain/assignment/auto-assign.api.ts';
import { AUTO_ASSIGN_ROLES, autoAssignSettingsSchema } from '#domain/assignment/auto-assign.ts';
import { designationOf, type RoleSlug } from '#domain/auth/roles.ts';
import { SectionCard } from '#web/components/data-display/section-card.tsx';
import { fieldErrorsOf, fieldMessage } from '#web/lib/form-errors.ts';
import { useSaveAutoAssignSettings } from '#web/features/sla/api/auto-assign.ts';

/**
 * Automatic assignment on the SLA screen (decision 024): on or off, the designations that take
 * complaints and the cap of open complaints per person. Read-only for Support Agents.
 */
export function AutoAssignForm({
  initial,
  onSaved,
}: {
  initial: AutoAssignReply;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [roles, setRoles] = useState<RoleSlug[]>(initial.roles);
  const [cap, setCap] = useState(initial.cap === null ? '' : String(initial.cap));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAutoAssignSettings();
  const readOnly = !initial.canEdit;

  const submit = () => {
    const parsed = autoAssignSettingsSchema.safeParse({
      enabled,
      roles,
      cap: cap.trim() === '' ? null : Number(cap),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onSuccess: (reply) => onSaved(reply.message) });
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('autoAssign.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <SectionCard
        title={t('autoAssign.title')}
        subheader={t('autoAssign.subtitle')}
        contentSx={{ display: 'grid', gap: 2 }}
      >
        <FormControlLabel
          label={t('autoAssign.enabled')}
          control={
            <Switch
              checked={enabled}
              disabled={readOnly}
              onChange={(event) => setEnabled(event.target.checked)}
            />
          }
        />
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <FormLabel component="legend">{t('autoAssign.roles')}</FormLabel>
          <FormGroup row>
            {AUTO_ASSIGN_ROLES.map((role) => (
              <FormControlLabel
                key={role}
                label={t(`designation.${designationOf(role)}`)}
                control={
                  <Checkbox
                    checked={roles.includes(role)}
                    disabled={readOnly}
                    onChange={(event) =>
                      setRoles((current) =>
                        event.target.checked ? [...current, role] : current.filter((other) => other !== role),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
        <TextField
          label={t('autoAssign.cap')}
          type="number"
          value={cap}
          disabled={readOnly}
          sx={{ maxWidth: 320 }}
          slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
          error={Boolean(errors.cap)}
          helperText={fieldMessage(errors.cap) ?? t('autoAssign.capHelp')}
          onChange={(event) => setCap(event.target.value)}
        />
      </SectionCard>
      {save.error && <Alert severity="error">{save.error.message}</Alert>}
      {!readOnly && (
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('autoAssign.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
