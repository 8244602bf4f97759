import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Visit } from '#domain/visits/visit.schemas.ts';
import { useDates } from '#web/lib/use-dates.ts';

/** When, in the reader's language and the company's time zone, labelled with it. */
export function useVisitTime() {
  return useDates().noteTime;
}

/** One recorded visit: who, when, what was done, the parts, photos and the signature. */
export function VisitView({ visit }: { visit: Visit }) {
  const { t } = useTranslation();
  const time = useVisitTime();
  return (
    <Box
      component="article"
      aria-label={t('visits.visitBy', { name: visit.technician.name })}
      sx={{ display: 'grid', gap: 1, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{visit.technician.name}</Typography>
        {visit.outcome ? (
          <Chip
            size="small"
            color={visit.outcome === 'fixed' ? 'success' : 'warning'}
            label={t(`visits.outcomes.${visit.outcome}`)}
          />
        ) : (
          <Chip size="small" color="info" label={t('visits.inProgress')} />
        )}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('visits.arrived', { time: time(visit.started_at) })}
        {visit.finished_at && ` · ${t('visits.left', { time: time(visit.finished_at) })}`}
      </Typography>
      {visit.work_done && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{visit.work_done}</Typography>}
      {visit.parts.length > 0 && (
        <Box component="ul" sx={{ m: 0, ps: 2.5 }} aria-label={t('visits.form.parts')}>
          {visit.parts.map((part, index) => (
            <Typography component="li" variant="body2" key={index}>
              {t('visits.partLine', { part: part.part, count: part.quantity })}
              {(part.old_serial || part.new_serial) &&
                ` (${t('visits.serials', { old: part.old_serial || '–', new: part.new_serial || '–' })})`}
            </Typography>
          ))}
        </Box>
      )}
      {visit.photos.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {visit.photos.map((photo) => (
            <Box
              key={photo.id}
              component="img"
              src={photo.url}
              alt={t('visits.photo')}
              loading="lazy"
              sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }}
            />
          ))}
        </Box>
      )}
      {visit.signature && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Box
            component="img"
            src={visit.signature}
            alt={t('visits.signatureOf', { name: visit.customer_name || t('visits.customer') })}
            sx={{ height: 56, bgcolor: '#fff', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
          {visit.customer_name && <Typography variant="body2">{visit.customer_name}</Typography>}
        </Box>
      )}
    </Box>
  );
}
