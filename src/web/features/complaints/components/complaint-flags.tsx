import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { IconFlag } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { dismissFlagInput, type ComplaintFlag } from '#domain/complaints/complaint-flags.ts';
import { displayNumber } from '#domain/complaints/complaint-number.ts';
import { SectionCard } from '#web/components/data-display/section-card.tsx';
import { CONFIRM_DIALOG_MAX_WIDTH } from '#web/components/feedback/confirm-dialog.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { Form } from '#web/components/form/form.tsx';
import { complaintEditPath } from '#web/lib/paths.ts';
import { useDates } from '#web/lib/use-dates.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';
import { useComplaintFlags, useDismissFlag } from '#web/features/complaints/api/complaint-flags.ts';
import { FlagChip } from './flag-chips.tsx';

/** Why a flag was raised, with a link to the other complaint when the reader may open it. */
function FlagReason({ flag }: { flag: ComplaintFlag }) {
  const { t } = useTranslation();
  const key = flag.kind === 'reused_photo' ? `reused_photo_${flag.params.match ?? 'identical'}` : flag.kind;
  return (
    <Trans
      i18nKey={`flags.reasons.${key}`}
      values={{
        number: flag.related ? displayNumber(flag.related.id) : t('flags.reasons.hiddenComplaint'),
        order: flag.params.order ?? '',
      }}
      components={{
        link: flag.related ? (
          <Link component={RouterLink} to={complaintEditPath(flag.related.id)} sx={{ fontWeight: 500 }} />
        ) : (
          <span />
        ),
      }}
    />
  );
}

/**
 * The edit screen's flags: each with its reason and the other complaint's link; Admins and Support
 * Agents dismiss one with a reason. Shown only when the complaint has flags.
 */
export function ComplaintFlagsCard({ complaintId, revision }: { complaintId: number; revision: number }) {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const query = useComplaintFlags(complaintId, revision, true);
  const [dismissing, setDismissing] = useState<ComplaintFlag | null>(null);
  const flags = query.data?.flags ?? [];
  if (flags.length === 0) return null;
  return (
    <SectionCard title={t('flags.title')} icon={<IconFlag size={22} />}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {flags.map((flag) => (
          <Box
            component="li"
            key={flag.id}
            data-flag-kind={flag.kind}
            sx={{ display: 'grid', gap: 0.75, opacity: flag.dismissed ? 0.7 : 1 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <FlagChip kind={flag.kind} />
              <Box sx={{ flex: 1 }} />
              {!flag.dismissed && query.data?.canDismiss && (
                <Button size="small" color="secondary" variant="outlined" onClick={() => setDismissing(flag)}>
                  {t('flags.dismiss')}
                </Button>
              )}
            </Box>
            <Typography variant="body2">
              <FlagReason flag={flag} />
            </Typography>
            {flag.dismissed && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('flags.dismissedBy', {
                  name: flag.dismissed.by,
                  date: dateTime(flag.dismissed.at),
                  reason: flag.dismissed.reason,
                })}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      {dismissing && <DismissDialog flag={dismissing} onClose={() => setDismissing(null)} />}
    </SectionCard>
  );
}

function DismissDialog({ flag, onClose }: { flag: ComplaintFlag; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const dismiss = useDismissFlag();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useZodForm(dismissFlagInput, { defaultValues: { reason: '' } });
  const onSubmit = form.handleSubmit((values) => {
    setBanner(null);
    dismiss.mutate(
      { id: flag.id, reason: values.reason },
      { onSuccess: onClose, onError: (error) => setBanner(form.applyServerErrors(error)) },
    );
  });
  return (
    <Dialog
      open
      onClose={dismiss.isPending ? undefined : onClose}
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxWidth: CONFIRM_DIALOG_MAX_WIDTH } } }}
    >
      <Form form={form} onSubmit={onSubmit}>
        <DialogTitle id={titleId}>
          {t('flags.dismissTitle', { kind: t(`flags.kinds.${flag.kind}`) })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {banner && <Alert severity="error">{banner}</Alert>}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <FlagReason flag={flag} />
          </Typography>
          <FormTextField
            name="reason"
            label={t('flags.dismissReason')}
            required
            multiline
            minRows={2}
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} variant="outlined" color="secondary" disabled={dismiss.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={dismiss.isPending}>
            {t('flags.dismiss')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
