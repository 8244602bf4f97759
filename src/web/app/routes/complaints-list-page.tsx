import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { isStaff } from '#domain/auth/roles.ts';
import {
  filterFromSearchParams,
  filterToQuery,
  type ComplaintFilter,
} from '#domain/complaints/complaint-filter.ts';
import { displayNumber } from '#domain/complaints/complaint-number.ts';
import { COMPLAINT_LISTS, type ComplaintListName } from '#domain/complaints/complaint-status.ts';
import { FLASH_RECORD, flashMessage, flashRecord } from '#web/components/feedback/flash-message.ts';
import { TimedAlert } from '#web/components/feedback/timed-alert.tsx';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { useAbility } from '#web/features/auth/api/use-ability.ts';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { BulkActionBar } from '#web/features/complaints/components/bulk-action-bar.tsx';
import { BulkSelectionProvider } from '#web/features/complaints/components/bulk-selection.tsx';
import { ComplaintCardList } from '#web/features/complaints/components/complaint-card-list.tsx';
import { ComplaintExportButton } from '#web/features/complaints/components/complaint-export-button.tsx';
import { ComplaintListControls } from '#web/features/complaints/components/complaint-list-controls.tsx';
import {
  SavedViewActions,
  SavedViewCaption,
  useViewTitle,
} from '#web/features/saved-views/components/saved-view-actions.tsx';
import { complaintEditPath, paths } from '#web/lib/paths.ts';

/** The messages `?message=` may name (a complaint was just created). */
const COMPLAINT_LIST_MESSAGES = { created: 'complaints.messages.created' };

/** Address keys that are not the filter's and stay when it changes (the created banner). */
const KEPT_KEYS = ['message', FLASH_RECORD];

/**
 * The list's filter lives in the page address (filterToQuery / filterFromSearchParams), so reload,
 * back and forward and a pasted link restore it. A new search replaces the history entry (it changes
 * as the user types); any other change adds one, so Back undoes it.
 */
export function ComplaintsListPage({ list }: { list: ComplaintListName }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const session = useSession();
  const [query, setQuery] = useSearchParams();
  // A view (My complaints, a saved view) names itself in `?view=`; changing a filter leaves it.
  const title = useViewTitle(query.get('view')) ?? t(COMPLAINT_LISTS[list].title);
  useDocumentTitle(title);
  const params = filterFromSearchParams(query);
  // The address as last set: a change made before the router has re-rendered with the previous one
  // (two fields changed in quick succession) builds on it rather than on the rendered address.
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  }, [query]);

  if (query.get('openForm') === 'true') return <Navigate to={paths.createComplaint} replace />;

  const change = (changes: Partial<ComplaintFilter>) => {
    const current = latest.current;
    const filter = { ...filterFromSearchParams(current), ...changes };
    const next = new URLSearchParams();
    for (const key of KEPT_KEYS) for (const value of current.getAll(key)) next.append(key, value);
    for (const [key, value] of Object.entries(filterToQuery(filter)))
      for (const item of Array.isArray(value) ? value : [value]) next.append(key, item);
    latest.current = next;
    setQuery(next, {
      replace: Object.keys(changes).every((key) => key === 'search'),
      preventScrollReset: true,
    });
  };

  const dismissMessage = () =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('message');
        next.delete(FLASH_RECORD);
        return next;
      },
      // Closing the banner leaves the reader where they scrolled to.
      { replace: true, preventScrollReset: true },
    );
  const created = flashRecord(query);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TimedAlert
        message={flashMessage(t, query.get('message'), COMPLAINT_LIST_MESSAGES)}
        extra={
          created !== null && (
            <MuiLink
              component={Link}
              to={complaintEditPath(created)}
              aria-label={t('complaints.details.openCreated', { number: displayNumber(created) })}
              sx={{ fontWeight: 600, color: 'inherit' }}
            >
              {displayNumber(created)}
            </MuiLink>
          )
        }
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
        <ComplaintExportButton list={list} />
        {ability.can('create', 'Complaint') && (
          <Button component={Link} to={paths.createComplaint} variant="contained">
            {t('complaints.list.addNew')}
          </Button>
        )}
        <SavedViewCaption viewParam={query.get('view')} />
      </Box>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          <ComplaintListControls
            params={params}
            onChange={change}
            showStatus={COMPLAINT_LISTS[list].status === null}
            showAssignee={session.data ? isStaff(session.data.role) : false}
          />
        </CardContent>
      </Card>
      {ability.can('update', 'Complaint') ? (
        <BulkSelectionProvider key={`${list} ${JSON.stringify(params)}`}>
          <BulkActionBar
            list={list}
            params={params}
            filter={params}
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
