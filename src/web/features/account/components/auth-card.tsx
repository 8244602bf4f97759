import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandLogo } from '#web/components/misc/brand-logo.tsx';

/** The centred card of the password pages (blank layout). */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, py: 8 }}>
      <Card sx={{ width: '100%', maxWidth: 460 }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, display: 'grid', gap: 1 }}>
          <Box sx={{ mb: 3 }}>
            <BrandLogo />
          </Box>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{subtitle}</Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
