import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/** Keys, then what they do (key under `workspace.keyboard.`). */
const KEYS: { keys: string[][]; label: string }[] = [
  { keys: [['Ctrl', 'K'], ['/']], label: 'search' },
  { keys: [['j']], label: 'next' },
  { keys: [['k']], label: 'previous' },
  { keys: [['Enter']], label: 'open' },
  { keys: [['x']], label: 'select' },
  { keys: [['Ctrl', 'Enter']], label: 'save' },
];

/** The keyboard shortcuts, listed in the shortcuts menu. */
export function KeyboardShortcuts() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="keyboard-shortcuts-title" sx={{ px: 2.5, py: 1.5 }}>
      <Typography id="keyboard-shortcuts-title" component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t('workspace.keyboard.title')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
      >
        {KEYS.map((entry) => (
          <Fragment key={entry.label}>
            <Box
              component="dt"
              dir="ltr"
              sx={{ display: 'flex', gap: 0.5, alignItems: 'center', justifySelf: 'start' }}
            >
              {entry.keys.map((combo, index) => (
                <Fragment key={combo.join('+')}>
                  {index > 0 && (
                    <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                      {t('workspace.keyboard.then')}
                    </Typography>
                  )}
                  {combo.map((key) => (
                    <Box
                      component="kbd"
                      key={key}
                      sx={{
                        px: 0.75,
                        minWidth: 24,
                        textAlign: 'center',
                        border: 1,
                        borderColor: 'divider',
                        borderBottomWidth: 2,
                        borderRadius: 1,
                        fontFamily: 'inherit',
                        fontSize: '0.75rem',
                        lineHeight: '20px',
                        bgcolor: 'action.hover',
                      }}
                    >
                      {key}
                    </Box>
                  ))}
                </Fragment>
              ))}
            </Box>
            <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
              {t(`workspace.keyboard.${entry.label}`)}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}
