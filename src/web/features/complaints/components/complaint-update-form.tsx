import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PRIORITIES, type Priority } from '#domain/complaints/complaint-priority.ts';
import {
  complaintStatusSchema,
  prioritySchema,
  type ComplaintEditReply,
} from '#domain/complaints/complaint.schemas.ts';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '#domain/complaints/complaint-status.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { SelectField } from '#web/components/form/select-field.tsx';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { applyServerErrors, fieldMessage } from '#web/lib/form-errors.ts';
import type { ComplaintChanges } from '#domain/complaints/update-body.ts';
import { useUpdateComplaint } from '#web/features/complaints/api/update-complaint.ts';

/** Assign to and Priority are required (spec 5); the messages are the shared catalog keys. */
const additionalInformation = z.object({
  assignee: z.number({ error: 'validation.required' }).int().positive('validation.required'),
  level: prioritySchema,
  status: complaintStatusSchema,
});

interface FormValues {
  assignee: number | null;
  level: Priority | '';
  status: ComplaintStatus | '';
}

interface AssigneeOption {
  value: number;
  title: string;
}

interface ComplaintUpdateFormProps {
  data: ComplaintEditReply;
  /** After a successful update, with the server's message. */
  onUpdated: (message: string) => void;
  /** Loads the complaint again (after an edit conflict). */
  onReload: () => void;
  reloading: boolean;
  backTo: string;
}

/** Additional Information: Assign to, Priority and Status, with Update Complaint and Back (spec 2.3). */
export function ComplaintUpdateForm({
  data,
  onUpdated,
  onReload,
  reloading,
  backTo,
}: ComplaintUpdateFormProps) {
  const { t } = useTranslation();
  const { complaint, can } = data;
  const update = useUpdateComplaint(complaint.id);
  const headingId = useId();
  const [failure, setFailure] = useState<{ message: string; conflict: boolean } | null>(null);

  // The current assignee is offered even when no longer in the assignable list (spec 4).
  const options = useMemo<AssigneeOption[]>(() => {
    const current = complaint.assignee;
    if (!current || data.ddl_users.some((option) => option.value === current.id)) return data.ddl_users;
    return [{ value: current.id, title: current.name }, ...data.ddl_users];
  }, [complaint.assignee, data.ddl_users]);

  const values = useMemo<FormValues>(
    () => ({ assignee: complaint.assignee?.id ?? null, level: complaint.level, status: complaint.status }),
    [complaint.assignee, complaint.level, complaint.status],
  );
  const { control, handleSubmit, setError } = useForm<FormValues, unknown, ComplaintChanges>({
    values,
    resolver: zodResolver(additionalInformation) as unknown as Resolver<
      FormValues,
      unknown,
      ComplaintChanges
    >,
  });

  const onSubmit = handleSubmit((changes) => {
    setFailure(null);
    update.mutate(
      { data, changes },
      {
        onSuccess: (reply) => onUpdated(reply.message),
        onError: (error) => {
          const conflict = error instanceof ApiError && error.status === 409;
          const message = conflict ? error.message : applyServerErrors(error, setError, Object.keys(values));
          if (message) setFailure({ message, conflict });
        },
      },
    );
  });

  const reload = () => {
    setFailure(null);
    onReload();
  };

  const readOnly = !can.update;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardHeader
        title={t('complaints.edit.additionalInformation')}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: headingId } }}
        sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 }, pb: 0 }}
      />
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
          <Controller
            control={control}
            name="assignee"
            render={({ field, fieldState }) => (
              <Autocomplete
                options={options}
                getOptionLabel={(option) => option.title}
                isOptionEqualToValue={(option, value) => option.value === value.value}
                value={options.find((option) => option.value === field.value) ?? null}
                onChange={(_, option) => field.onChange(option?.value ?? null)}
                onBlur={field.onBlur}
                disabled={readOnly || !can.assign}
                noOptionsText={t('complaints.edit.noAssignees')}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    required
                    name={field.name}
                    inputRef={field.ref}
                    label={t('complaints.fields.assignee')}
                    error={Boolean(fieldState.error)}
                    helperText={fieldMessage(fieldState.error?.message)}
                  />
                )}
              />
            )}
          />
          <SelectField
            control={control}
            name="level"
            label={t('complaints.fields.level')}
            options={PRIORITIES.map((priority) => ({ value: priority, label: t(`priority.${priority}`) }))}
            required
            disabled={readOnly}
          />
          <SelectField
            control={control}
            name="status"
            label={t('complaints.fields.status')}
            options={COMPLAINT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            disabled={readOnly}
          />
          {failure && (
            <Alert
              severity="error"
              role="alert"
              action={
                failure.conflict ? (
                  <Button color="inherit" size="small" onClick={reload} disabled={reloading}>
                    {t('common.reload')}
                  </Button>
                ) : undefined
              }
            >
              {failure.message}
            </Alert>
          )}
          <FormActions
            readOnly={readOnly}
            pending={update.isPending}
            submitLabel={t('complaints.edit.update')}
            pendingLabel={t('complaints.edit.updating')}
            backTo={backTo}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
