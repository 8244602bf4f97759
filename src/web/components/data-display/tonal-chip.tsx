import Chip, { type ChipProps } from '@mui/material/Chip';

export type TonalColor = 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

interface TonalChipProps extends Omit<ChipProps, 'color' | 'variant'> {
  color: TonalColor;
}

/** The look.md "tonal" badge: the colour as text on the same colour at 16% opacity. */
export function TonalChip({ color, sx, ...props }: TonalChipProps) {
  return (
    <Chip
      size="small"
      {...props}
      sx={[
        (theme) => ({
          color: (theme.vars ?? theme).palette[color].main,
          bgcolor: theme.alpha((theme.vars ?? theme).palette[color].main, 0.16),
          fontWeight: 500,
          height: 24,
          '& .MuiChip-label': { px: 1.25 },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
