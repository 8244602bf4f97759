import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderWithApp } from '#web/testing/render.tsx';
import { userRow } from '#web/testing/user-row.ts';
import type { UserListParams } from '#web/features/users/api/get-users.ts';
import { UsersTable } from './users-table.tsx';

const PARAMS: UserListParams = {
  search: '',
  status: 'all',
  sort: 'id',
  order: 'asc',
  page: 0,
  perPage: 10,
};

function renderTable(overrides: Partial<Parameters<typeof UsersTable>[0]> = {}) {
  const props = {
    rows: [userRow(1, 'Admin'), userRow(2, 'Sara')],
    total: 2,
    loading: false,
    params: PARAMS,
    onChange: vi.fn(),
    canEdit: true,
    canDelete: true,
    selfId: 1,
    viewPath: (id: number) => `/users/${id}/view`,
    onEdit: vi.fn(),
    onDelete: vi.fn(),
    onDeactivate: vi.fn(),
    onReactivate: vi.fn(),
    ...overrides,
  };
  return { ...renderWithApp(<UsersTable {...props} />), props };
}

test('shows ID, Name, Phone, City, Designation and the actions; nobody may delete their own row', () => {
  renderTable();

  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'ID',
    'Name',
    'Phone',
    'City',
    'Designation',
    'Actions',
  ]);
  expect(screen.getByRole('link', { name: 'Sara' })).toHaveAttribute('href', '/users/2/view');
  expect(screen.getByRole('button', { name: 'Delete Sara' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete Admin' })).not.toBeInTheDocument();
});

test('a column header sorts by it, ascending first, and back to the first page', async () => {
  const { user, props } = renderTable({ params: { ...PARAMS, page: 3 } });

  await user.click(screen.getByRole('button', { name: 'Name' }));

  expect(props.onChange).toHaveBeenCalledWith({ sort: 'name', order: 'asc', page: 0 });
});

test('the sorted column sorts the other way when clicked again', async () => {
  const { user, props } = renderTable({ params: { ...PARAMS, sort: 'city', order: 'asc' } });

  await user.click(screen.getByRole('button', { name: 'City' }));

  expect(props.onChange).toHaveBeenCalledWith({ sort: 'city', order: 'desc', page: 0 });
});

test('Edit and the trash icon hand their row to the page', async () => {
  const { user, props } = renderTable();

  await user.click(screen.getByRole('button', { name: 'Edit Sara' }));
  await user.click(screen.getByRole('button', { name: 'Delete Sara' }));

  expect(props.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  expect(props.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
});

test('without the rights to change users there are no Edit and Delete buttons', () => {
  renderTable({ canEdit: false, canDelete: false, viewPath: null });

  expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sara' })).not.toBeInTheDocument();
});

test("a deactivated account says so and offers Reactivate; an active one Deactivate; never on one's own row", async () => {
  const { user, props } = renderTable({
    rows: [userRow(1, 'Admin'), userRow(2, 'Sara'), userRow(3, 'Omar', { deactivated: true })],
  });

  expect(screen.getAllByText('Deactivated')).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Deactivate Admin' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Deactivate Sara' }));
  await user.click(screen.getByRole('button', { name: 'Reactivate Omar' }));

  expect(props.onDeactivate).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  expect(props.onReactivate).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
});
