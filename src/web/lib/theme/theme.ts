import { createTheme, getContrastRatio, lighten, type Direction } from '@mui/material/styles';
import type { SchemeName, Skin } from '#web/lib/layout-settings.ts';

export const PRIMARY = { main: '#7367F0', dark: '#675DD8' };
/** The primary as text on dark surfaces: #7367F0 itself is too dark there to read (WCAG AA). */
const PRIMARY_ON_DARK = '#A59DF6';
/** Navigation below this width is the overlay drawer (spec 9: md + 16). */
export const OVERLAY_NAV_BREAKPOINT = 976;
export const NAV_WIDTH = 260;
/** The collapsed vertical navigation: icons only. */
export const NAV_COLLAPSED_WIDTH = 71;

const shared = {
  secondary: { main: '#808390', contrastText: '#FFFFFF' },
  success: { main: '#28C76F', contrastText: '#FFFFFF' },
  info: { main: '#00BAD1', contrastText: '#FFFFFF' },
  warning: { main: '#FF9F43', contrastText: '#FFFFFF' },
  error: { main: '#FF4C51', contrastText: '#FFFFFF' },
};

export interface ThemeChoices {
  skin: Skin;
  /** The customizer's primary colour of each scheme. */
  primary: Record<SchemeName, string>;
}

const DEFAULT_CHOICES: ThemeChoices = {
  skin: 'default',
  primary: { light: PRIMARY.main, dark: PRIMARY.main },
};

/**
 * A chosen primary colour as a palette entry; text on it is white unless white would be unreadable.
 * `dark` fills buttons and colours primary text on light surfaces, `light` colours it on dark ones,
 * so both read at WCAG AA contrast.
 */
function primaryPalette(main: string) {
  if (main.toUpperCase() === PRIMARY.main)
    return { ...PRIMARY, light: PRIMARY_ON_DARK, contrastText: '#FFFFFF' };
  return {
    main,
    light: lighten(main, 0.35),
    contrastText: getContrastRatio(main, '#FFFFFF') >= 3 ? '#FFFFFF' : 'rgba(0, 0, 0, 0.87)',
  };
}

/** Primary-coloured text, readable on the surfaces of either scheme. */
const PRIMARY_TEXT = {
  color: 'var(--mui-palette-primary-dark)',
  '.dark &': { color: 'var(--mui-palette-primary-light)' },
};

/** Error-coloured text: #FF4C51 itself reads below WCAG AA on either scheme's surfaces. */
const ERROR_TEXT = { color: '#D92D33', '.dark &': { color: '#FF8A8D' } };

/**
 * The look.md palette as MUI colour schemes; the `light`/`dark` class on <html> picks one. Users who
 * ask their system for reduced motion get no transitions. The bordered skin trades shadows for borders.
 */
export function createAppTheme(direction: Direction, reducedMotion = false, choices = DEFAULT_CHOICES) {
  const bordered = choices.skin === 'bordered';
  return createTheme({
    direction,
    ...(reducedMotion && { transitions: { create: () => 'none' } }),
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: {
        palette: {
          ...shared,
          primary: primaryPalette(choices.primary.light),
          background: { default: '#F8F7FA', paper: '#FFFFFF' },
          text: {
            primary: 'rgba(47, 43, 61, 0.9)',
            secondary: 'rgba(47, 43, 61, 0.7)',
            disabled: 'rgba(47, 43, 61, 0.4)',
          },
          divider: 'rgba(47, 43, 61, 0.12)',
        },
      },
      dark: {
        palette: {
          ...shared,
          primary: primaryPalette(choices.primary.dark),
          background: { default: '#25293C', paper: '#2F3349' },
          text: {
            primary: 'rgba(225, 222, 245, 0.9)',
            secondary: 'rgba(225, 222, 245, 0.7)',
            disabled: 'rgba(225, 222, 245, 0.4)',
          },
          divider: '#44485E',
        },
      },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1264, xl: 1904 } },
    shape: { borderRadius: 6 },
    typography: {
      fontFamily:
        '"Public Sans", system-ui, -apple-system, "Segoe UI", "Noto Sans Arabic", Tahoma, sans-serif',
      fontSize: 14,
      htmlFontSize: 16,
      body1: { fontSize: '0.9375rem' },
      body2: { fontSize: '0.8125rem' },
      h4: { fontWeight: 500, fontSize: '1.625rem' },
      h5: { fontWeight: 500, fontSize: '1.375rem' },
      h6: { fontWeight: 500, fontSize: '1.125rem' },
      button: { textTransform: 'none', fontWeight: 500 },
    },
    components: {
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: ({ theme }) =>
            bordered
              ? { boxShadow: 'none', border: `1px solid ${(theme.vars ?? theme).palette.divider}` }
              : {
                  boxShadow: '0 3px 12px rgba(47, 43, 61, 0.14)',
                  ...theme.applyStyles('dark', { boxShadow: '0 3px 12px rgba(15, 20, 34, 0.3)' }),
                },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            variants: [
              {
                props: { variant: 'contained', color: 'primary' },
                style: {
                  backgroundColor: 'var(--mui-palette-primary-dark)',
                  '&:hover': {
                    backgroundColor: 'var(--mui-palette-primary-dark)',
                    filter: 'brightness(0.92)',
                  },
                },
              },
              { props: { variant: 'text', color: 'primary' }, style: PRIMARY_TEXT },
              { props: { variant: 'outlined', color: 'primary' }, style: PRIMARY_TEXT },
              { props: { variant: 'text', color: 'error' }, style: ERROR_TEXT },
              { props: { variant: 'outlined', color: 'error' }, style: ERROR_TEXT },
              // Grey (#808390) text is too faint to read; the secondary text colour is not.
              {
                props: { variant: 'outlined', color: 'secondary' },
                style: { color: 'var(--mui-palette-text-secondary)' },
              },
              {
                props: { variant: 'text', color: 'secondary' },
                style: { color: 'var(--mui-palette-text-secondary)' },
              },
            ],
          },
        },
      },
      MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused.MuiFormLabel-colorPrimary': PRIMARY_TEXT } } },
      MuiLink: { styleOverrides: { root: PRIMARY_TEXT } },
      MuiTab: { styleOverrides: { root: { '&.Mui-selected.MuiTab-textColorPrimary': PRIMARY_TEXT } } },
      MuiChip: { styleOverrides: { root: { borderRadius: 4 } } },
      MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
      MuiSelect: { defaultProps: { size: 'small' } },
    },
  });
}
