import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { dealerInput, type DealerInput } from '#domain/dealers/dealer.schemas.ts';
import { FIELD_GRID, SectionCard } from '#web/components/data-display/section-card.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { useZodForm } from '#web/lib/use-zod-form.ts';

type DealerValues = z.output<typeof dealerInput>;

const EMPTY: DealerInput = { dealer_name: '', dealer_phone: '', dealer_city: '', dealer_address: '' };

interface DealerFormProps {
  title: string;
  /** The dealer's current values (edit); empty fields when creating. */
  values?: DealerInput;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  readOnly?: boolean;
  /** Sends the values; rejects with the server's error, whose 422 `errors` go onto the fields. */
  onSave: (values: DealerValues) => Promise<unknown>;
  backTo: string;
}

/** 'Dealer Details' (spec 2.5): Dealer Name, Phone Number, City and Address (two rows), all required. */
export function DealerForm({
  title,
  values,
  submitLabel,
  pendingLabel,
  pending,
  readOnly = false,
  onSave,
  backTo,
}: DealerFormProps) {
  const { t } = useTranslation();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useZodForm(dealerInput, { defaultValues: EMPTY, values });

  const onSubmit = form.handleSubmit((submitted) => {
    setBanner(null);
    onSave(submitted).catch((error: Error) => setBanner(form.applyServerErrors(error)));
  });

  const field = (name: keyof DealerInput) => ({
    name,
    label: t(`dealers.fields.${name}`),
    required: true,
    disabled: readOnly,
  });

  return (
    <SectionCard title={title}>
      <Form form={form} onSubmit={onSubmit} sx={FIELD_GRID}>
        {banner && (
          <Alert severity="error" role="alert" onClose={() => setBanner(null)} sx={{ gridColumn: '1 / -1' }}>
            {banner}
          </Alert>
        )}
        <FormTextField {...field('dealer_name')} autoComplete="organization" />
        <FormTextField {...field('dealer_phone')} type="tel" autoComplete="off" />
        <FormTextField {...field('dealer_city')} autoComplete="off" sx={{ gridColumn: '1 / -1' }} />
        <FormTextField {...field('dealer_address')} multiline rows={2} sx={{ gridColumn: '1 / -1' }} />
        <FormActions
          readOnly={readOnly}
          pending={pending}
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          backTo={backTo}
        />
      </Form>
    </SectionCard>
  );
}
