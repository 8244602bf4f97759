import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { displayNumber } from '#domain/complaints/complaint-number.ts';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { useJobSheet } from '#web/features/visits/api/get-job-sheet.ts';
import { JobSheet } from '#web/features/visits/components/job-sheet.tsx';
import { complaintEditPath } from '#web/lib/paths.ts';
import { useIdParam } from '#web/lib/use-id-param.ts';

/** 'Print job sheet' (decision 021): the sheet on an A4 page, with Back and Print above it on screen. */
export function JobSheetPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  useDocumentTitle(`${t('visits.jobSheet.title')} ${displayNumber(id)}`);
  const sheet = useJobSheet(id);
  const complaintUrl = new URL(complaintEditPath(id), window.location.origin).href;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', pb: 3 }}>
      <Box
        data-print="hide"
        sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', p: 2, maxWidth: '210mm', mx: 'auto' }}
      >
        <Button
          component={RouterLink}
          to={complaintEditPath(id)}
          startIcon={
            <Box
              component={IconArrowLeft}
              size={16}
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
            />
          }
        >
          {t('common.back')}
        </Button>
        <Button
          variant="contained"
          startIcon={<IconPrinter size={16} />}
          onClick={() => window.print()}
          disabled={!sheet.data}
        >
          {t('visits.jobSheet.print')}
        </Button>
      </Box>
      {sheet.isError && (
        <Alert severity="error" sx={{ maxWidth: '210mm', mx: 'auto' }}>
          {sheet.error.message}
        </Alert>
      )}
      {sheet.data ? (
        <JobSheet sheet={sheet.data} complaintUrl={complaintUrl} />
      ) : (
        !sheet.isError && (
          <Skeleton
            variant="rectangular"
            sx={{ maxWidth: '210mm', height: 600, mx: 'auto' }}
            aria-label={t('common.loading')}
          />
        )
      )}
    </Box>
  );
}
