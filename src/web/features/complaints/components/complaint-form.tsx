import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRIORITIES } from '#domain/complaints/complaint-priority.ts';
import { createComplaintInput, type CreateComplaintInput } from '#domain/complaints/complaint.schemas.ts';
import type { Dealer } from '#domain/dealers/dealer.schemas.ts';
import { FIELD_GRID, SectionCard } from '#web/components/data-display/section-card.tsx';
import { Form } from '#web/components/form/form.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { fieldMessage } from '#web/lib/form-errors.ts';
import { useZodForm, type WithSelects } from '#web/lib/use-zod-form.ts';
import { useCreateComplaint } from '#web/features/complaints/api/create-complaint.ts';
import {
  CustomerDetailsSection,
  DealerSection,
  ProblemDetailField,
  ProductDetailsSection,
} from './complaint-detail-fields.tsx';
import type { ProductCatalogue } from './catalogue-product-fields.tsx';
import { CustomerHistoryNotice } from './customer-history.tsx';

type FormValues = WithSelects<CreateComplaintInput, 'tag' | 'customer_province'>;

const EMPTY: FormValues = {
  customer_name: '',
  email: '',
  customer_province: '',
  customer_city: '',
  phone: '',
  address: '',
  shop: '',
  dealer_id: null,
  dealer_name: '',
  dealer_phone: '',
  dealer_city: '',
  dealer_address: '',
  product_id: null,
  product_category: '',
  product_name: '',
  product_variant: '',
  model: '',
  problem_type: '',
  purchase_date: '',
  order_number: '',
  warranty_details: '',
  problem_detail: '',
  tag: '',
  assignee_id: null,
};

interface ComplaintFormProps {
  /** Dealers matching what is typed in the Dealer field (searched by the page). */
  dealers: Dealer[];
  dealersLoading: boolean;
  onDealerSearch: (text: string) => void;
  /** The product catalogue, searched by the page; null when the reader may not read it. */
  catalogue: ProductCatalogue | null;
  /** The optional Assign to options; null for users who may not assign (the field is hidden). */
  assignees: { value: number; title: string }[] | null;
  /** After the server created the complaint, with its message and its id. */
  onCreated: (message: string, id: number) => void;
  cancelTo: string;
}

/** The complaint create form: the fields of spec 3, with problem details in rich text. */
export function ComplaintForm({
  dealers,
  dealersLoading,
  onDealerSearch,
  catalogue,
  assignees,
  onCreated,
  cancelTo,
}: ComplaintFormProps) {
  const { t } = useTranslation();
  const create = useCreateComplaint();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useZodForm<typeof createComplaintInput, FormValues>(createComplaintInput, {
    defaultValues: EMPTY,
  });
  const { control } = form;

  const onSubmit = form.handleSubmit((values) => {
    setBanner(null);
    create.mutate(values, {
      onSuccess: (reply) => onCreated(reply.message, reply.complaint.id),
      onError: (error) => setBanner(form.applyServerErrors(error)),
    });
  });

  return (
    <Form form={form} onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
      {banner && (
        <Alert severity="error" role="alert" onClose={() => setBanner(null)}>
          {banner}
        </Alert>
      )}

      <CustomerDetailsSection />
      <CustomerHistoryNotice />
      <DealerSection dealers={dealers} dealersLoading={dealersLoading} onDealerSearch={onDealerSearch} />
      <ProductDetailsSection catalogue={catalogue} />

      <SectionCard title={t('complaints.form.problemDetails')} contentSx={FIELD_GRID}>
        <ProblemDetailField />
        <SelectField
          name="tag"
          label={t('complaints.fields.level')}
          options={PRIORITIES.map((priority) => ({ value: priority, label: t(`priority.${priority}`) }))}
          required
        />
        {assignees && (
          <Controller
            control={control}
            name="assignee_id"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('complaints.fields.assignee')}
                name={field.name}
                inputRef={field.ref}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange(event.target.value === '' ? null : Number(event.target.value))
                }
                error={Boolean(fieldState.error)}
                helperText={fieldMessage(fieldState.error?.message) ?? t('complaints.form.assigneeOptional')}
              >
                <MenuItem value="">{t('complaints.form.unassigned')}</MenuItem>
                {assignees.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.title}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
      </SectionCard>

      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? t('complaints.form.creating') : t('complaints.form.create')}
        </Button>
        <Button component={Link} to={cancelTo} variant="outlined" color="secondary">
          {t('common.cancel')}
        </Button>
      </Box>
    </Form>
  );
}
