import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Complaint } from '#domain/complaints/complaint.schemas.ts';
import { complaintKeys } from '#web/features/complaints/api/complaint-keys.ts';
import { useLayoutSettings } from '#web/lib/use-layout-settings.ts';
import { PriorityTag, StatusBadge } from './complaint-chips.tsx';

/** The sticky navbar's height (its top padding and bar), and the gap kept under it. */
const NAVBAR_HEIGHT = 72;
const GAP = 8;

/**
 * On a phone (below 600 px), the edit screen's first line and one that stays in reach while the
 * page scrolls: Update Complaint, which submits the Additional Information form (`formId`), then
 * the complaint's status and priority as saved. Hidden from the small breakpoint up, where the
 * form's own button sits beside its fields.
 */
export function ComplaintQuickBar({ complaint, formId }: { complaint: Complaint; formId: string }) {
  const { t } = useTranslation();
  const { navbarType } = useLayoutSettings();
  const pending = useIsMutating({ mutationKey: complaintKeys.update(complaint.id) }) > 0;
  return (
    <Paper
      component="section"
      aria-label={t('complaints.edit.quickUpdate')}
      data-testid="quick-update-bar"
      elevation={3}
      sx={{
        display: { xs: 'flex', sm: 'none' },
        position: 'sticky',
        top: navbarType === 'sticky' ? NAVBAR_HEIGHT + GAP : GAP,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
        px: 1.5,
        py: 1,
      }}
    >
      <Button type="submit" form={formId} variant="contained" disabled={pending} sx={{ flexShrink: 0 }}>
        {pending ? t('complaints.edit.updating') : t('complaints.edit.update')}
      </Button>
      <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', marginInlineStart: 'auto' }}>
        <StatusBadge status={complaint.status} />
        <PriorityTag priority={complaint.level} />
      </Box>
    </Paper>
  );
}
