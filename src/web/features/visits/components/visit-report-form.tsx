import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconCamera, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComplaintImage } from '#domain/complaints/collaboration-records.schemas.ts';
import type { UploadImagesReply } from '#domain/complaints/collaboration.schemas.ts';
import { VISIT_OUTCOMES } from '#domain/visits/visit.ts';
import type { VisitsReply } from '#domain/visits/visit.schemas.ts';
import {
  EMPTY_PART,
  reportKey,
  type PartDraft,
  type VisitDraft,
} from '#web/features/visits/api/visit-draft.ts';
import { keepPhotos } from '#web/features/visits/api/visit-queue.ts';
import { uploadVisitPhotos } from '#web/features/visits/api/upload-visit-photos.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { downscalePhotos } from '#web/lib/downscale-photo.ts';
import { useDates } from '#web/lib/use-dates.ts';
import { SignaturePad } from './signature-pad.tsx';
import { useVisitTime } from './visit-view.tsx';

interface VisitReportFormProps {
  complaintId: number;
  draft: VisitDraft;
  /** The complaint's catalogue product's named parts, offered in the Part field (any part may be typed). */
  catalogueParts: VisitsReply['catalogueParts'];
  /** The photos already added to this visit. */
  photos: ComplaintImage[];
  onChange: (draft: VisitDraft) => void;
  onFinish: () => void;
  onPhotos: (reply: UploadImagesReply) => void;
}

/** The visit in progress: work done, parts, photos, outcome, the customer's name and signature. */
export function VisitReportForm({
  complaintId,
  draft,
  catalogueParts,
  photos,
  onChange,
  onFinish,
  onPhotos,
}: VisitReportFormProps) {
  const { t } = useTranslation();
  const time = useVisitTime();
  const { date } = useDates();
  const [outcomeError, setOutcomeError] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  });
  const set = (changes: Partial<VisitDraft>) => onChange({ ...draft, ...changes });
  const setPart = (index: number, changes: Partial<PartDraft>) =>
    set({ parts: draft.parts.map((part, at) => (at === index ? { ...part, ...changes } : part)) });

  // Photos are made smaller like the complaint's (a camera's 12 MB becomes about 1 MB), then sent;
  // offline, or before the visit's start reached the server, they wait on the device with the report.
  const addPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    setPhotoError(null);
    setProgress(0);
    try {
      const files = await downscalePhotos(chosen);
      const keep = async () => {
        await keepPhotos(reportKey(complaintId, draft.startedAt), files);
        // The draft as it is now: the person may have typed while the photos were made smaller.
        const now = latest.current;
        onChange({ ...now, pendingPhotos: (now.pendingPhotos ?? 0) + files.length });
      };
      if (draft.visitId === null) return await keep();
      try {
        onPhotos(await uploadVisitPhotos(complaintId, draft.visitId, files, setProgress));
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) await keep();
        else throw error;
      }
    } catch (error) {
      setPhotoError(error instanceof Error ? error.message : String(error));
    } finally {
      setProgress(null);
    }
  };

  const finish = () => {
    if (draft.outcome === '') return setOutcomeError(true);
    onFinish();
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('visits.arrived', { time: time(draft.startedAt) })}
        {draft.location && ` · ${t('visits.locationKept')}`}
      </Typography>
      <TextField
        label={t('visits.form.workDone')}
        value={draft.workDone}
        onChange={(event) => set({ workDone: event.target.value })}
        multiline
        minRows={3}
      />
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="subtitle2" component="h3">
          {t('visits.form.parts')}
        </Typography>
        {draft.parts.map((part, index) => (
          <Box
            key={index}
            role="group"
            aria-label={t('visits.form.partNumber', { number: index + 1 })}
            sx={{
              display: 'grid',
              gap: 1,
              // Every field placed explicitly (auto-placement put the part last, in a narrow column).
              // A phone: the part on its own line, then quantity and old serial, then the new serial
              // under it (side by side, the serials' labels were cut, in Arabic and French most).
              gridTemplateColumns: { xs: '4.5rem 1fr auto', sm: '1fr 4.5rem 1fr 1fr auto' },
              alignItems: 'start',
            }}
          >
            <Autocomplete
              freeSolo
              size="small"
              options={catalogueParts.map((option) => option.part)}
              inputValue={part.part}
              onInputChange={(_, value) => setPart(index, { part: value })}
              renderOption={({ key, ...props }, option) => {
                const until = catalogueParts.find((item) => item.part === option)?.covered_until;
                return (
                  <Box component="li" key={key} {...props} sx={{ display: 'grid !important' }}>
                    <span>{option}</span>
                    {until && (
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {t('visits.form.partCoveredUntil', { date: date(until) })}
                      </Typography>
                    )}
                  </Box>
                );
              }}
              renderInput={(params) => <TextField {...params} label={t('visits.form.part')} />}
              sx={{ gridRow: 1, gridColumn: { xs: '1 / 3', sm: 1 } }}
            />
            <TextField
              size="small"
              label={t('visits.form.quantity')}
              type="number"
              value={part.quantity}
              slotProps={{ htmlInput: { min: 1, max: 999, inputMode: 'numeric' } }}
              onChange={(event) => setPart(index, { quantity: event.target.value })}
              sx={{ gridRow: { xs: 2, sm: 1 }, gridColumn: { xs: 1, sm: 2 } }}
            />
            <IconButton
              aria-label={t('visits.form.removePart')}
              onClick={() => set({ parts: draft.parts.filter((_, at) => at !== index) })}
              sx={{ gridColumn: { xs: 3, sm: 5 }, gridRow: 1 }}
            >
              <IconTrash size={18} />
            </IconButton>
            <TextField
              size="small"
              label={t('visits.form.oldSerial')}
              value={part.old_serial}
              onChange={(event) => setPart(index, { old_serial: event.target.value })}
              sx={{ gridRow: { xs: 2, sm: 1 }, gridColumn: { xs: '2 / 4', sm: 3 } }}
            />
            <TextField
              size="small"
              label={t('visits.form.newSerial')}
              value={part.new_serial}
              onChange={(event) => setPart(index, { new_serial: event.target.value })}
              sx={{ gridRow: { xs: 3, sm: 1 }, gridColumn: { xs: '2 / 4', sm: 4 } }}
            />
          </Box>
        ))}
        <Button
          variant="outlined"
          startIcon={<IconPlus size={16} />}
          onClick={() => set({ parts: [...draft.parts, EMPTY_PART] })}
          sx={{ justifySelf: 'start' }}
        >
          {t('visits.form.addPart')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {photos.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {photos.map((photo) => (
              <Box
                key={photo.id}
                component="img"
                src={photo.url}
                alt={t('visits.photo')}
                sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }}
              />
            ))}
          </Box>
        )}
        <Button
          component="label"
          variant="outlined"
          startIcon={<IconCamera size={16} />}
          sx={{ justifySelf: 'start' }}
          disabled={progress !== null}
        >
          {t('visits.form.addPhotos')}
          <input hidden type="file" accept="image/*" multiple onChange={(event) => void addPhotos(event)} />
        </Button>
        {(draft.pendingPhotos ?? 0) > 0 && (
          <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
            {t('visits.form.photosWaiting', { count: draft.pendingPhotos })}
          </Typography>
        )}
        {progress !== null && <LinearProgress variant="determinate" value={progress * 100} />}
        {photoError && <Alert severity="error">{photoError}</Alert>}
      </Box>
      <TextField
        select
        label={t('visits.form.outcome')}
        value={draft.outcome}
        onChange={(event) => {
          setOutcomeError(false);
          set({ outcome: event.target.value as VisitDraft['outcome'] });
        }}
        error={outcomeError}
        helperText={outcomeError ? t('validation.required') : undefined}
        required
      >
        {VISIT_OUTCOMES.map((outcome) => (
          <MenuItem key={outcome} value={outcome}>
            {t(`visits.outcomes.${outcome}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('visits.form.customerName')}
        value={draft.customerName}
        onChange={(event) => set({ customerName: event.target.value })}
        autoComplete="off"
      />
      <SignaturePad value={draft.signature} onChange={(signature) => set({ signature })} />
      <Button variant="contained" size="large" onClick={finish}>
        {t('visits.finish')}
      </Button>
    </Box>
  );
}
