import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ComplaintEditReply } from '#domain/complaints/complaint.schemas.ts';
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
