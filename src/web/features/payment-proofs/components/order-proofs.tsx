import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#web/components/data-display/section-card.tsx';
import { usePaymentProofs } from '#web/features/payment-proofs/api/get-payment-proofs.ts';
import { ProofGrid, ProofGridSkeleton } from './proof-grid.tsx';
import { ProofZoomDialog } from './proof-zoom-dialog.tsx';

/** The payment proofs of the complaint's order, with the payment-proof screen's grid and zoom. */
export function ComplaintPaymentProofs({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  const proofs = usePaymentProofs(orderNumber);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const images = proofs.data?.images ?? [];
  return (
    <SectionCard title={t('complaints.edit.paymentProofs', { order: orderNumber })}>
      {proofs.isPending ? (
        <ProofGridSkeleton label={t('paymentProofs.loading')} />
      ) : proofs.isError ? (
        <Alert severity="error">{t('paymentProofs.fetchFailed')}</Alert>
      ) : images.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('complaints.edit.noPaymentProofs')}</Typography>
      ) : (
        <ProofGrid images={images} orderNumber={orderNumber} onOpen={setZoomed} />
      )}
      <ProofZoomDialog
        images={images}
        orderNumber={orderNumber}
        index={zoomed}
        onIndexChange={setZoomed}
        onClose={() => setZoomed(null)}
      />
    </SectionCard>
  );
}
