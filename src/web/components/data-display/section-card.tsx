import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  /** The section's heading (an h2), which also names the section for assistive technology. */
  title: ReactNode;
  subheader?: ReactNode;
  /** An icon before the heading, in the primary colour. */
  icon?: ReactNode;
  /** A control at the heading's end, such as an add button. */
  action?: ReactNode;
  /** The content's layout (a grid of fields, a list); its padding can be changed here too. */
  contentSx?: SxProps<Theme>;
  children: ReactNode;
}

/** A titled card that is a landmark section of the page: the way every screen groups its parts. */
export function SectionCard({ title, subheader, icon, action, contentSx, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardHeader
        avatar={icon}
        title={title}
        subheader={subheader}
        action={action}
        slotProps={{
          title: { variant: 'h6', component: 'h2', id: headingId },
          subheader: { variant: 'body2' },
          avatar: { sx: { color: 'primary.main', me: 1.5 } },
          action: { sx: { m: 0, alignSelf: 'center' } },
        }}
        sx={{
          px: { xs: 2, sm: 3 },
          pt: { xs: 2, sm: 3 },
          pb: 0,
          // The action drops below a long heading on a phone.
          ...(action !== undefined ? { gap: 1, flexWrap: 'wrap' } : {}),
        }}
      />
      <CardContent
        sx={[
          { p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } },
          ...(Array.isArray(contentSx) ? contentSx : [contentSx]),
        ]}
      >
        {children}
      </CardContent>
    </Card>
  );
}

/** Two columns of fields from the small breakpoint up, one on a phone. */
export const FIELD_GRID = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;
