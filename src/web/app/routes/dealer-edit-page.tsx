import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorWithBack } from '#web/components/feedback/error-with-back.tsx';
import { TimedAlert } from '#web/components/feedback/timed-alert.tsx';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { useDealer } from '#web/features/dealers/api/get-dealer.ts';
import { useUpdateDealer } from '#web/features/dealers/api/save-dealer.ts';
import { DealerComplaints } from '#web/features/dealers/components/dealer-complaints.tsx';
import { DealerForm } from '#web/features/dealers/components/dealer-form.tsx';
import { DealerHistory } from '#web/features/dealers/components/dealer-history.tsx';
import { DealerSummary } from '#web/features/dealers/components/dealer-summary.tsx';
import { scrollToTop } from '#web/lib/scroll-to-top.ts';
import { useIdParam } from '#web/lib/use-id-param.ts';
import { complaintEditPath, paths } from '#web/lib/paths.ts';

/** Dealer edit (spec 2.5): heading, 'Dealer Details' form, the dealer's complaints and its change history. */
export function DealerEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = useDealer(id);
  const update = useUpdateDealer(id);
  const [message, setMessage] = useState<string | null>(null);
  useDocumentTitle(query.data?.dealer.dealer_name ?? t('dealers.title'));

  if (id === 0 || (query.isError && !query.data)) {
    return (
      <ErrorWithBack
        message={query.error?.message ?? t('dealers.messages.notFound')}
        backTo={paths.dealers}
      />
    );
  }
  if (!query.data) {
    return (
      <Box sx={{ display: 'grid', gap: 3 }} role="progressbar" aria-label={t('common.loading')}>
        <Skeleton variant="rounded" height={104} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  }
  const { dealer, timelineRecords, can } = query.data;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TimedAlert message={message} onClose={() => setMessage(null)} />
      <DealerSummary dealer={dealer} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <DealerForm
            title={t('dealers.edit.details')}
            values={dealer}
            submitLabel={t('dealers.edit.update')}
            pendingLabel={t('dealers.edit.updating')}
            pending={update.isPending}
            readOnly={!can.update}
            onSave={(values) =>
              update.mutateAsync(values).then((reply) => {
                setMessage(reply.message);
                scrollToTop();
              })
            }
            backTo={paths.dealers}
          />
          <DealerHistory records={timelineRecords} />
        </Box>
        <DealerComplaints
          dealerId={dealer.id}
          dealerName={dealer.dealer_name}
          complaintPath={complaintEditPath}
        />
      </Box>
    </Box>
  );
}
