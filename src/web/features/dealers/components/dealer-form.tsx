import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DEALER_FIELDS, dealerInput, type DealerInput } from '#domain/dealers/dealer.schemas.ts';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { applyServerErrors, fieldMessage } from '#web/lib/form-errors.ts';

type DealerValues = z.output<typeof dealerInput>;
type FieldName = (typeof DEALER_FIELDS)[number];

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
  const headingId = useId();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DealerInput, unknown, DealerValues>({
    defaultValues: EMPTY,
    values,
    resolver: zodResolver(dealerInput) as unknown as Resolver<DealerInput, unknown, DealerValues>,
  });

  const field = (name: FieldName) => {
    const { ref, ...rest } = register(name);
    const message = fieldMessage(errors[name]?.message);
    return {
      ...rest,
      inputRef: ref,
      label: t(`dealers.fields.${name}`),
      required: true,
      disabled: readOnly,
      error: Boolean(message),
      helperText: message,
    };
  };

  const onSubmit = handleSubmit((submitted) => {
    setBanner(null);
    onSave(submitted).catch((error: Error) => setBanner(applyServerErrors(error, setError, DEALER_FIELDS)));
  });

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: headingId } }}
        sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 }, pb: 0 }}
      />
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {banner && (
            <Alert
              severity="error"
              role="alert"
              onClose={() => setBanner(null)}
              sx={{ gridColumn: '1 / -1' }}
            >
              {banner}
            </Alert>
          )}
          <TextField {...field('dealer_name')} autoComplete="organization" />
          <TextField {...field('dealer_phone')} type="tel" autoComplete="off" />
          <TextField {...field('dealer_city')} autoComplete="off" sx={{ gridColumn: '1 / -1' }} />
          <TextField {...field('dealer_address')} multiline rows={2} sx={{ gridColumn: '1 / -1' }} />
          <FormActions
            readOnly={readOnly}
            pending={pending}
            submitLabel={submitLabel}
            pendingLabel={pendingLabel}
            backTo={backTo}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
