import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { useRegistration, useSetRegistration } from '#web/features/account/api/registration.ts';

/** The admin's switch that opens or closes /register. */
export function RegistrationSwitch() {
  const { t } = useTranslation();
  const state = useRegistration();
  const change = useSetRegistration();
  return (
    <FormControlLabel
      title={t('account.register.toggleHelp')}
      label={t('account.register.toggle')}
      control={
        <Switch
          checked={state.data?.enabled ?? false}
          disabled={!state.data || change.isPending}
          onChange={(event) => change.mutate(event.target.checked)}
        />
      }
    />
  );
}
