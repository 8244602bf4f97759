import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useColorScheme } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { IconCheck, IconRefresh, IconX } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { changeLanguage } from '#web/lib/i18n.ts';
import {
  BAR_TYPES,
  CONTENT_WIDTHS,
  PRIMARY_PRESETS,
  resetSettings,
  SKINS,
  updateSettings,
  type LayoutSettings,
} from '#web/lib/layout-settings.ts';
import { useLayoutSettings } from '#web/lib/use-layout-settings.ts';

const THEME_MODES = ['light', 'dark', 'system'] as const;
const NAV_CHOICES = ['vertical', 'collapsed', 'horizontal'] as const;
type NavChoice = (typeof NAV_CHOICES)[number];

function navChoiceOf(settings: LayoutSettings): NavChoice {
  if (settings.navLayout === 'horizontal') return 'horizontal';
  return settings.navCollapsed ? 'collapsed' : 'vertical';
}

const NAV_SETTINGS: Record<NavChoice, Partial<LayoutSettings>> = {
  vertical: { navLayout: 'vertical', navCollapsed: false },
  collapsed: { navLayout: 'vertical', navCollapsed: true },
  horizontal: { navLayout: 'horizontal' },
};

export function CustomizerPanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const settings = useLayoutSettings();
  const { mode, setMode, colorScheme } = useColorScheme();
  const scheme = colorScheme === 'dark' ? 'dark' : 'light';
  const primary = settings.primary[scheme];
  const setPrimary = (colour: string) =>
    updateSettings({ primary: { ...settings.primary, [scheme]: colour } });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 3, py: 2.5 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2">
            {t('workspace.customizer.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('workspace.customizer.subtitle')}
          </Typography>
        </Box>
        <IconButton
          aria-label={t('workspace.customizer.reset')}
          title={t('workspace.customizer.reset')}
          onClick={() => {
            resetSettings();
            setMode('light');
          }}
          sx={{ color: 'text.primary' }}
        >
          <IconRefresh size={20} />
        </IconButton>
        <IconButton aria-label={t('common.close')} onClick={onClose} sx={{ color: 'text.primary' }}>
          <IconX size={20} />
        </IconButton>
      </Box>
      <Divider />
      <Box
        sx={{ flex: 1, overflowY: 'auto', px: 3, py: 2, display: 'grid', gap: 2.5, alignContent: 'start' }}
      >
        <SectionTitle>{t('workspace.customizer.theming')}</SectionTitle>
        <Setting label={t('workspace.customizer.primaryColor')}>
          {(labelId) => (
            <Box
              role="radiogroup"
              aria-labelledby={labelId}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {PRIMARY_PRESETS.map((colour) => (
                <ColourSwatch
                  key={colour}
                  colour={colour}
                  selected={primary.toUpperCase() === colour}
                  onChoose={() => setPrimary(colour)}
                />
              ))}
              <Box
                component="label"
                title={t('workspace.customizer.customColor')}
                sx={{
                  position: 'relative',
                  width: 44,
                  height: 44,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  display: 'grid',
                  placeItems: 'center',
                  cursor: 'pointer',
                }}
              >
                <Box
                  component="input"
                  type="color"
                  aria-label={t('workspace.customizer.customColor')}
                  value={primary.toLowerCase()}
                  onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                    setPrimary(event.target.value.toUpperCase())
                  }
                  sx={{ width: 32, height: 32, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
                />
              </Box>
            </Box>
          )}
        </Setting>
        <Choice
          label={t('workspace.customizer.theme')}
          value={mode ?? 'light'}
          options={THEME_MODES.map((value) => ({ value, label: t(`theme.${value}`) }))}
          onChange={(value) => setMode(value)}
        />
        <Choice
          label={t('workspace.customizer.skin')}
          value={settings.skin}
          options={SKINS.map((value) => ({ value, label: t(`workspace.customizer.skins.${value}`) }))}
          onChange={(skin) => updateSettings({ skin })}
        />
        <FormControlLabel
          control={
            <Switch
              checked={settings.semiDarkNav}
              onChange={(event) => updateSettings({ semiDarkNav: event.target.checked })}
            />
          }
          label={t('workspace.customizer.semiDark')}
        />
        <Divider />
        <SectionTitle>{t('workspace.customizer.layout')}</SectionTitle>
        <Choice
          label={t('workspace.customizer.content')}
          value={settings.contentWidth}
          options={CONTENT_WIDTHS.map((value) => ({
            value,
            label: t(`workspace.customizer.widths.${value}`),
          }))}
          onChange={(contentWidth) => updateSettings({ contentWidth })}
        />
        <Choice
          label={t('workspace.customizer.navigation')}
          value={navChoiceOf(settings)}
          options={NAV_CHOICES.map((value) => ({ value, label: t(`workspace.customizer.navs.${value}`) }))}
          onChange={(choice) => updateSettings(NAV_SETTINGS[choice])}
        />
        <Choice
          label={t('workspace.customizer.navbar')}
          value={settings.navbarType}
          options={BAR_TYPES.map((value) => ({ value, label: t(`workspace.customizer.bars.${value}`) }))}
          onChange={(navbarType) => updateSettings({ navbarType })}
        />
        <FormControlLabel
          control={
            <Switch
              checked={settings.navbarBlur}
              onChange={(event) => updateSettings({ navbarBlur: event.target.checked })}
            />
          }
          label={t('workspace.customizer.navbarBlur')}
        />
        <Choice
          label={t('workspace.customizer.footer')}
          value={settings.footerType}
          options={BAR_TYPES.map((value) => ({ value, label: t(`workspace.customizer.bars.${value}`) }))}
          onChange={(footerType) => updateSettings({ footerType })}
        />
        <Choice
          label={t('language.label')}
          value={i18n.language as Language}
          options={LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
          onChange={(language) => void changeLanguage(language)}
        />
      </Box>
    </Box>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="h3"
      variant="overline"
      sx={{ color: 'text.secondary', fontWeight: 500, lineHeight: 1.5, letterSpacing: 0.6 }}
    >
      {children}
    </Typography>
  );
}

function Setting({ label, children }: { label: string; children: (labelId: string) => ReactNode }) {
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 500, mb: 1 }}>
        {label}
      </Typography>
      {children(labelId)}
    </Box>
  );
}

interface ChoiceProps<T extends string> {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** One setting as a labelled row of radio buttons. */
function Choice<T extends string>({ label, value, options, onChange }: ChoiceProps<T>) {
  return (
    <Setting label={label}>
      {(labelId) => (
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={value}
          onChange={(event) => onChange(event.target.value as T)}
        >
          {options.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio size="small" />}
              label={option.label}
            />
          ))}
        </RadioGroup>
      )}
    </Setting>
  );
}

function ColourSwatch({
  colour,
  selected,
  onChoose,
}: {
  colour: string;
  selected: boolean;
  onChoose: () => void;
}) {
  return (
    <Box
      component="button"
      type="button"
      role="radio"
      aria-checked={selected}
      aria-label={colour}
      onClick={onChoose}
      sx={{
        width: 44,
        height: 44,
        borderRadius: 1,
        border: 2,
        borderColor: selected ? colour : 'divider',
        bgcolor: 'transparent',
        p: 0.5,
        cursor: 'pointer',
        '&:focus-visible': { outline: 2, outlineColor: 'text.primary', outlineOffset: 2 },
      }}
    >
      <Box
        sx={{
          width: '100%',
          height: '100%',
          borderRadius: 0.75,
          bgcolor: colour,
          color: '#fff',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {selected && <IconCheck size={18} aria-hidden />}
      </Box>
    </Box>
  );
}
