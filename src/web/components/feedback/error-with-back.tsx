import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Stands in for a screen whose record could not be loaded, with a way back to its list. */
export function ErrorWithBack({ message, backTo }: { message: string; backTo: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button component={Link} to={backTo} color="inherit" size="small">
          {t('common.back')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
