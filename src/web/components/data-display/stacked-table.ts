import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A table's `sx` that, below 600 px, turns each row into a stacked card: one line per cell, named by
 * the cell's `data-label`, so no column (an Edit button, a permission) is cut off at the screen's
 * edge. `header: 'wrap'` keeps the header cells (sort buttons) as a wrapping row above the cards;
 * `'hidden'` leaves them to assistive technology only. From 600 px up the table is a table.
 */
export function stackedBelowSm(header: 'wrap' | 'hidden' = 'hidden') {
  return (theme: Theme) => {
    const palette = (theme.vars ?? theme).palette;
    return {
      [theme.breakpoints.down('sm')]: {
        minWidth: 0,
        '&, & > tbody, & > tbody > tr, & > tbody > tr > td, & > tbody > tr > th': {
          display: 'block',
          width: '100%',
        },
        '& > thead':
          header === 'hidden'
            ? visuallyHidden
            : { display: 'block', borderBottom: `1px solid ${palette.divider}` },
        ...(header === 'wrap' && {
          '& > thead > tr': { display: 'flex', flexWrap: 'wrap', columnGap: 2, px: 2, py: 1 },
          '& > thead > tr > th': { display: 'block', border: 0, p: 0 },
          // Header cells without a control (the actions) say nothing a card does not.
          '& > thead > tr > th[data-stack="hide"]': visuallyHidden,
        }),
        '& > tbody > tr': { py: 1, borderBottom: `1px solid ${palette.divider}` },
        '& > tbody > tr > td, & > tbody > tr > th': {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 2,
          border: 0,
          py: 0.75,
          px: 2,
          minWidth: 0,
          maxWidth: 'none',
          textAlign: 'start',
        },
        '& > tbody > tr > td:empty': { display: 'none' },
        '& > tbody > tr > td[data-label]::before': {
          content: 'attr(data-label)',
          flexShrink: 0,
          fontWeight: 500,
          fontSize: 13,
          color: palette.text.secondary,
        },
      },
    };
  };
}

/** Whether a dialog should take the whole screen: below 600 px, as every form dialog does on a phone. */
export function useFullScreenDialog(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}
