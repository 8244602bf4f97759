import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import Chip from '@mui/material/Chip';
import { IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RoleSlug } from '#domain/auth/roles.ts';
import { USER_PAGE_SIZES, type UserRow, type UserSort } from '#domain/users/user.schemas.ts';
import { DesignationIcon } from '#web/components/data-display/designation-icon.tsx';
import { PhoneLink } from '#web/components/data-display/phone-link.tsx';
import { stackedBelowSm } from '#web/components/data-display/stacked-table.ts';
import type { UserListParams } from '#web/features/users/api/get-users.ts';

const COLUMNS: { key: UserSort | 'actions'; sortable: boolean }[] = [
  { key: 'id', sortable: true },
  { key: 'name', sortable: true },
  { key: 'phone', sortable: true },
  { key: 'city', sortable: true },
  { key: 'designation', sortable: true },
  { key: 'actions', sortable: false },
];

interface UsersTableProps {
  rows: UserRow[] | undefined;
  total: number;
  loading: boolean;
  params: UserListParams;
  onChange: (changes: Partial<UserListParams>) => void;
  canEdit: boolean;
  canDelete: boolean;
  /** The signed-in user: nobody deletes their own account, so their row has no trash icon. */
  selfId: number | null;
  /** Where a name links to (the user view), or null when the reader may not open it. */
  viewPath: ((id: number) => string) | null;
  onEdit: (user: UserRow) => void;
  onDelete: (user: UserRow) => void;
  onDeactivate: (user: UserRow) => void;
  onReactivate: (user: UserRow) => void;
}

/** Users List table (spec 2.4): ID, Name, Phone, City, Designation with its icon, Actions; paged on the server. */
export function UsersTable({
  rows,
  total,
  loading,
  params,
  onChange,
  canEdit,
  canDelete,
  selfId,
  viewPath,
  onEdit,
  onDelete,
  onDeactivate,
  onReactivate,
}: UsersTableProps) {
  const { t } = useTranslation();
  const sortBy = (key: UserSort) =>
    onChange({
      sort: key,
      order: params.sort === key && params.order === 'asc' ? 'desc' : 'asc',
      page: 0,
    });

  return (
    <Box sx={{ position: 'relative' }}>
      {loading && rows && <LinearProgress sx={{ position: 'absolute', insetInline: 0, top: 0 }} />}
      <TableContainer>
        <Table
          aria-label={t('users.list.title')}
          aria-busy={loading}
          sx={[{ minWidth: 720 }, stackedBelowSm('wrap')]}
        >
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column.key}
                  sortDirection={params.sort === column.key ? params.order : false}
                  align={column.key === 'actions' ? 'right' : undefined}
                  data-stack={column.sortable ? undefined : 'hide'}
                  sx={{ whiteSpace: 'nowrap', textTransform: 'uppercase', fontSize: 13, fontWeight: 500 }}
                >
                  {column.sortable && column.key !== 'actions' ? (
                    <TableSortLabel
                      active={params.sort === column.key}
                      direction={params.sort === column.key ? params.order : 'asc'}
                      onClick={() => sortBy(column.key as UserSort)}
                    >
                      {t(`users.columns.${column.key}`)}
                    </TableSortLabel>
                  ) : (
                    t(`users.columns.${column.key}`)
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {!rows &&
              Array.from({ length: 5 }, (_, index) => (
                <TableRow key={index}>
                  {COLUMNS.map((column) => (
                    <TableCell key={column.key}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {rows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 5 }}>
                  <Typography sx={{ color: 'text.secondary' }}>{t('users.list.empty')}</Typography>
                </TableCell>
              </TableRow>
            )}
            {rows?.map((user) => (
              <TableRow key={user.id} hover>
                <TableCell data-label={t('users.columns.id')}>{user.id}</TableCell>
                <TableCell sx={{ minWidth: 200, maxWidth: 280 }}>
                  {viewPath ? (
                    <MuiLink
                      component={Link}
                      to={viewPath(user.id)}
                      underline="hover"
                      sx={{
                        display: 'block',
                        fontWeight: 500,
                        color: 'text.primary',
                        overflowWrap: 'anywhere',
                      }}
                    >
                      {user.name}
                    </MuiLink>
                  ) : (
                    <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {user.name}
                    </Typography>
                  )}
                  <Typography variant="caption" noWrap sx={{ display: 'block', color: 'text.secondary' }}>
                    {user.email}
                  </Typography>
                  {user.deactivated && (
                    <Chip size="small" label={t('users.status.deactivated')} sx={{ mt: 0.5 }} />
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }} data-label={t('users.columns.phone')}>
                  {user.phone && <PhoneLink phone={user.phone} />}
                </TableCell>
                <TableCell data-label={t('users.columns.city')}>{user.city}</TableCell>
                <TableCell data-label={t('users.columns.designation')}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <DesignationIcon role={user.role as RoleSlug} size={30} />
                    <span>{t(`designation.${user.designation}`, { defaultValue: user.designation })}</span>
                  </Box>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', justifyContent: 'flex-end' }}>
                  {canEdit && (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => onEdit(user)}
                      aria-label={`${t('users.list.edit')} ${user.name}`}
                    >
                      {t('users.list.edit')}
                    </Button>
                  )}
                  {canEdit && user.id !== selfId && (
                    <IconButton
                      onClick={() => (user.deactivated ? onReactivate(user) : onDeactivate(user))}
                      aria-label={`${t(user.deactivated ? 'users.actions.reactivate' : 'users.actions.deactivate')} ${user.name}`}
                      title={t(user.deactivated ? 'users.actions.reactivate' : 'users.actions.deactivate')}
                      sx={{ marginInlineStart: 1 }}
                    >
                      {user.deactivated ? <IconUserCheck size={20} /> : <IconUserOff size={20} />}
                    </IconButton>
                  )}
                  {canDelete && user.id !== selfId && (
                    <IconButton
                      color="error"
                      onClick={() => onDelete(user)}
                      aria-label={t('users.list.delete', { name: user.name })}
                      title={t('users.list.delete', { name: user.name })}
                      sx={{ marginInlineStart: 1 }}
                    >
                      <IconTrash size={20} />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {/* Outside the scrolling table, so the pager stays in view on a phone. */}
      <TablePagination
        component="div"
        count={total}
        page={params.perPage === -1 ? 0 : params.page}
        rowsPerPage={params.perPage}
        rowsPerPageOptions={USER_PAGE_SIZES.map((size) =>
          size === -1 ? { value: -1, label: t('users.list.all') } : size,
        )}
        onPageChange={(_, page) => onChange({ page })}
        onRowsPerPageChange={(event) => onChange({ perPage: Number(event.target.value), page: 0 })}
        labelRowsPerPage={t('users.list.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('users.list.range', { from, to, count })}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
      />
    </Box>
  );
}
