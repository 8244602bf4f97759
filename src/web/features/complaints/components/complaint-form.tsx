import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRIORITIES } from '#domain/complaints/complaint-priority.ts';
import { createComplaintInput, type CreateComplaintInput } from '#domain/complaints/complaint.schemas.ts';
import type { Dealer } from '#domain/dealers/dealer.schemas.ts';
import { citiesOf, PROVINCE_NAMES } from '#domain/geo/provinces.ts';
import { FIELD_GRID, SectionCard } from '#web/components/data-display/section-card.tsx';
import { CityField } from '#web/components/form/city-field.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { RichTextEditor } from '#web/components/rich-text-editor.tsx';
import { fieldMessage } from '#web/lib/form-errors.ts';
import { useZodForm, type WithSelects } from '#web/lib/use-zod-form.ts';
import { useCreateComplaint } from '#web/features/complaints/api/create-complaint.ts';

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
  product_category: '',
  product_name: '',
  product_variant: '',
  model: '',
  problem_type: '',
  purchase_date: '',
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
  /** The optional Assign to options; null for users who may not assign (the field is hidden). */
  assignees: { value: number; title: string }[] | null;
  /** After the server created the complaint, with its message. */
  onCreated: (message: string) => void;
  cancelTo: string;
}

/** The complaint create form: the fields of spec 3, with problem details in rich text. */
export function ComplaintForm({
  dealers,
  dealersLoading,
  onDealerSearch,
  assignees,
  onCreated,
  cancelTo,
}: ComplaintFormProps) {
  const { t } = useTranslation();
  const create = useCreateComplaint();
  const [banner, setBanner] = useState<string | null>(null);
  const [chosenDealer, setChosenDealer] = useState<Dealer | null>(null);
  const problemMessageId = useId();
  const form = useZodForm<typeof createComplaintInput, FormValues>(createComplaintInput, {
    defaultValues: EMPTY,
  });
  const { control, setValue, getValues } = form;
  const dealerChosen = useWatch({ control, name: 'dealer_id' }) !== null;

  /** A text field of the form with the complaint field's label. */
  const text = (name: keyof FormValues & string, required = false) => ({
    name,
    label: t(`complaints.fields.${name}`),
    required,
  });

  const onSubmit = form.handleSubmit((values) => {
    setBanner(null);
    create.mutate(values, {
      onSuccess: (reply) => onCreated(reply.message),
      onError: (error) => setBanner(form.applyServerErrors(error)),
    });
  });

  const chooseDealer = (dealer: Dealer | null) => {
    setChosenDealer(dealer);
    setValue('dealer_id', dealer?.id ?? null);
    setValue('dealer_name', dealer?.dealer_name ?? '');
    setValue('dealer_phone', dealer?.dealer_phone ?? '');
    setValue('dealer_city', dealer?.dealer_city ?? '');
    setValue('dealer_address', dealer?.dealer_address ?? '');
  };

  return (
    <Form form={form} onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
      {banner && (
        <Alert severity="error" role="alert" onClose={() => setBanner(null)}>
          {banner}
        </Alert>
      )}

      <SectionCard title={t('complaints.form.customerDetails')} contentSx={FIELD_GRID}>
        <FormTextField {...text('customer_name', true)} autoComplete="off" />
        <FormTextField {...text('email')} type="email" autoComplete="off" />
        <SelectField
          name="customer_province"
          label={t('complaints.fields.customer_province')}
          options={PROVINCE_NAMES.map((name) => ({ value: name, label: name }))}
          required
          onChosen={(next) => {
            if (!citiesOf(next).includes(getValues('customer_city'))) setValue('customer_city', '');
          }}
        />
        <CityField
          name="customer_city"
          provinceField="customer_province"
          strict
          required
          label={t('complaints.fields.customer_city')}
          chooseProvinceFirst={t('complaints.form.chooseProvinceFirst')}
          noCities={t('complaints.form.noCities')}
        />
        <FormTextField {...text('phone', true)} type="tel" autoComplete="off" />
        <FormTextField {...text('shop')} />
        <FormTextField {...text('address')} multiline minRows={2} sx={fullRow} />
      </SectionCard>

      <SectionCard
        title={t('complaints.form.dealer')}
        subheader={t('complaints.form.dealerHelp')}
        contentSx={FIELD_GRID}
      >
        <Controller
          control={control}
          name="dealer_name"
          render={({ field, fieldState }) => (
            <Autocomplete
              freeSolo
              options={dealers}
              loading={dealersLoading}
              filterOptions={(options) => options}
              getOptionLabel={(option) => (typeof option === 'string' ? option : option.dealer_name)}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              renderOption={({ key, ...props }, option) => (
                <li key={key} {...props}>
                  <Box sx={{ minWidth: 0 }}>
                    <Box>{option.dealer_name}</Box>
                    <Box sx={{ color: 'text.secondary', typography: 'body2' }}>
                      {[option.dealer_city, option.dealer_phone].filter(Boolean).join(' · ')}
                    </Box>
                  </Box>
                </li>
              )}
              value={chosenDealer}
              inputValue={field.value ?? ''}
              onInputChange={(_, value, reason) => {
                if (reason === 'reset') return;
                field.onChange(value);
                onDealerSearch(value);
                // Typing after choosing a dealer makes it a dealer that is not listed.
                if (chosenDealer && value !== chosenDealer.dealer_name) {
                  setChosenDealer(null);
                  setValue('dealer_id', null);
                }
              }}
              onChange={(_, value) => {
                if (value === null) chooseDealer(null);
                else if (typeof value === 'string') field.onChange(value);
                else chooseDealer(value);
              }}
              onOpen={() => onDealerSearch(field.value ?? '')}
              loadingText={t('common.loading')}
              noOptionsText={t('complaints.form.noDealers')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  name={field.name}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  label={t('complaints.fields.dealer_name')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldMessage(fieldState.error?.message)}
                />
              )}
            />
          )}
        />
        <FormTextField {...text('dealer_phone')} disabled={dealerChosen} />
        <FormTextField {...text('dealer_city')} disabled={dealerChosen} />
        <FormTextField {...text('dealer_address')} disabled={dealerChosen} />
      </SectionCard>

      <SectionCard title={t('complaints.form.productDetails')} contentSx={FIELD_GRID}>
        <FormTextField {...text('product_category')} />
        <FormTextField {...text('product_name', true)} />
        <FormTextField {...text('product_variant')} />
        <FormTextField {...text('model')} />
        <FormTextField {...text('problem_type', true)} />
        <FormTextField {...text('purchase_date')} type="date" slotProps={{ inputLabel: { shrink: true } }} />
        <FormTextField
          {...text('warranty_details')}
          label={t('complaints.form.warrantyUntil')}
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </SectionCard>

      <SectionCard title={t('complaints.form.problemDetails')} contentSx={FIELD_GRID}>
        <Box sx={fullRow}>
          <Controller
            control={control}
            name="problem_detail"
            render={({ field, fieldState }) => (
              <>
                <RichTextEditor
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  label={t('complaints.fields.problem_detail')}
                  invalid={Boolean(fieldState.error)}
                  describedBy={fieldState.error ? problemMessageId : undefined}
                />
                {fieldState.error && (
                  <FormHelperText id={problemMessageId} error>
                    {fieldMessage(fieldState.error.message)}
                  </FormHelperText>
                )}
              </>
            )}
          />
        </Box>
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

const fullRow = { gridColumn: '1 / -1' } as const;
