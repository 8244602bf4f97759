import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { IconMapPin, IconPrinter } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ComplaintImage } from '#domain/complaints/collaboration-records.schemas.ts';
import type { TimelineRecord } from '#domain/complaints/complaint.schemas.ts';
import type { Visit } from '#domain/visits/visit.schemas.ts';
import { useVisits } from '#web/features/visits/api/get-visits.ts';
import { startVisit } from '#web/features/visits/api/start-visit.ts';
import {
  newVisitDraft,
  visitDraftKey,
  type VisitDraft,
  type VisitLocation,
} from '#web/features/visits/api/visit-draft.ts';
import { visitKeys } from '#web/features/visits/api/visit-keys.ts';
import {
  dismissReport,
  enqueueReport,
  onReportsSent,
  sendQueuedReports,
  visitQueue,
} from '#web/features/visits/api/visit-queue.ts';
import { SectionCard } from '#web/components/data-display/section-card.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { jobSheetPath } from '#web/lib/paths.ts';
import { useDraft } from '#web/lib/use-draft.ts';
import { VisitReportForm } from './visit-report-form.tsx';
import { VisitView } from './visit-view.tsx';

const LOCATION_TIMEOUT_MS = 8_000;

/** The phone's location when the person allows it; null when refused, unavailable or slow. */
function currentLocation(): Promise<VisitLocation | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}

interface VisitsCardProps {
  complaintId: number;
  userId: number;
  /** A start or finish answered the complaint's fresh timeline. */
  onTimeline: (records: TimelineRecord[]) => void;
  /** Photos were added: the complaint's whole gallery. */
  onImages: (images: ComplaintImage[], records: TimelineRecord[]) => void;
}

/**
 * The complaint's visits (decision 021) and, for its assigned Field Agent or Technician, the visit in
 * progress. The report is kept on the device while typed; a finished report is queued and sent at
 * once, or when the connection returns.
 */
export function VisitsCard({ complaintId, userId, onTimeline, onImages }: VisitsCardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const visits = useVisits(complaintId);
  const [draft, setDraft, clearDraft] = useDraft<VisitDraft | null>(visitDraftKey(userId, complaintId), null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const queued = useSyncExternalStore(visitQueue.subscribe, () => visitQueue.items(userId)).filter(
    (item) => item.complaintId === complaintId,
  );

  // The app sends queued reports when it opens and when the connection returns (VisitQueueSender);
  // whoever sent them, this complaint's timeline takes the last answer about it.
  useEffect(
    () =>
      onReportsSent((sent) => {
        const last = sent.filter((reply) => reply.visit.complaint_id === complaintId).at(-1);
        if (last) onTimeline(last.timelineRecords);
      }),
    [complaintId, onTimeline],
  );

  const start = async () => {
    setStarting(true);
    setFailure(null);
    const startedAt = new Date().toISOString();
    const location = await currentLocation();
    try {
      const reply = await startVisit(complaintId, startedAt, location);
      setDraft({
        ...newVisitDraft(startedAt, location),
        visitId: reply.visit.id,
        version: reply.visit.version,
      });
      onTimeline(reply.timelineRecords);
      void queryClient.invalidateQueries({ queryKey: visitKeys.all });
    } catch (error) {
      // Offline: the visit starts on the device and reaches the server with its report.
      if (error instanceof ApiError && error.status === 0) setDraft(newVisitDraft(startedAt, location));
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setStarting(false);
    }
  };

  const finish = () => {
    if (!draft) return;
    enqueueReport(userId, complaintId, draft, new Date().toISOString());
    clearDraft();
    void sendQueuedReports(userId);
  };

  // The visit being recorded here shows as its form (with its photos), not twice.
  const all = visits.data?.visits ?? [];
  const list = all.filter((visit) => visit.id !== draft?.visitId);
  const photos = all.find((visit) => visit.id === draft?.visitId)?.photos ?? [];
  const canRecord = visits.data?.canRecord ?? false;
  // A visit of mine the server has open but this device has no draft of (another phone, a cleared browser).
  const openElsewhere = list.find(
    (visit) =>
      visit.finished_at === null &&
      visit.technician.id === userId &&
      draft?.visitId !== visit.id &&
      !queued.some((item) => item.visitId === visit.id),
  );
  const resume = (visit: Visit) =>
    setDraft({
      ...newVisitDraft(visit.started_at, visit.location),
      visitId: visit.id,
      version: visit.version,
    });

  return (
    <SectionCard
      icon={<IconMapPin size={22} />}
      title={t('visits.title')}
      action={
        <Button
          component={RouterLink}
          to={jobSheetPath(complaintId)}
          size="small"
          variant="outlined"
          startIcon={<IconPrinter size={16} />}
        >
          {t('visits.printJobSheet')}
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {visits.isError && <Alert severity="error">{visits.error.message}</Alert>}
        {list.length === 0 && !draft && queued.length === 0 && visits.isSuccess && (
          <Typography sx={{ color: 'text.secondary' }}>{t('visits.none')}</Typography>
        )}
        {list.length > 0 && (
          <Box>
            {list.map((visit) => (
              <VisitView key={visit.id} visit={visit} />
            ))}
          </Box>
        )}
        {queued.map((item) =>
          item.problem === null ? (
            <Alert key={item.key} severity="info" role="status">
              {t('visits.queued')}
            </Alert>
          ) : (
            <Alert
              key={item.key}
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => dismissReport(userId, item.key)}>
                  {t('visits.dismiss')}
                </Button>
              }
            >
              {t('visits.notSent', { problem: item.problem })}
            </Alert>
          ),
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        {canRecord && draft && (
          <VisitReportForm
            complaintId={complaintId}
            draft={draft}
            catalogueParts={visits.data?.catalogueParts ?? []}
            photos={photos}
            onChange={setDraft}
            onFinish={finish}
            onPhotos={(reply) => {
              onImages(reply.images, reply.timelineRecords);
              void queryClient.invalidateQueries({ queryKey: visitKeys.all });
            }}
          />
        )}
        {canRecord && !draft && openElsewhere && (
          <Button variant="outlined" onClick={() => resume(openElsewhere)} sx={{ justifySelf: 'start' }}>
            {t('visits.resume')}
          </Button>
        )}
        {canRecord && !draft && !openElsewhere && (
          <Button
            variant="contained"
            size="large"
            onClick={() => void start()}
            disabled={starting}
            sx={{ justifySelf: { xs: 'stretch', sm: 'start' } }}
          >
            {t('visits.start')}
          </Button>
        )}
      </Box>
    </SectionCard>
  );
}
