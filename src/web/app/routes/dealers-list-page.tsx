import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchableListPage } from '#web/components/layouts/searchable-list-page.tsx';
import { useAbility } from '#web/features/auth/api/use-ability.ts';
import { DealerTable } from '#web/features/dealers/components/dealer-table.tsx';
import { dealerEditPath, paths } from '#web/lib/paths.ts';

/** The messages `?message=` may name (a dealer was just created). */
const DEALER_LIST_MESSAGES = { created: 'dealers.messages.created' };

/** Dealers (spec 2.5): the search lives in the URL (`?search=`) so reload, back and links keep it. */
export function DealersListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  return (
    <SearchableListPage
      title={t('dealers.title')}
      searchLabel={t('dealers.search')}
      messages={DEALER_LIST_MESSAGES}
      create={
        ability.can('create', 'Dealer') ? { label: t('dealers.addNew'), to: paths.createDealer } : undefined
      }
    >
      {(search) => (
        <DealerTable
          search={search}
          editPath={dealerEditPath}
          onOpen={(id) => navigate(dealerEditPath(id))}
        />
      )}
    </SearchableListPage>
  );
}
