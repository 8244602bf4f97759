import { useTranslation } from 'react-i18next';
import { PRIORITY_COLORS, type Priority } from '#domain/complaints/complaint-priority.ts';
import { STATUS_COLORS, type ComplaintStatus } from '#domain/complaints/complaint-status.ts';
import { TonalChip } from '#web/components/data-display/tonal-chip.tsx';

/** The priority tag (spec 4): Level 1 to 3 in the priority's colour. */
export function PriorityTag({ priority }: { priority: Priority }) {
  const { t } = useTranslation();
  return <TonalChip color={PRIORITY_COLORS[priority]} label={t(`priority.${priority}`)} />;
}

/** The status badge (spec 4): Open grey, Pending red, In Process cyan, Resolved green; others grey. */
export function StatusBadge({ status }: { status: ComplaintStatus }) {
  const { t } = useTranslation();
  return <TonalChip color={STATUS_COLORS[status] ?? 'secondary'} label={t(`status.${status}`)} />;
}
