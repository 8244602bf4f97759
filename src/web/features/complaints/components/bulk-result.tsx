import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SKIP_REASONS, type BulkJob, type BulkSummary } from '#domain/complaints/bulk.schemas.ts';
import { displayNumber } from '#domain/complaints/complaint-number.ts';
import { complaintEditPath } from '#web/lib/paths.ts';

/** Links shown per reason; the rest are counted. */
const LINKS_SHOWN = 20;

/** 'Updated 18 complaints; 2 skipped', with each reason and links to the skipped complaints. */
export function BulkResult({ summary, onClose }: { summary: BulkSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const updated = t('complaints.bulk.updated', { count: summary.updated.length });
  const title =
    summary.skipped.length === 0
      ? updated
      : t('complaints.bulk.updatedAndSkipped', {
          updated,
          skipped: t('complaints.bulk.skipped', { count: summary.skipped.length }),
        });
  return (
    <Alert
      severity={summary.skipped.length === 0 ? 'success' : 'warning'}
      onClose={onClose}
      closeText={t('complaints.bulk.dismiss')}
      role="status"
    >
      <AlertTitle sx={{ mb: summary.skipped.length ? 1 : 0 }}>{title}</AlertTitle>
      {SKIP_REASONS.map((reason) => {
        const ids = summary.skipped.filter((skip) => skip.reason === reason).map((skip) => skip.id);
        if (ids.length === 0) return null;
        return (
          <Typography key={reason} variant="body2" sx={{ mt: 0.5 }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {t(`complaints.bulk.reasons.${reason}`, { count: ids.length })}
            </Box>{' '}
            {ids.slice(0, LINKS_SHOWN).map((id, index) => (
              <span key={id}>
                {index > 0 && t('complaints.bulk.listSeparator')}
                <Link component={RouterLink} to={complaintEditPath(id)} color="inherit">
                  <bdi>{displayNumber(id)}</bdi>
                </Link>
              </span>
            ))}
            {ids.length > LINKS_SHOWN &&
              ` ${t('complaints.bulk.andMore', { count: ids.length - LINKS_SHOWN })}`}
          </Typography>
        );
      })}
    </Alert>
  );
}

/** A bulk change running as a job: how far it got, then its result (or its failure). */
export function BulkJobStatus({ job, onClose }: { job: BulkJob; onClose: () => void }) {
  const { t } = useTranslation();
  if (job.state === 'completed' && job.summary) return <BulkResult summary={job.summary} onClose={onClose} />;
  if (job.state === 'failed') {
    return (
      <Alert severity="error" onClose={onClose} closeText={t('complaints.bulk.dismiss')}>
        {t('complaints.bulk.failed', { done: job.done, total: job.total })}
      </Alert>
    );
  }
  const percent = job.total === 0 ? 0 : Math.round((job.done / job.total) * 100);
  return (
    <Alert severity="info" icon={false} role="status" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Typography sx={{ fontWeight: 600 }}>{t('complaints.bulk.running', { count: job.total })}</Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('complaints.bulk.progressLabel')}
        sx={{ my: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2">
        {t('complaints.bulk.progress', { done: job.done, total: job.total })}
      </Typography>
    </Alert>
  );
}
