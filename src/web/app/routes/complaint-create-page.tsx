import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withFlashMessage } from '#web/components/feedback/flash-message.ts';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { useAbility } from '#web/features/auth/api/use-ability.ts';
import { useAssignees } from '#web/features/complaints/api/get-assignees.ts';
import { ComplaintForm } from '#web/features/complaints/components/complaint-form.tsx';
import { useDealers } from '#web/features/dealers/api/get-dealers.ts';
import { mayPickProducts } from '#domain/products/may-pick-products.ts';
import { useCatalogueSearch } from '#web/features/products/api/get-products.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { paths } from '#web/lib/paths.ts';

/** Add New Complaint: the form, with dealers searched as the user types. */
export function ComplaintCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('complaints.form.title'));
  const navigate = useNavigate();
  const [dealerSearch, setDealerSearch] = useState<string | null>(null);
  const search = useDebouncedValue(dealerSearch);
  // Dealers load once the Dealer field is used.
  const dealers = useDealers(search?.trim() ?? '', search !== null);
  const ability = useAbility();
  const canAssign = ability.can('assign', 'Complaint');
  const canReadCatalogue = mayPickProducts(ability);
  const catalogue = useCatalogueSearch(canReadCatalogue);
  const assignees = useAssignees(canAssign);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h4" component="h1">
        {t('complaints.form.title')}
      </Typography>
      <ComplaintForm
        dealers={dealers.data?.dealers ?? []}
        dealersLoading={dealers.isFetching}
        onDealerSearch={setDealerSearch}
        catalogue={canReadCatalogue ? catalogue : null}
        assignees={canAssign ? (assignees.data?.ddl_users ?? []) : null}
        onCreated={(_, id) => navigate(withFlashMessage(paths.complaints, 'created', id))}
        cancelTo={paths.complaints}
      />
    </Box>
  );
}
