import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PRIORITIES } from '#domain/complaints/complaint-priority.ts';
import { COMPLAINT_LISTS, type ComplaintListName } from '#domain/complaints/complaint-status.ts';
import { flashMessage } from '#web/components/feedback/flash-message.ts';
import { TimedAlert } from '#web/components/feedback/timed-alert.tsx';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { useAbility } from '#web/features/auth/api/use-ability.ts';
import type { ComplaintListParams } from '#web/features/complaints/api/get-complaints.ts';
import { BulkActionBar } from '#web/features/complaints/components/bulk-action-bar.tsx';
import { BulkSelectionProvider } from '#web/features/complaints/components/bulk-selection.tsx';
import { ComplaintCardList } from '#web/features/complaints/components/complaint-card-list.tsx';
import { ComplaintListControls } from '#web/features/complaints/components/complaint-list-controls.tsx';
import { paths } from '#web/lib/paths.ts';

/** The messages `?message=` may name (a complaint was just created). */
const COMPLAINT_LIST_MESSAGES = { created: 'complaints.messages.created' };

/** The list controls live in the URL (search, priority, order) so reload, back and links keep them. */
function paramsFrom(query: URLSearchParams): ComplaintListParams {
  const priority = query.get('priority');
  return {
    search: query.get('search')?.trim() ?? '',
    priority: PRIORITIES.find((value) => value === priority) ?? 'All',
    order: query.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

/** Complaints, Pending, In-Process and Resolved Complaints (spec 2.3). */
export function ComplaintsListPage({ list }: { list: ComplaintListName }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const [query, setQuery] = useSearchParams();
  const title = t(COMPLAINT_LISTS[list].title);
  useDocumentTitle(title);
  const params = paramsFrom(query);

  if (query.get('openForm') === 'true') return <Navigate to={paths.createComplaint} replace />;

  const change = (changes: Partial<ComplaintListParams>) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        const merged = { ...paramsFrom(current), ...changes };
        const defaults: ComplaintListParams = { search: '', priority: 'All', order: 'desc' };
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
        {ability.can('create', 'Complaint') && (
          <Button component={Link} to={paths.createComplaint} variant="contained">
            {t('complaints.list.addNew')}
          </Button>
        )}
      </Box>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          <ComplaintListControls params={params} onChange={change} />
        </CardContent>
      </Card>
      {ability.can('update', 'Complaint') ? (
        <BulkSelectionProvider key={`${list} ${JSON.stringify(params)}`}>
          <BulkActionBar
            list={list}
            params={params}
            filter={{ search: params.search || undefined, priority: params.priority }}
            canAssign={ability.can('assign', 'Complaint')}
          />
          <ComplaintCardList list={list} params={params} />
        </BulkSelectionProvider>
      ) : (
        <ComplaintCardList list={list} params={params} />
      )}
    </Box>
  );
}
