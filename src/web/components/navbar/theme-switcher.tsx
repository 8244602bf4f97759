import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { IconDeviceDesktop, IconMoonStars, IconSun } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The menu's code loads on first open: these switchers are on the sign-in page too.
const Menu = lazy(() => import('@mui/material/Menu'));

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
          <Menu anchorEl={anchor} open onClose={() => setAnchor(null)}>
            {MODES.map(({ mode: option, Icon }) => (
              <MenuItem
                key={option}
                selected={option === mode}
                onClick={() => {
                  setMode(option);
                  setAnchor(null);
                }}
              >
                <ListItemIcon>
                  <Icon size={20} stroke={1.75} />
                </ListItemIcon>
                {t(`theme.${option}`)}
              </MenuItem>
            ))}
          </Menu>
        </Suspense>
      )}
    </>
  );
}
