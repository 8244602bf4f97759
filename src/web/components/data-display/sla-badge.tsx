import Chip from '@mui/material/Chip';
import { IconHourglass } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slaDisplay, type SlaSummary } from '#domain/sla/sla-summary.ts';
import { TonalChip } from './tonal-chip.tsx';

const MINUTE = 60_000;

/** The current time, moved on every minute: the badge's 'due in' counts down without a reload. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The SLA clock's next target (decision 022): 'Response due in 3 h' green, orange in its last 20 %,
 * 'Resolution overdue by 2 days' red; paused while Pending; met or missed once resolved.
 */
export function SlaBadge({ sla }: { sla: SlaSummary | undefined }) {
  const { t } = useTranslation();
  const now = useNow();
  if (!sla) return null;
  const display = slaDisplay(sla, now);
  const time = display.duration
    ? t(`sla.duration.${display.duration.unit}`, { count: display.duration.count })
    : '';
  const common = {
    icon: <IconHourglass size={16} aria-hidden />,
    label: t(`sla.badge.${display.key}`, { time }),
    'data-sla-tone': display.tone,
    sx: { maxWidth: '100%', fontWeight: 500, '& .MuiChip-icon': { color: 'inherit' } },
  };
  // Tonal, as the other badges: white on a bright green or red is unreadable at this size.
  return display.tone === 'default' ? (
    <Chip size="small" variant="outlined" {...common} />
  ) : (
    <TonalChip color={display.tone} {...common} />
  );
}
