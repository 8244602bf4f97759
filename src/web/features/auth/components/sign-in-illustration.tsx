import Box from '@mui/material/Box';

/** A calm drawing of a complaint ticket being resolved, in the theme's colours. */
export function SignInIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 480 360"
      role="presentation"
      aria-hidden
      sx={{ width: '100%', maxWidth: 520, height: 'auto', color: 'primary.main' }}
    >
      <ellipse cx="240" cy="330" rx="190" ry="18" fill="currentColor" opacity="0.08" />
      <rect
        x="90"
        y="40"
        width="300"
        height="250"
        rx="18"
        fill="var(--mui-palette-background-paper)"
        stroke="currentColor"
        strokeOpacity="0.25"
        strokeWidth="2"
      />
      <rect x="90" y="40" width="300" height="52" rx="18" fill="currentColor" opacity="0.9" />
      <rect x="90" y="74" width="300" height="18" fill="currentColor" opacity="0.9" />
      <circle cx="124" cy="66" r="10" fill="#fff" opacity="0.9" />
      <rect x="144" y="60" width="120" height="12" rx="6" fill="#fff" opacity="0.75" />
      <rect x="120" y="120" width="180" height="12" rx="6" fill="currentColor" opacity="0.22" />
      <rect x="120" y="146" width="230" height="12" rx="6" fill="currentColor" opacity="0.14" />
      <rect x="120" y="172" width="200" height="12" rx="6" fill="currentColor" opacity="0.14" />
      <rect x="120" y="212" width="64" height="24" rx="6" fill="#FF9F43" opacity="0.2" />
      <rect x="132" y="220" width="40" height="8" rx="4" fill="#FF9F43" />
      <rect x="196" y="212" width="84" height="24" rx="6" fill="#28C76F" opacity="0.2" />
      <rect x="208" y="220" width="60" height="8" rx="4" fill="#28C76F" />
      <circle cx="372" cy="262" r="44" fill="#28C76F" />
      <path
        d="M352 262l14 14 26-28"
        fill="none"
        stroke="#fff"
        strokeWidth="9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="70" cy="120" r="8" fill="currentColor" opacity="0.3" />
      <circle cx="420" cy="90" r="12" fill="#00BAD1" opacity="0.35" />
      <circle cx="60" cy="260" r="14" fill="#FF4C51" opacity="0.2" />
    </Box>
  );
}
