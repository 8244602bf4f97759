import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { filterFromSearchParams } from '#domain/complaints/complaint-filter.ts';
import { COMPLAINT_LISTS, type ComplaintListName } from '#domain/complaints/complaint-status.ts';
import { flashMessage } from '#web/components/feedback/flash-message.ts';
import { TimedAlert } from '#web/components/feedback/timed-alert.tsx';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { useAbility } from '#web/features/auth/api/use-ability.ts';
import type { ComplaintListParams } from '#web/features/complaints/api/get-complaints.ts';
import { ComplaintCardList } from '#web/features/complaints/components/complaint-card-list.tsx';
import { ComplaintListControls } from '#web/features/complaints/components/complaint-list-controls.tsx';
import {
  SavedViewActions,
  SavedViewCaption,
  useViewTitle,
} from '#web/features/saved-views/components/saved-view-actions.tsx';
import { paths } from '#web/lib/paths.ts';

/** The messages `?message=` may name (a complaint was just created). */
const COMPLAINT_LIST_MESSAGES = { created: 'complaints.messages.created' };

/** The list's filter lives in the URL (complaint-filter.ts) so reload, back, links and saved views keep it. */
function paramsFrom(query: URLSearchParams): ComplaintListParams {
  return { ...filterFromSearchParams(query), search: query.get('search')?.trim() ?? '' };
}

/** Complaints, Pending, In-Process and Resolved Complaints (spec 2.3). */
export function ComplaintsListPage({ list }: { list: ComplaintListName }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const [query, setQuery] = useSearchParams();
  const title = useViewTitle(query.get('view')) ?? t(COMPLAINT_LISTS[list].title);
  useDocumentTitle(title);
  const params = paramsFrom(query);

  if (query.get('openForm') === 'true') return <Navigate to={paths.createComplaint} replace />;

  const change = (changes: Partial<ComplaintListParams>) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        const merged = { ...paramsFrom(current), ...changes };
        const defaults = { search: '', priority: 'All', order: 'desc' };
        for (const key of ['search', 'priority', 'order'] as const) {
          if (merged[key] === defaults[key]) next.delete(key);
          else next.set(key, merged[key]);
        }
        return next;
      },
      { replace: true },
    );

  const dismissMessage = () =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('message');
        return next;
      },
      { replace: true },
    );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TimedAlert
        message={flashMessage(t, query.get('message'), COMPLAINT_LIST_MESSAGES)}
        onClose={dismissMessage}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flex: '1 1 auto' }}>
          {title}
        </Typography>
        <SavedViewActions
          list={list}
          filter={params}
          viewParam={query.get('view')}
          canShare={ability.can('create', 'SharedView')}
        />
        {ability.can('create', 'Complaint') && (
          <Button component={Link} to={paths.createComplaint} variant="contained">
            {t('complaints.list.addNew')}
          </Button>
        )}
        <SavedViewCaption viewParam={query.get('view')} />
      </Box>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          <ComplaintListControls params={params} onChange={change} />
        </CardContent>
      </Card>
      <ComplaintCardList list={list} params={params} />
    </Box>
  );
}
