import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconPhotoOff, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MAX_ORDER_NUMBER_LENGTH } from '#domain/payment-proofs/payment-proof.schemas.ts';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { isolated } from '#web/lib/bidi.ts';
import { useAbility } from '#web/features/auth/api/use-ability.ts';
import { usePaymentProofs } from '#web/features/payment-proofs/api/get-payment-proofs.ts';
import { ProofGrid, ProofGridSkeleton } from '#web/features/payment-proofs/components/proof-grid.tsx';
import { ProofUpload } from '#web/features/payment-proofs/components/proof-upload.tsx';
import { ProofZoomDialog } from '#web/features/payment-proofs/components/proof-zoom-dialog.tsx';

/** Find Payment Proofs by Number (spec 2.6); the order number lives in the address (`?order=`) so a link can be shared. */
export function PaymentProofPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('paymentProofs.title'));
  const canUpload = useAbility().can('create', 'PaymentProof');
  const [query, setQuery] = useSearchParams();
  const order = query.get('order')?.trim() ?? '';
  const [text, setText] = useState(order);
  const [shownOrder, setShownOrder] = useState(order);
  const [blank, setBlank] = useState(false);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const proofs = usePaymentProofs(order);

  // An order changed elsewhere (back, forward, a shared link) replaces what is in the box.
  if (order !== shownOrder) {
    setShownOrder(order);
    setText(order);
  }

  const find = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    // An empty number clears the images and says so (spec 5).
    setBlank(next === '');
    setZoomed(null);
    setQuery(next ? { order: next } : {}, { replace: next === order });
    if (next && next === order) void proofs.refetch();
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h4" component="h1">
        {t('paymentProofs.title')}
      </Typography>
      <Card>
        <CardContent
          sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } }, display: 'grid', gap: 3 }}
        >
          <Box
            component="form"
            role="search"
            noValidate
            onSubmit={find}
            sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
          >
            <TextField
              label={t('paymentProofs.orderNumber')}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setBlank(false);
              }}
              error={blank}
              helperText={blank ? t('validation.orderNumber') : undefined}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: MAX_ORDER_NUMBER_LENGTH, spellCheck: false } }}
              sx={{ flex: '1 1 240px' }}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              startIcon={<IconSearch size={18} />}
              sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, minHeight: 56 }}
            >
              {t('paymentProofs.find')}
            </Button>
          </Box>
          {order && !blank && results()}
          {order && !blank && canUpload && <ProofUpload key={order} orderNumber={order} />}
        </CardContent>
      </Card>
      <ProofZoomDialog
        images={proofs.data?.images ?? []}
        orderNumber={order}
        index={zoomed}
        onIndexChange={setZoomed}
        onClose={() => setZoomed(null)}
      />
    </Box>
  );

  function results() {
    if (proofs.isPending || (proofs.isFetching && !proofs.data)) {
      return (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography role="status" sx={{ color: 'text.secondary' }}>
            {t('paymentProofs.loading')}
          </Typography>
          <ProofGridSkeleton label={t('paymentProofs.loading')} />
        </Box>
      );
    }
    if (proofs.isError) {
      return (
        <Alert severity="error" role="alert">
          {t('paymentProofs.fetchFailed')}
        </Alert>
      );
    }
    const images = proofs.data.images;
    if (images.length === 0) {
      return (
        <Box
          sx={{
            py: { xs: 3, sm: 5 },
            display: 'grid',
            justifyItems: 'center',
            gap: 1.5,
            textAlign: 'center',
          }}
        >
          <Box sx={{ color: 'text.disabled' }} aria-hidden>
            <IconPhotoOff size={48} stroke={1.5} />
          </Box>
          <Typography sx={{ color: 'text.secondary' }}>{t('paymentProofs.empty')}</Typography>
        </Box>
      );
    }
    return (
      <Box
        component="section"
        aria-label={t('paymentProofs.resultsFor', { order: isolated(order), count: images.length })}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {t('paymentProofs.resultsFor', { order: isolated(order), count: images.length })}
        </Typography>
        <ProofGrid images={images} orderNumber={order} onOpen={setZoomed} />
      </Box>
    );
  }
}
