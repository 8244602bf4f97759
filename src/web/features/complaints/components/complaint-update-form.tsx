import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PRIORITIES, type Priority } from '#domain/complaints/complaint-priority.ts';
import {
  complaintStatusSchema,
  prioritySchema,
  type ComplaintEditReply,
} from '#domain/complaints/complaint.schemas.ts';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '#domain/complaints/complaint-status.ts';
import { SectionCard } from '#web/components/data-display/section-card.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { fieldMessage } from '#web/lib/form-errors.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';
import { useUpdateComplaint } from '#web/features/complaints/api/update-complaint.ts';

/** The Assign to option that puts the complaint back to Unassigned (decision 024). */
const UNASSIGNED = 0;

/**
 * Assign to and Priority are required (spec 5): a choice must be made, and 'Unassigned' is one;
 * the messages are the shared catalog keys.
 */
const additionalInformation = z.object({
  assignee: z.number({ error: 'validation.required' }).int().nonnegative('validation.required'),
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
  /** Back by history, to the list the screen was opened from (its filters and scroll position). */
  onBack?: () => void;
  /** Whether the form holds unsaved changes (others see '{name} is editing'). */
  onDirtyChange?: (dirty: boolean) => void;
  /** The form's id, for the phone's quick bar that submits it (its own button then hides on a phone). */
  formId?: string;
}

/** Additional Information: Assign to, Priority and Status, with Update Complaint and Back (spec 2.3). */
export function ComplaintUpdateForm({
  data,
  onUpdated,
  onReload,
  reloading,
  backTo,
  onBack,
  onDirtyChange,
  formId,
}: ComplaintUpdateFormProps) {
  const { t } = useTranslation();
  const { complaint, can } = data;
  const update = useUpdateComplaint(complaint.id);
  const [failure, setFailure] = useState<{ message: string; conflict: boolean } | null>(null);

  // The current assignee is offered even when no longer in the assignable list (spec 4); first
  // comes 'Unassigned', which hands the complaint back (to automatic assignment, when it is on).
  const options = useMemo<AssigneeOption[]>(() => {
    const current = complaint.assignee;
    const unassigned = { value: UNASSIGNED, title: t('complaints.form.unassigned') };
    if (!current || data.ddl_users.some((option) => option.value === current.id))
      return [unassigned, ...data.ddl_users];
    return [unassigned, { value: current.id, title: current.name }, ...data.ddl_users];
  }, [complaint.assignee, data.ddl_users, t]);

  const values = useMemo<FormValues>(
    () => ({ assignee: complaint.assignee?.id ?? null, level: complaint.level, status: complaint.status }),
    [complaint.assignee, complaint.level, complaint.status],
  );
  // Data read again (someone else changed the complaint) never overwrites what the person chose.
  const form = useZodForm<typeof additionalInformation, FormValues>(additionalInformation, {
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = form.handleSubmit((changes) => {
    setFailure(null);
    update.mutate(
      { data, changes: { ...changes, assignee: changes.assignee === UNASSIGNED ? null : changes.assignee } },
      {
        onSuccess: (reply) => {
          // What was saved is the new starting point: nothing is unsaved any more.
          form.reset(form.getValues());
          onUpdated(reply.message);
        },
        onError: (error) => {
          const conflict = error instanceof ApiError && error.status === 409;
          const message = conflict ? error.message : form.applyServerErrors(error);
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
    <SectionCard title={t('complaints.edit.additionalInformation')}>
      <Form form={form} onSubmit={onSubmit} id={formId} sx={{ display: 'grid', gap: 2.5 }}>
        <Controller
          control={form.control}
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
          name="level"
          label={t('complaints.fields.level')}
          options={PRIORITIES.map((priority) => ({ value: priority, label: t(`priority.${priority}`) }))}
          required
          disabled={readOnly}
        />
        <SelectField
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
          onBack={onBack}
          submitElsewhereOnPhone={formId !== undefined}
        />
      </Form>
    </SectionCard>
  );
}
