import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { flashMessage } from '#web/components/feedback/flash-message.ts';
import { TimedAlert } from '#web/components/feedback/timed-alert.tsx';
import { SearchField } from '#web/components/form/search-field.tsx';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
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
  const [query, setQuery] = useSearchParams();
  useDocumentTitle(t('dealers.title'));
  const search = query.get('search')?.trim() ?? '';

  const setParam = (name: string, value: string) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      // The page stays where it is scrolled to (ScrollRestoration would reset it for a new entry).
      { replace: true, preventScrollReset: true },
    );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TimedAlert
        message={flashMessage(t, query.get('message'), DEALER_LIST_MESSAGES)}
        onClose={() => setParam('message', '')}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flex: '1 1 auto' }}>
          {t('dealers.title')}
        </Typography>
        {ability.can('create', 'Dealer') && (
          <Button component={Link} to={paths.createDealer} variant="contained">
            {t('dealers.addNew')}
          </Button>
        )}
      </Box>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } }, display: 'grid' }}>
          <SearchField
            label={t('dealers.search')}
            value={search}
            onChange={(value) => setParam('search', value)}
          />
        </CardContent>
      </Card>
      <DealerTable search={search} editPath={dealerEditPath} onOpen={(id) => navigate(dealerEditPath(id))} />
    </Box>
  );
}
