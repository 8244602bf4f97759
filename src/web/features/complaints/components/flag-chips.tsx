import Box from '@mui/material/Box';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FlagKind } from '#domain/complaints/complaint-flags.ts';
import { TonalChip, type TonalColor } from '#web/components/data-display/tonal-chip.tsx';

// Apart from the edit screen's flags card, whose dismiss form (react-hook-form) the list does not load.

/** Warranty and photo flags point at money lost; a duplicate or a shared order number may be innocent. */
const FLAG_COLORS: Record<FlagKind, TonalColor> = {
  possible_duplicate: 'warning',
  same_order: 'warning',
  reused_photo: 'error',
  after_warranty: 'error',
};

/** A flag kind as a tonal chip with a flag icon. */
export function FlagChip({ kind }: { kind: FlagKind }) {
  const { t } = useTranslation();
  return (
    <TonalChip
      color={FLAG_COLORS[kind]}
      icon={<IconFlag size={14} aria-hidden />}
      label={t(`flags.kinds.${kind}`)}
      sx={{ '& .MuiChip-icon': { color: 'inherit' } }}
    />
  );
}

/**
 * The card's flags (kinds only; the reasons are on the edit screen): a group, not a list, so a
 * list of cards has only the cards as its items.
 */
export function FlagChips({ kinds }: { kinds: FlagKind[] }) {
  const { t } = useTranslation();
  if (kinds.length === 0) return null;
  return (
    <Box
      role="group"
      aria-label={t('flags.chipsLabel')}
      sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}
    >
      {kinds.map((kind) => (
        <FlagChip key={kind} kind={kind} />
      ))}
    </Box>
  );
}
