import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComplaintEditReply } from '#domain/complaints/complaint.schemas.ts';
import { SectionCard } from '#web/components/data-display/section-card.tsx';
import { usePaymentProofs } from '#web/features/payment-proofs/api/get-payment-proofs.ts';
import { ProofGrid, ProofGridSkeleton } from '#web/features/payment-proofs/components/proof-grid.tsx';
import { ProofZoomDialog } from '#web/features/payment-proofs/components/proof-zoom-dialog.tsx';
import { useRecomputeWarranty } from '#web/features/complaints/api/recompute-warranty.ts';

/** 'Recompute warranty': judges the complaint again with its product's current terms (a timeline entry). */
export function RecomputeWarrantyButton({
  data,
  onDone,
}: {
  data: ComplaintEditReply;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const recompute = useRecomputeWarranty(data.complaint.id);
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button
        size="small"
        variant="text"
        startIcon={<IconRefresh size={18} />}
        disabled={recompute.isPending}
        onClick={() =>
          recompute.mutate(data.complaint.version, { onSuccess: (reply) => onDone(reply.message) })
        }
      >
        {recompute.isPending ? t('complaints.warranty.recomputing') : t('complaints.warranty.recompute')}
      </Button>
      {recompute.isError && (
        <Alert severity="error" role="alert">
          {recompute.error.message}
        </Alert>
      )}
    </Box>
  );
}

/** The payment proofs of the complaint's order, with the payment-proof screen's grid and zoom (issue 14). */
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
