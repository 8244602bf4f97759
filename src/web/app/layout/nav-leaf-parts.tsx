import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { NavLeaf } from './nav-items.ts';

/** A leaf's words: a saved view's name, or the message of its label. */
export function leafText(t: TFunction, leaf: NavLeaf): string {
  return leaf.text ?? t(`nav.${leaf.label}`);
}

/**
 * A leaf's text on one line. A saved view's name is typed by someone: it keeps its own direction
 * (an English name in the Arabic navigation), aligned to the navigation's side while it fits.
 */
export function leafTextProps(leaf: NavLeaf) {
  return leaf.text
    ? ({ noWrap: true, dir: 'auto', sx: { textAlign: 'left', minWidth: 0 } } as const)
    : ({ noWrap: true } as const);
}

/**
 * Whether a leaf is the open page: its path, and the same `?view=` (none for the plain lists), so
 * 'All Complaints', 'My complaints' and a saved view on `/complaints` are told apart.
 */
export function useLeafActive(): (leaf: NavLeaf) => boolean {
  const { pathname, search } = useLocation();
  const view = new URLSearchParams(search).get('view') ?? undefined;
  return (leaf) => pathname === leaf.to.split('?')[0] && view === leaf.view;
}

/**
 * The count beside a leaf: part of the link's name ('My complaints 12'), so what is seen is what is
 * read out; its tooltip says it in words ('12 complaints', 'more than 999 complaints').
 */
export function LeafCount({ count }: { count: NavLeaf['count'] }) {
  const { t } = useTranslation();
  if (!count) return null;
  const shown = count.more ? t('complaints.views.countCapped', { count: count.count }) : String(count.count);
  return (
    <>
      {' '}
      <Box
        component="span"
        title={t(count.more ? 'complaints.views.countMore' : 'complaints.views.count', {
          count: count.count,
        })}
        sx={{
          ms: 'auto',
          px: 0.75,
          minWidth: 24,
          borderRadius: 2,
          fontSize: 12,
          lineHeight: '20px',
          fontWeight: 500,
          textAlign: 'center',
          flexShrink: 0,
          color: 'primary.main',
          bgcolor: 'rgba(115, 103, 240, 0.16)',
          '.MuiListItemButton-root.active &': { color: 'inherit', bgcolor: 'rgba(255, 255, 255, 0.24)' },
        }}
      >
        {shown}
      </Box>
    </>
  );
}
