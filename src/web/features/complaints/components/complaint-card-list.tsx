import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ComplaintListName } from '#domain/complaints/complaint-status.ts';
import { useInView } from '#web/lib/use-in-view.ts';
import { useComplaints, type ComplaintListParams } from '#web/features/complaints/api/get-complaints.ts';
import { BulkCheckbox, useBulkSelection } from './bulk-selection.tsx';
import { ComplaintCard, ComplaintCardSkeleton } from './complaint-card.tsx';
import { ComplaintListLiveBar } from './complaint-list-live-bar.tsx';

const SKELETON_CARDS = 6;

const gridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** The cards of one list in a two-column grid (one below md), loading more as the end nears. */
export function ComplaintCardList({
  list,
  params,
}: {
  list: ComplaintListName;
  params: ComplaintListParams;
}) {
  const { t } = useTranslation();
  const query = useComplaints(list, params);
  const selection = useBulkSelection();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const pages = query.data?.pages.length ?? 0;
  const sentinel = useInView(() => void fetchNextPage(), {
    enabled: hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError && !query.isPlaceholderData,
    watch: pages,
  });

  return (
    <Box
      component="section"
      aria-label={t('complaints.list.results')}
      aria-busy={query.isPending || query.isPlaceholderData}
    >
      <ComplaintListLiveBar list={list} params={params} />
      {content()}
    </Box>
  );

  function content() {
    if (query.isPending) {
      return (
        <Box sx={gridSx} role="progressbar" aria-label={t('common.loading')}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <ComplaintCardSkeleton key={index} />
          ))}
        </Box>
      );
    }
    if (!query.data) {
      return <RetryAlert message={query.error?.message ?? ''} onRetry={() => void query.refetch()} />;
    }

    const complaints = query.data.pages.flatMap((page) => page.complaints);
    if (complaints.length === 0) {
      return (
        <Card
          sx={{ p: { xs: 4, sm: 6 }, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}
        >
          <Box sx={{ color: 'text.disabled' }} aria-hidden>
            <IconMoodEmpty size={48} stroke={1.5} />
          </Box>
          <Typography sx={{ color: 'text.secondary' }}>{t('complaints.list.empty')}</Typography>
        </Card>
      );
    }

    return (
      <>
        <Box
          component="ul"
          sx={{
            ...gridSx,
            listStyle: 'none',
            m: 0,
            p: 0,
            opacity: query.isPlaceholderData ? 0.6 : 1,
            transition: 'opacity 0.2s',
          }}
        >
          {complaints.map((complaint, index) => (
            <Box component="li" key={complaint.id} sx={{ minWidth: 0 }}>
              <ComplaintCard
                complaint={complaint}
                select={selection && <BulkCheckbox card={complaint} index={index} cards={complaints} />}
              />
            </Box>
          ))}
        </Box>
        <Box ref={sentinel} aria-hidden sx={{ height: 1 }} />
        {isFetchingNextPage && (
          <Box
            role="status"
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 3 }}
          >
            <CircularProgress size={20} />
            <Typography sx={{ color: 'text.secondary' }}>{t('complaints.list.loadingMore')}</Typography>
          </Box>
        )}
        {query.isError && (
          <Box sx={{ mt: 3 }}>
            <RetryAlert
              message={query.error.message}
              onRetry={() => void (query.isFetchNextPageError ? fetchNextPage() : query.refetch())}
            />
          </Box>
        )}
      </>
    );
  }
}

function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
