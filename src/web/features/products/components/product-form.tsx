import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { productInput, type ProductInput, type ProductValues } from '#domain/products/product.schemas.ts';
import { FIELD_GRID, SectionCard } from '#web/components/data-display/section-card.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { fieldMessage } from '#web/lib/form-errors.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';
import { useProductCategories } from '#web/features/products/api/get-products.ts';

type FormValues = Omit<ProductInput, 'cover_months' | 'part_covers'> & {
  cover_months: string | number;
  part_covers: { part: string; months: string | number }[];
};

const EMPTY: FormValues = {
  category: '',
  name: '',
  model: '',
  variants: [],
  cover_months: 12,
  part_covers: [],
  launched_on: '',
};

interface ProductFormProps {
  title: string;
  /** The product's current values (edit); empty fields when creating. */
  values?: FormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  readOnly?: boolean;
  /** Sends the values; rejects with the server's error, whose 422 `errors` go onto the fields. */
  onSave: (values: ProductValues) => Promise<unknown>;
  backTo: string;
}

/** 'Product Details': category, name, model, variants and the warranty terms (decision 018). */
export function ProductForm({
  title,
  values,
  submitLabel,
  pendingLabel,
  pending,
  readOnly = false,
  onSave,
  backTo,
}: ProductFormProps) {
  const { t } = useTranslation();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useZodForm<typeof productInput, FormValues>(productInput, { defaultValues: EMPTY, values });
  const parts = useFieldArray({ control: form.control, name: 'part_covers' });
  const categories = useProductCategories(!readOnly).data?.categories ?? [];

  const onSubmit = form.handleSubmit((submitted) => {
    setBanner(null);
    onSave(submitted).catch((error: Error) => setBanner(form.applyServerErrors(error)));
  });

  const field = (name: keyof FormValues, required = true) => ({
    name,
    label: t(`products.fields.${name}`),
    required,
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
        <Controller
          control={form.control}
          name="category"
          render={({ field: category, fieldState }) => (
            <Autocomplete
              freeSolo
              disabled={readOnly}
              options={categories.map((option) => option.name)}
              inputValue={category.value ?? ''}
              onInputChange={(_, value) => category.onChange(value)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  name={category.name}
                  inputRef={category.ref}
                  onBlur={category.onBlur}
                  required
                  label={t('products.fields.category')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldMessage(fieldState.error?.message)}
                />
              )}
            />
          )}
        />
        <FormTextField {...field('name')} autoComplete="off" />
        <FormTextField
          {...field('model')}
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        <Controller
          control={form.control}
          name="variants"
          render={({ field: variants }) => (
            <Autocomplete<string, true, false, true>
              multiple
              freeSolo
              disabled={readOnly}
              options={[]}
              value={variants.value ?? []}
              onChange={(_, value) => variants.onChange(value.map((item) => item.trim()).filter(Boolean))}
              renderValue={(value, getItemProps) =>
                value.map((option, index) => {
                  const { key, ...itemProps } = getItemProps({ index });
                  return <Chip key={key} label={option} size="small" {...itemProps} />;
                })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  name={variants.name}
                  inputRef={variants.ref}
                  label={t('products.fields.variants')}
                  helperText={t('products.variantsHelp')}
                />
              )}
            />
          )}
        />
        <FormTextField
          {...field('cover_months')}
          type="number"
          hint={t('products.coverHelp')}
          slotProps={{ htmlInput: { min: 1, max: 240, inputMode: 'numeric' } }}
        />
        <FormTextField
          {...field('launched_on')}
          type="date"
          hint={t('products.launchedHelp')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('products.partsTitle')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('products.partsHelp')}
            </Typography>
          </Box>
          {parts.fields.map((part, index) => (
            <Box key={part.id} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <FormTextField
                name={`part_covers.${index}.part`}
                label={t('products.part')}
                required
                disabled={readOnly}
                sx={{ flex: '2 1 0' }}
              />
              <FormTextField
                name={`part_covers.${index}.months`}
                label={t('products.partMonths')}
                type="number"
                required
                disabled={readOnly}
                slotProps={{ htmlInput: { min: 1, max: 240, inputMode: 'numeric' } }}
                sx={{ flex: '1 1 0' }}
              />
              {!readOnly && (
                <IconButton
                  aria-label={t('products.removePart', { number: index + 1 })}
                  onClick={() => parts.remove(index)}
                  sx={{ mt: 1 }}
                >
                  <IconTrash size={20} />
                </IconButton>
              )}
            </Box>
          ))}
          {!readOnly && (
            <Box>
              <Button
                variant="outlined"
                size="small"
                startIcon={<IconPlus size={18} />}
                onClick={() => parts.append({ part: '', months: 60 })}
              >
                {t('products.addPart')}
              </Button>
            </Box>
          )}
        </Box>
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

/** A product as the form holds it. */
export function productFormValues(product: ProductValues): FormValues {
  return {
    category: product.category,
    name: product.name,
    model: product.model,
    variants: product.variants,
    cover_months: product.cover_months,
    part_covers: product.part_covers,
    launched_on: product.launched_on,
  };
}
