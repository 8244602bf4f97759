import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#domain/i18n/languages.ts';

// The switchers' menus, loaded on first open: the switchers are on the sign-in page too, which has a
// JavaScript budget.

interface MenuProps {
  anchor: HTMLElement;
  onClose: () => void;
}

export type ThemeMode = 'light' | 'dark' | 'system';

interface ThemeMenuProps extends MenuProps {
  modes: readonly { mode: ThemeMode; Icon: Icon }[];
  current: string | undefined;
  onChoose: (mode: ThemeMode) => void;
}

export function ThemeMenu({ anchor, onClose, modes, current, onChoose }: ThemeMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {modes.map(({ mode, Icon }) => (
        <MenuItem key={mode} selected={mode === current} onClick={() => onChoose(mode)}>
          <ListItemIcon>
            <Icon size={20} stroke={1.75} />
          </ListItemIcon>
          {t(`theme.${mode}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}

interface LanguageMenuProps extends MenuProps {
  languages: readonly Language[];
  onChoose: (language: Language) => void;
}

export function LanguageMenu({ anchor, onClose, languages, onChoose }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={language === i18n.language}
          onClick={() => onChoose(language)}
        >
          {t(`language.${language}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
