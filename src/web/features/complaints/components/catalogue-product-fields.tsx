import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { judgeWarranty, todayIn, type WarrantyVerdict } from '#domain/complaints/warranty.ts';
import type { Product } from '#domain/products/product.schemas.ts';
import { fieldMessage } from '#web/lib/form-errors.ts';
import { useDates, useTimeZone } from '#web/lib/use-dates.ts';
import type { ComplaintDetailValues } from './complaint-detail-fields.tsx';
import { WarrantyBadge } from './warranty-badge.tsx';

/** The catalogue the page searches for the product fields; null for readers who may not read it (typing only). */
export interface ProductCatalogue {
  categories: string[];
  /** The products matching what is typed in the Product field, in the typed category. */
  products: ProductChoice[];
  loading: boolean;
  onSearch: (search: { text: string; category: string }) => void;
  /** The complaint's own catalogue product with its terms ('Edit details'), once loaded. */
  current?: ProductChoice | null;
}

/** The verdict a complaint was judged with, and the product and purchase date it was judged for. */
export interface StoredWarranty {
  product_id: number | null;
  purchase_date: string | null;
  verdict: WarrantyVerdict;
  ends_on: string | null;
}

/** A product as the Product field holds it: one from the catalogue (with its terms), or the complaint's own copy. */
export type ProductChoice = Pick<Product, 'id' | 'name' | 'model' | 'category'> &
  Partial<Pick<Product, 'variants' | 'cover_months' | 'part_covers' | 'launched_on'>>;

/**
 * Category, product, variant and model from the catalogue (decision 018): choosing a product fills its
 * name, model and category and judges the warranty live as the purchase date is filled; a product
 * typed that the catalogue does not list is kept as typed, with an Unknown verdict.
 */
export function CatalogueProductFields({
  catalogue,
  chosen,
  onChosenChange,
}: {
  catalogue: ProductCatalogue | null;
  chosen: ProductChoice | null;
  onChosenChange: (product: ProductChoice | null) => void;
}) {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<ComplaintDetailValues>();
  const search = (text: string) =>
    catalogue?.onSearch({ text, category: getValues('product_category') ?? '' });

  const choose = (product: ProductChoice | null) => {
    onChosenChange(product);
    setValue('product_id', product?.id ?? null);
    if (!product) return;
    setValue('product_name', product.name, { shouldValidate: true });
    setValue('model', product.model);
    setValue('product_category', product.category);
  };

  return (
    <>
      <Controller
        control={control}
        name="product_category"
        render={({ field, fieldState }) => (
          <Autocomplete
            freeSolo
            options={catalogue?.categories ?? []}
            inputValue={field.value ?? ''}
            onInputChange={(_, value, reason) => {
              if (reason !== 'reset') field.onChange(value);
            }}
            onChange={(_, value) => field.onChange(value ?? '')}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                label={t('complaints.fields.product_category')}
                error={Boolean(fieldState.error)}
                helperText={fieldMessage(fieldState.error?.message)}
              />
            )}
          />
        )}
      />
      <Controller
        control={control}
        name="product_name"
        render={({ field, fieldState }) => (
          <Autocomplete<ProductChoice, false, false, true>
            freeSolo
            options={catalogue?.products ?? []}
            loading={catalogue?.loading ?? false}
            filterOptions={(options) => options}
            getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderOption={({ key, ...props }, option) => (
              <li key={key} {...props}>
                <Box sx={{ minWidth: 0 }}>
                  <Box>{option.name}</Box>
                  <Box sx={{ color: 'text.secondary', typography: 'body2' }}>
                    <bdi>{option.model}</bdi> · {option.category}
                  </Box>
                </Box>
              </li>
            )}
            value={chosen}
            inputValue={field.value ?? ''}
            onOpen={() => search(chosen ? '' : (field.value ?? ''))}
            onInputChange={(_, value, reason) => {
              if (reason === 'reset') return;
              field.onChange(value);
              search(value);
              // Typing after choosing a product makes it one the catalogue does not list.
              if (chosen && value !== chosen.name) choose(null);
            }}
            onChange={(_, value) => {
              if (value === null) choose(null);
              else if (typeof value === 'string') field.onChange(value);
              else choose(value);
            }}
            loadingText={t('common.loading')}
            noOptionsText={t('complaints.form.noProducts')}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                required
                label={t('complaints.fields.product_name')}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldMessage(fieldState.error?.message) ??
                  (catalogue ? t('complaints.form.productHelp') : undefined)
                }
              />
            )}
          />
        )}
      />
      <Controller
        control={control}
        name="product_variant"
        render={({ field }) => (
          <Autocomplete
            freeSolo
            options={chosen?.variants ?? []}
            inputValue={field.value ?? ''}
            onInputChange={(_, value, reason) => {
              if (reason !== 'reset') field.onChange(value);
            }}
            onChange={(_, value) => field.onChange(value ?? '')}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                label={t('complaints.fields.product_variant')}
              />
            )}
          />
        )}
      />
      <Controller
        control={control}
        name="model"
        render={({ field }) => (
          <TextField
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={chosen !== null}
            label={t('complaints.fields.model')}
          />
        )}
      />
    </>
  );
}

/**
 * The verdict as the form stands, computed in the browser with the domain's own function from the
 * chosen product's terms, on the company's date: what the server will store when the complaint is
 * saved. In 'Edit details', while the product and purchase date are the ones the complaint was
 * judged for, that stored verdict is shown (saving keeps it); a change judges again at once.
 */
export function LiveWarranty({
  product,
  stored = null,
}: {
  product: ProductChoice | null;
  stored?: StoredWarranty | null;
}) {
  const { t } = useTranslation();
  const { date } = useDates();
  const zone = useTimeZone();
  const { control } = useFormContext<ComplaintDetailValues>();
  const typedPurchase = useWatch({ control, name: 'purchase_date' }) || null;
  const productId = useWatch({ control, name: 'product_id' }) ?? null;
  const typed = useWatch({ control, name: 'product_name' }) ?? '';
  const purchase = /^\d{4}-\d{2}-\d{2}$/.test(typedPurchase ?? '') ? typedPurchase : null;
  const terms =
    product?.cover_months === undefined
      ? null
      : { cover_months: product.cover_months, part_covers: product.part_covers ?? [] };
  const unchanged = stored !== null && stored.product_id === productId && stored.purchase_date === purchase;
  // The complaint's own copy of a product carries no terms until the catalogue answers.
  if (product !== null && terms === null && !unchanged) return null;
  const judged = judgeWarranty(purchase, terms, todayIn(zone));
  const judgement = unchanged
    ? {
        verdict: stored.verdict,
        ends_on: stored.ends_on,
        parts_covered: terms ? judged.parts_covered : [],
      }
    : judged;
  const help =
    judgement.verdict !== 'unknown'
      ? null
      : product === null && typed.trim()
        ? t('complaints.form.notListed')
        : t('warranty.unknownHelp');
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ gridColumn: '1 / -1', display: 'grid', gap: 0.5, justifyItems: 'start' }}
    >
      <WarrantyBadge verdict={judgement.verdict} endsOn={judgement.ends_on} />
      {judgement.parts_covered.map((cover) => (
        <Typography key={cover.part} variant="body2" sx={{ color: 'text.secondary' }}>
          {t('warranty.partCovered', { part: cover.part, date: date(cover.ends_on) })}
        </Typography>
      ))}
      {help && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {help}
        </Typography>
      )}
    </Box>
  );
}
