import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { IconDeviceDesktop, IconMoonStars, IconSun } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The menu's code loads on first open: these switchers are on the sign-in page too.
const ThemeMenu = lazy(() => import('./switcher-menus.tsx').then((m) => ({ default: m.ThemeMenu })));

const MODES = [
  { mode: 'light', Icon: IconSun },
  { mode: 'dark', Icon: IconMoonStars },
  { mode: 'system', Icon: IconDeviceDesktop },
] as const;

/** Light, dark or system (which follows the operating system as it changes). */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = MODES.find((item) => item.mode === mode) ?? MODES[0];
  return (
    <>
      <IconButton
        title={t('theme.label')}
        aria-label={t('theme.label')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'text.primary' }}
      >
        <current.Icon size={22} stroke={1.75} />
      </IconButton>
      {anchor && (
        <Suspense>
          <ThemeMenu
            anchor={anchor}
            onClose={() => setAnchor(null)}
            modes={MODES}
            current={mode}
            onChoose={(option) => {
              setMode(option);
              setAnchor(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
