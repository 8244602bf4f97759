import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import { IconZoomIn } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ProofGridProps {
  images: string[];
  orderNumber: string;
  onOpen: (index: number) => void;
}

/** The order's images as cards: 12 columns on small screens, 6 from sm, 4 from md (spec 9). */
export function ProofGrid({ images, orderNumber, onOpen }: ProofGridProps) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {images.map((url, index) => (
        <Grid component="li" key={url} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              onClick={() => onOpen(index)}
              aria-label={t('paymentProofs.open', { number: index + 1 })}
              sx={{ position: 'relative', '&:hover .zoom-hint, &:focus-visible .zoom-hint': { opacity: 1 } }}
            >
              <Box
                component="img"
                src={url}
                alt={t('paymentProofs.imageAlt', { number: index + 1, order: orderNumber })}
                loading="lazy"
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 200,
                  objectFit: 'cover',
                  // Slips carry their header at the top: that is the part worth seeing in a thumbnail.
                  objectPosition: 'top',
                  bgcolor: 'action.hover',
                }}
              />
              <Box
                className="zoom-hint"
                aria-hidden
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'grid',
                  placeItems: 'center',
                  color: 'common.white',
                  bgcolor: 'rgb(0 0 0 / 0.35)',
                  opacity: 0,
                  transition: 'opacity 150ms',
                }}
              >
                <IconZoomIn size={36} />
              </Box>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/** Placeholders in the grid's shape while the images load. */
export function ProofGridSkeleton({ label }: { label: string }) {
  return (
    <Grid container spacing={2} role="progressbar" aria-label={label}>
      {Array.from({ length: 3 }, (_, index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
          <Box sx={{ height: 200, borderRadius: 1.5, bgcolor: 'action.hover' }} />
        </Grid>
      ))}
    </Grid>
  );
}
