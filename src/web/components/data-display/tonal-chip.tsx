import Chip, { type ChipProps } from '@mui/material/Chip';

export type TonalColor = 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

interface TonalChipProps extends Omit<ChipProps, 'color' | 'variant'> {
  color: TonalColor;
}

/**
 * The look.md "tonal" badge: the colour as text on the same colour at 16% opacity. On light
 * surfaces the text is a darker shade of the colour, on dark ones a lighter shade, so it reads at
 * WCAG AA contrast.
 */
export function TonalChip({ color, sx, ...props }: TonalChipProps) {
  return (
    <Chip
      size="small"
      {...props}
      sx={[
        (theme) => ({
          // theme.palette holds the light scheme's colours as values (the variables cannot be darkened).
          color: theme.darken(theme.palette[color].main, 0.4),
          ...theme.applyStyles('dark', { color: theme.lighten(theme.palette[color].main, 0.45) }),
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
