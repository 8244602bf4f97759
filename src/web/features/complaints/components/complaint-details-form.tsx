import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { complaintDetailsInput, type ComplaintEditReply } from '#domain/complaints/complaint.schemas.ts';
import type { Dealer } from '#domain/dealers/dealer.schemas.ts';
import { FIELD_GRID, SectionCard } from '#web/components/data-display/section-card.tsx';
import { Form } from '#web/components/form/form.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';
import { useUpdateComplaintDetails } from '#web/features/complaints/api/update-complaint-details.ts';
import {
  CustomerDetailsSection,
  DealerSection,
  ProblemDetailField,
  ProductDetailsSection,
  type ComplaintDetailValues,
} from './complaint-detail-fields.tsx';
import type { ProductCatalogue } from './catalogue-product-fields.tsx';

type FormValues = ComplaintDetailValues & { version: number };

interface ComplaintDetailsFormProps {
  data: ComplaintEditReply;
  /** Dealers matching what is typed in the Dealer field (searched by the page). */
  dealers: Dealer[];
  dealersLoading: boolean;
  onDealerSearch: (text: string) => void;
  /** The product catalogue, searched by the page; null when the reader may not read it. */
  catalogue: ProductCatalogue | null;
  /** After the server saved the details, with its message. */
  onSaved: (message: string) => void;
  onCancel: () => void;
  /** Loads the complaint again (after an edit conflict). */
  onReload: () => void;
  reloading: boolean;
}

/** The complaint's details as they are now, in the create form's fields. */
function valuesOf({ complaint, dealer }: ComplaintEditReply): FormValues {
  return {
    customer_name: complaint.customer_name,
    email: complaint.email,
    customer_province: complaint.customer_province,
    customer_city: complaint.customer_city,
    phone: complaint.phone,
    address: complaint.address,
    shop: complaint.shop,
    dealer_id: complaint.dealer_id,
    ...dealer,
    product_id: complaint.product_id,
    product_category: complaint.product_category,
    product_name: complaint.product_name,
    product_variant: complaint.product_variant,
    model: complaint.model,
    problem_type: complaint.problem_type,
    purchase_date: complaint.purchase_date?.slice(0, 10) ?? '',
    order_number: complaint.order_number,
    warranty_details: complaint.warranty_details?.slice(0, 10) ?? '',
    problem_detail: complaint.problem_detail,
    version: complaint.version,
  };
}

/**
 * 'Edit details': corrects the customer, dealer and product details with the create form's fields,
 * rules and messages. Each changed field goes to the timeline; a complaint changed meanwhile is
 * refused (409) with a way to load it again.
 */
export function ComplaintDetailsForm({
  data,
  dealers,
  dealersLoading,
  onDealerSearch,
  catalogue,
  onSaved,
  onCancel,
  onReload,
  reloading,
}: ComplaintDetailsFormProps) {
  const { t } = useTranslation();
  const save = useUpdateComplaintDetails(data.complaint.id);
  const [failure, setFailure] = useState<{ message: string; conflict: boolean } | null>(null);
  const form = useZodForm<typeof complaintDetailsInput, FormValues>(complaintDetailsInput, {
    defaultValues: valuesOf(data),
  });
  const { complaint, dealer } = data;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    // Based on the version the form opened with: a change made meanwhile is refused, not overwritten.
    save.mutate(values, {
      onSuccess: (reply) => onSaved(reply.message),
      onError: (error) => {
        const conflict = error instanceof ApiError && error.status === 409;
        const message = conflict ? error.message : form.applyServerErrors(error);
        if (message) setFailure({ message, conflict });
      },
    });
  });

  return (
    <Form form={form} onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h5" component="h2">
          {t('complaints.details.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('complaints.details.help')}</Typography>
      </Box>
      {failure && (
        <Alert
          severity="error"
          role="alert"
          action={
            failure.conflict ? (
              <Button color="inherit" size="small" onClick={onReload} disabled={reloading}>
                {t('common.reload')}
              </Button>
            ) : undefined
          }
        >
          {failure.message}
        </Alert>
      )}
      <CustomerDetailsSection />
      <DealerSection
        dealers={dealers}
        dealersLoading={dealersLoading}
        onDealerSearch={onDealerSearch}
        initialDealer={complaint.dealer_id === null ? null : { id: complaint.dealer_id, ...dealer }}
      />
      <ProductDetailsSection
        catalogue={catalogue}
        initialProduct={
          complaint.product_id === null
            ? null
            : {
                id: complaint.product_id,
                name: complaint.product_name,
                model: complaint.model,
                category: complaint.product_category,
              }
        }
        stored={{
          product_id: complaint.product_id,
          purchase_date: complaint.purchase_date?.slice(0, 10) ?? null,
          verdict: complaint.warranty_verdict,
          ends_on: complaint.warranty_ends_on,
        }}
      />
      <SectionCard title={t('complaints.form.problemDetails')} contentSx={FIELD_GRID}>
        <ProblemDetailField />
      </SectionCard>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? t('complaints.details.saving') : t('complaints.details.save')}
        </Button>
        <Button variant="outlined" color="secondary" onClick={onCancel} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>
      </Box>
    </Form>
  );
}
