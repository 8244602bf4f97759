import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PRIORITIES, type Priority } from '#domain/complaints/complaint-priority.ts';
import { createComplaintInput, type CreateComplaintInput } from '#domain/complaints/complaint.schemas.ts';
import type { Dealer } from '#domain/dealers/dealer.schemas.ts';
import { citiesOf, PROVINCE_NAMES, type Province } from '#domain/geo/provinces.ts';
import { RichTextEditor } from '#web/components/rich-text-editor.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { applyServerErrors, fieldMessage } from '#web/lib/form-errors.ts';
import { useCreateComplaint } from '#web/features/complaints/api/create-complaint.ts';

type FormValues = Omit<CreateComplaintInput, 'tag' | 'customer_province'> & {
  tag: Priority | '';
  customer_province: Province | '';
};
type SubmitValues = z.output<typeof createComplaintInput>;

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
const FIELDS = Object.keys(EMPTY);

type TextFieldName = {
  [K in keyof FormValues]-?: FormValues[K] extends string | null | undefined ? K : never;
}[keyof FormValues];

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

/** The complaint create form (issue 3): the fields of spec 3, with problem details in rich text. */
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
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<FormValues, unknown, SubmitValues>({
    defaultValues: EMPTY,
    resolver: zodResolver(createComplaintInput) as unknown as Resolver<FormValues, unknown, SubmitValues>,
  });
  const province = useWatch({ control, name: 'customer_province' });
  const dealerChosen = useWatch({ control, name: 'dealer_id' }) !== null;

  const text = (name: TextFieldName, label: string, required = false) => {
    const { ref, ...field } = register(name);
    const message = fieldMessage(errors[name]?.message);
    return { ...field, inputRef: ref, label, required, error: Boolean(message), helperText: message };
  };

  const onSubmit = handleSubmit((values) => {
    setBanner(null);
    create.mutate(values, {
      onSuccess: (reply) => onCreated(reply.message),
      onError: (error) => setBanner(applyServerErrors(error, setError, FIELDS)),
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
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
      {banner && (
        <Alert severity="error" role="alert" onClose={() => setBanner(null)}>
          {banner}
        </Alert>
      )}

      <Section title={t('complaints.form.customerDetails')}>
        <TextField
          {...text('customer_name', t('complaints.fields.customer_name'), true)}
          autoComplete="off"
        />
        <TextField {...text('email', t('complaints.fields.email'))} type="email" autoComplete="off" />
        <Controller
          control={control}
          name="customer_province"
          render={({ field, fieldState }) => (
            <TextField
              select
              required
              label={t('complaints.fields.customer_province')}
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                const next = event.target.value as Province;
                field.onChange(next);
                if (!citiesOf(next).includes(getValues('customer_city'))) setValue('customer_city', '');
              }}
              error={Boolean(fieldState.error)}
              helperText={fieldMessage(fieldState.error?.message)}
            >
              {PROVINCE_NAMES.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="customer_city"
          render={({ field, fieldState }) => (
            <Autocomplete
              options={citiesOf(province)}
              value={field.value || null}
              onChange={(_, value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              noOptionsText={
                province ? t('complaints.form.noCities') : t('complaints.form.chooseProvinceFirst')
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  required
                  name={field.name}
                  inputRef={field.ref}
                  label={t('complaints.fields.customer_city')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldMessage(fieldState.error?.message)}
                />
              )}
            />
          )}
        />
        <TextField {...text('phone', t('complaints.fields.phone'), true)} type="tel" autoComplete="off" />
        <TextField {...text('shop', t('complaints.fields.shop'))} />
        <TextField {...text('address', t('complaints.fields.address'))} multiline minRows={2} sx={fullRow} />
      </Section>

      <Section title={t('complaints.form.dealer')} subheader={t('complaints.form.dealerHelp')}>
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
        <TextField {...text('dealer_phone', t('complaints.fields.dealer_phone'))} disabled={dealerChosen} />
        <TextField {...text('dealer_city', t('complaints.fields.dealer_city'))} disabled={dealerChosen} />
        <TextField
          {...text('dealer_address', t('complaints.fields.dealer_address'))}
          disabled={dealerChosen}
        />
      </Section>

      <Section title={t('complaints.form.productDetails')}>
        <TextField {...text('product_category', t('complaints.fields.product_category'))} />
        <TextField {...text('product_name', t('complaints.fields.product_name'), true)} />
        <TextField {...text('product_variant', t('complaints.fields.product_variant'))} />
        <TextField {...text('model', t('complaints.fields.model'))} />
        <TextField {...text('problem_type', t('complaints.fields.problem_type'), true)} />
        <TextField
          {...text('purchase_date', t('complaints.fields.purchase_date'))}
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...text('warranty_details', t('complaints.form.warrantyUntil'))}
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Section>

      <Section title={t('complaints.form.problemDetails')}>
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
          control={control}
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
      </Section>

      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? t('complaints.form.creating') : t('complaints.form.create')}
        </Button>
        <Button component={Link} to={cancelTo} variant="outlined" color="secondary">
          {t('common.cancel')}
        </Button>
      </Box>
    </Box>
  );
}

const fullRow = { gridColumn: '1 / -1' } as const;

function Section({ title, subheader, children }: { title: string; subheader?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardHeader
        title={title}
        subheader={subheader}
        slotProps={{
          title: { variant: 'h6', component: 'h2', id: headingId },
          subheader: { variant: 'body2' },
        }}
        sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 }, pb: 0 }}
      />
      <CardContent
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          p: { xs: 2, sm: 3 },
          '&:last-child': { pb: { xs: 2, sm: 3 } },
        }}
      >
        {children}
      </CardContent>
    </Card>
  );
}
