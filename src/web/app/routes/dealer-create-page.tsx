import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withFlashMessage } from '#web/components/feedback/flash-message.ts';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { useCreateDealer } from '#web/features/dealers/api/save-dealer.ts';
import { DealerForm } from '#web/features/dealers/components/dealer-form.tsx';
import { paths } from '#web/lib/paths.ts';

/** Add New Dealer (not shown in the spec): the four fields of the edit form; success returns to the list. */
export function DealerCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dealers.create.title'));
  const navigate = useNavigate();
  const create = useCreateDealer();

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 880 }}>
      <DealerForm
        title={t('dealers.create.title')}
        submitLabel={t('dealers.create.submit')}
        pendingLabel={t('dealers.create.creating')}
        pending={create.isPending}
        onSave={(values) =>
          create.mutateAsync(values).then(() => navigate(withFlashMessage(paths.dealers, 'created')))
        }
        backTo={paths.dealers}
      />
    </Box>
  );
}
