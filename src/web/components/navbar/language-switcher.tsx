import IconButton from '@mui/material/IconButton';
import { IconLanguage } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#domain/i18n/languages.ts';
import { changeLanguage } from '#web/lib/i18n.ts';

// The menu's code loads on first open: these switchers are on the sign-in page too.
const LanguageMenu = lazy(() => import('./switcher-menus.tsx').then((m) => ({ default: m.LanguageMenu })));

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        title={t('language.label')}
        aria-label={t('language.label')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'text.primary' }}
      >
        <IconLanguage size={22} stroke={1.75} />
      </IconButton>
      {anchor && (
        <Suspense>
          <LanguageMenu
            anchor={anchor}
            onClose={() => setAnchor(null)}
            languages={LANGUAGES}
            onChoose={(language) => {
              setAnchor(null);
              void changeLanguage(language);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
