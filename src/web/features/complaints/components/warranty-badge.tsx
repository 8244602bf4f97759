import {
  IconShieldCheck,
  IconShieldExclamation,
  IconShieldOff,
  IconShieldQuestion,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WarrantyVerdict } from '#domain/complaints/warranty.ts';
import { TonalChip, type TonalColor } from '#web/components/data-display/tonal-chip.tsx';
import { useDates } from '#web/lib/use-dates.ts';

const LOOK: Record<WarrantyVerdict, { color: TonalColor; Icon: typeof IconShieldCheck }> = {
  in_warranty: { color: 'success', Icon: IconShieldCheck },
  expiring: { color: 'warning', Icon: IconShieldExclamation },
  out_of_warranty: { color: 'error', Icon: IconShieldOff },
  unknown: { color: 'secondary', Icon: IconShieldQuestion },
};

const WITH_DATE = {
  in_warranty: 'warranty.until',
  expiring: 'warranty.expiringOn',
  out_of_warranty: 'warranty.endedOn',
} as const;

/**
 * The warranty verdict as a tonal badge (decision 018): In warranty until (date), Expiring, Out of
 * warranty ended on (date), or Unknown. Without `endsOn` it names the verdict only (the cards).
 */
export function WarrantyBadge({
  verdict,
  endsOn = null,
}: {
  verdict: WarrantyVerdict;
  endsOn?: string | null;
}) {
  const { t } = useTranslation();
  const { date } = useDates();
  const { color, Icon } = LOOK[verdict];
  const label =
    verdict === 'unknown' || endsOn === null
      ? t(`warranty.verdict.${verdict}`)
      : t(WITH_DATE[verdict], { date: date(endsOn) });
  return (
    <TonalChip
      color={color}
      icon={<Icon size={16} aria-hidden />}
      label={label}
      title={t('warranty.label', { verdict: t(`warranty.verdict.${verdict}`) })}
      sx={{ maxWidth: '100%', '& .MuiChip-icon': { color: 'inherit', ms: 0.75, me: -0.5 } }}
    />
  );
}
