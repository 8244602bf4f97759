import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  USER_PAGE_SIZE,
  USER_PAGE_SIZES,
  USER_SORTS,
  USER_STATUSES,
  type UserRow,
  type UserStatusFilter,
} from '#domain/users/user.schemas.ts';
import { ConfirmDialog } from '#web/components/feedback/confirm-dialog.tsx';
import { flashMessage } from '#web/components/feedback/flash-message.ts';
import { TimedAlert } from '#web/components/feedback/timed-alert.tsx';
import { SearchField } from '#web/components/form/search-field.tsx';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { useAssignees } from '#web/features/complaints/api/get-assignees.ts';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { useAbility } from '#web/features/auth/api/use-ability.ts';
import { HAS_OPEN_COMPLAINTS, useEndWork, useReactivateUser } from '#web/features/users/api/end-work.ts';
import { useUsers, type UserListParams } from '#web/features/users/api/get-users.ts';
import { DeactivateUserDialogs } from '#web/features/users/components/deactivate-user-dialogs.tsx';
import { OpenComplaintsDialog } from '#web/features/users/components/open-complaints-dialog.tsx';
import { UserEditDialog } from '#web/features/users/components/user-edit-dialog.tsx';
import { UsersTable } from '#web/features/users/components/users-table.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { paths, userViewPath } from '#web/lib/paths.ts';

const DEFAULTS: UserListParams = {
  search: '',
  status: 'all',
  sort: 'id',
  order: 'asc',
  page: 0,
  perPage: USER_PAGE_SIZE,
};

/** The messages `?message=` may name. */
const USER_LIST_MESSAGES = {
  created: 'users.messages.created',
  updated: 'users.messages.updated',
  deleted: 'users.messages.deleted',
};
type UserListMessage = keyof typeof USER_LIST_MESSAGES;

/** The table's state lives in the URL, so reload, back and shared links keep it. */
function paramsFrom(query: URLSearchParams): UserListParams {
  const sort = USER_SORTS.find((value) => value === query.get('sort')) ?? DEFAULTS.sort;
  const perPage = Number(query.get('perPage') ?? DEFAULTS.perPage);
  const page = Number(query.get('page') ?? 0);
  return {
    search: query.get('search')?.trim() ?? '',
    status: USER_STATUSES.find((value) => value === query.get('status')) ?? DEFAULTS.status,
    sort,
    order: query.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 0 ? page : 0,
    perPage: (USER_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULTS.perPage,
  };
}

/** Users List (spec 2.4). */
export function UsersListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('users.list.title'));
  const ability = useAbility();
  const session = useSession();
  const [query, setQuery] = useSearchParams();
  const params = paramsFrom(query);
  const users = useUsers(params);
  const remove = useEndWork('delete');
  const reactivate = useReactivateUser();
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [deactivating, setDeactivating] = useState<UserRow | null>(null);
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** Someone with open complaints: where they go is asked before the account is deleted. */
  const [handingOver, setHandingOver] = useState<{ user: UserRow; message: string } | null>(null);
  const assignees = useAssignees(handingOver !== null || deactivating !== null);

  const setParams = (changes: Partial<UserListParams> & { message?: UserListMessage | null }) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        const merged = { ...paramsFrom(current), ...changes };
        for (const key of Object.keys(DEFAULTS) as (keyof UserListParams)[]) {
          if (merged[key] === DEFAULTS[key]) next.delete(key);
          else next.set(key, String(merged[key]));
        }
        if (changes.message === null) next.delete('message');
        else if (changes.message) next.set('message', changes.message);
        return next;
      },
      // The page stays where it is scrolled to (ScrollRestoration would reset it for a new entry).
      { replace: true, preventScrollReset: true },
    );

  const startReactivate = (user: UserRow) =>
    reactivate.mutate(user.id, {
      onSuccess: (reply) => setNotice(reply.message),
      onError: (failure) => setError(failure.message),
    });
  const startDeactivate = (user: UserRow) => {
    setEditing(null);
    setDeactivating(user);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => {
          setDeleting(null);
          setParams({ message: 'deleted' });
        },
        onError: (failure) => {
          setDeleting(null);
          if (failure instanceof ApiError && failure.code === HAS_OPEN_COMPLAINTS)
            setHandingOver({ user: deleting, message: failure.message });
          else setError(failure.message);
        },
      },
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TimedAlert
        message={flashMessage(t, query.get('message'), USER_LIST_MESSAGES)}
        onClose={() => setParams({ message: null })}
      />
      <TimedAlert message={notice} onClose={() => setNotice(null)} />
      <TimedAlert message={error} severity="error" onClose={() => setError(null)} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flex: '1 1 auto' }}>
          {t('users.list.title')}
        </Typography>
        {ability.can('create', 'User') && (
          <Button component={Link} to={paths.createUser} variant="contained">
            {t('users.list.addNew')}
          </Button>
        )}
      </Box>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: 0 } }}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <Box sx={{ flex: { xs: '1 1 100%', sm: '0 1 360px' } }}>
              <SearchField
                label={t('users.list.search')}
                value={params.search}
                onChange={(search) => setParams({ search, page: 0 })}
              />
            </Box>
            <TextField
              select
              size="small"
              label={t('users.status.label')}
              value={params.status}
              onChange={(event) => setParams({ status: event.target.value as UserStatusFilter, page: 0 })}
              sx={{ width: { xs: '100%', sm: 200 }, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
            >
              {USER_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {t(`users.status.${status}`)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Box sx={{ mx: { xs: -2, sm: -3 } }}>
            <UsersTable
              rows={users.data?.users}
              total={users.data?.total ?? 0}
              loading={users.isFetching}
              params={params}
              onChange={setParams}
              canEdit={ability.can('update', 'User')}
              canDelete={ability.can('delete', 'User')}
              selfId={session.data?.user.id ?? null}
              viewPath={userViewPath}
              onEdit={setEditing}
              onDelete={setDeleting}
              onDeactivate={startDeactivate}
              onReactivate={startReactivate}
            />
          </Box>
        </CardContent>
      </Card>
      {editing && (
        <UserEditDialog
          key={editing.id}
          user={editing}
          onClose={() => setEditing(null)}
          {...(ability.can('update', 'User') && editing.id !== session.data?.user.id
            ? {
                onDeactivate: startDeactivate,
                onReactivate: (user: UserRow) => {
                  setEditing(null);
                  startReactivate(user);
                },
              }
            : {})}
          onSaved={() => {
            setEditing(null);
            setParams({ message: 'updated' });
          }}
        />
      )}
      {deactivating && (
        <DeactivateUserDialogs
          key={deactivating.id}
          user={deactivating}
          assignees={assignees.data?.ddl_users}
          onClose={() => setDeactivating(null)}
          onDone={(message) => {
            setDeactivating(null);
            setNotice(message);
          }}
          onError={(message) => {
            setDeactivating(null);
            setError(message);
          }}
        />
      )}
      {handingOver && (
        <OpenComplaintsDialog
          action="delete"
          key={handingOver.user.id}
          user={handingOver.user}
          message={handingOver.message}
          assignees={assignees.data?.ddl_users}
          onCancel={() => setHandingOver(null)}
          onDone={(message) => {
            setHandingOver(null);
            setNotice(message);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={t('users.list.confirmDelete')}
        confirmLabel={t('users.list.ok')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        pending={remove.isPending}
      />
    </Box>
  );
}
