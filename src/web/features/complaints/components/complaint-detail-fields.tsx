import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ComplaintDetailsInput } from '#domain/complaints/complaint.schemas.ts';
import type { Dealer } from '#domain/dealers/dealer.schemas.ts';
import { citiesOf, PROVINCE_NAMES } from '#domain/geo/provinces.ts';
import { FIELD_GRID, SectionCard } from '#web/components/data-display/section-card.tsx';
import { CityField } from '#web/components/form/city-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { RichTextEditor } from '#web/components/rich-text-editor.tsx';
import { fieldMessage } from '#web/lib/form-errors.ts';
import type { WithSelects } from '#web/lib/use-zod-form.ts';
import {
  CatalogueProductFields,
  LiveWarranty,
  type ProductCatalogue,
  type ProductChoice,
  type StoredWarranty,
} from './catalogue-product-fields.tsx';

/**
 * The customer, dealer and product sections of a complaint, shared by the create form and 'Edit
 * details': the same fields, labels and rules (the schema's `complaintDetails`). They live inside a
 * `<Form>` whose values include these.
 */
export type ComplaintDetailValues = WithSelects<Omit<ComplaintDetailsInput, 'version'>, 'customer_province'>;

/** A dealer as the Dealer field holds it: one from the list, or the complaint's own copy. */
export type DealerChoice = Pick<
  Dealer,
  'id' | 'dealer_name' | 'dealer_phone' | 'dealer_city' | 'dealer_address'
>;

export const fullRow = { gridColumn: '1 / -1' } as const;

function useFieldProps() {
  const { t } = useTranslation();
  return (name: keyof ComplaintDetailValues & string, required = false) => ({
    name,
    label: t(`complaints.fields.${name}`),
    required,
  });
}

export function CustomerDetailsSection() {
  const { t } = useTranslation();
  const text = useFieldProps();
  const { getValues, setValue } = useFormContext<ComplaintDetailValues>();
  return (
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
  );
}

interface DealerSectionProps {
  /** Dealers matching what is typed in the Dealer field (searched by the page). */
  dealers: Dealer[];
  dealersLoading: boolean;
  onDealerSearch: (text: string) => void;
  /** The dealer chosen before (the complaint's, when its details are edited). */
  initialDealer?: DealerChoice | null;
}

/** The dealer: one chosen from the list (its details are copied), or one typed when it is not listed. */
export function DealerSection({
  dealers,
  dealersLoading,
  onDealerSearch,
  initialDealer = null,
}: DealerSectionProps) {
  const { t } = useTranslation();
  const text = useFieldProps();
  const { control, setValue } = useFormContext<ComplaintDetailValues>();
  const [chosenDealer, setChosenDealer] = useState<DealerChoice | null>(initialDealer);
  const dealerChosen = useWatch({ control, name: 'dealer_id' }) !== null;

  const chooseDealer = (dealer: DealerChoice | null) => {
    setChosenDealer(dealer);
    setValue('dealer_id', dealer?.id ?? null);
    setValue('dealer_name', dealer?.dealer_name ?? '');
    setValue('dealer_phone', dealer?.dealer_phone ?? '');
    setValue('dealer_city', dealer?.dealer_city ?? '');
    setValue('dealer_address', dealer?.dealer_address ?? '');
  };

  return (
    <SectionCard
      title={t('complaints.form.dealer')}
      subheader={t('complaints.form.dealerHelp')}
      contentSx={FIELD_GRID}
    >
      <Controller
        control={control}
        name="dealer_name"
        render={({ field, fieldState }) => (
          <Autocomplete<DealerChoice, false, false, true>
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
  );
}

/** The product: from the catalogue or typed, with the live warranty verdict and the order number (decision 018). */
export function ProductDetailsSection({
  catalogue,
  initialProduct = null,
  stored = null,
}: {
  catalogue: ProductCatalogue | null;
  initialProduct?: ProductChoice | null;
  /** 'Edit details': the verdict the complaint holds, shown while its product and purchase date stay. */
  stored?: StoredWarranty | null;
}) {
  const { t } = useTranslation();
  const text = useFieldProps();
  const [chosen, setProduct] = useState<ProductChoice | null>(initialProduct);
  // The complaint's own copy gets its terms when the catalogue answers, so edits judge at once.
  const current = catalogue?.current;
  const product =
    chosen && chosen.cover_months === undefined && current && current.id === chosen.id
      ? { ...current, ...chosen, cover_months: current.cover_months, part_covers: current.part_covers }
      : chosen;
  return (
    <SectionCard title={t('complaints.form.productDetails')} contentSx={FIELD_GRID}>
      <CatalogueProductFields catalogue={catalogue} chosen={product} onChosenChange={setProduct} />
      <FormTextField {...text('problem_type', true)} />
      <FormTextField {...text('purchase_date')} type="date" slotProps={{ inputLabel: { shrink: true } }} />
      <FormTextField
        {...text('order_number')}
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <FormTextField
        {...text('warranty_details')}
        label={t('complaints.form.warrantyUntil')}
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <LiveWarranty product={product} stored={stored} />
    </SectionCard>
  );
}

/** Problem details in the rich-text editor, with its field message. */
export function ProblemDetailField() {
  const { t } = useTranslation();
  const { control } = useFormContext<ComplaintDetailValues>();
  const messageId = useId();
  return (
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
              describedBy={fieldState.error ? messageId : undefined}
            />
            {fieldState.error && (
              <FormHelperText id={messageId} error>
                {fieldMessage(fieldState.error.message)}
              </FormHelperText>
            )}
          </>
        )}
      />
    </Box>
  );
}
