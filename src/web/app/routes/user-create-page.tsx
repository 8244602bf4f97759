import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withFlashMessage } from '#web/components/feedback/flash-message.ts';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { UserCreateForm } from '#web/features/users/components/user-create-form.tsx';
import { paths } from '#web/lib/paths.ts';

/** Add User (spec 2.4): success returns to the list with its message. */
export function UserCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('users.form.title'));
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h4" component="h1">
        {t('users.form.title')}
      </Typography>
      <UserCreateForm onCreated={() => navigate(withFlashMessage(paths.users, 'created'))} />
    </Box>
  );
}
