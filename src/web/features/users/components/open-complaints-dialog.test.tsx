import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { fakeServer, renderWithApp } from '#web/testing/render.tsx';
import { userRow } from '#web/testing/user-row.ts';
import { OpenComplaintsDialog } from './open-complaints-dialog.tsx';

const KAMRAN = userRow(7, 'Kamran Ali', { designation: 'Technician', role: 'technician' });
const ASSIGNEES = [
  { value: 7, title: 'Kamran Ali (Technician)' },
  { value: 3, title: 'Ayesha Malik (Technician)' },
];

function renderDialog() {
  const onDeleted = vi.fn();
  const view = renderWithApp(
    <OpenComplaintsDialog
      action="delete"
      user={KAMRAN}
      message="Kamran Ali has 2 open complaints. Choose what happens to them before deleting the account."
      assignees={ASSIGNEES}
      onCancel={vi.fn()}
      onDone={onDeleted}
    />,
  );
  return { ...view, onDeleted };
}

test('asks for a person before reassigning, never offers the person being deleted, and sends the choice', async () => {
  const requests = fakeServer({
    'DELETE /api/users/7': {
      body: { message: 'User deleted; 2 open complaints reassigned.', moved: 2, jobId: null },
    },
  });
  const { user, onDeleted } = renderDialog();
  expect(screen.getByRole('dialog', { name: 'Delete Kamran Ali?' })).toHaveTextContent(
    'has 2 open complaints',
  );
  await user.click(screen.getByRole('button', { name: en.users.deleteDialog.confirm }));
  expect(await screen.findByText(en.validation.required)).toBeInTheDocument();
  expect(requests).toEqual([]);

  await user.click(screen.getByRole('combobox', { name: en.users.deleteDialog.assignee }));
  expect(screen.queryByRole('option', { name: 'Kamran Ali (Technician)' })).toBeNull();
  await user.click(screen.getByRole('option', { name: 'Ayesha Malik (Technician)' }));
  await user.click(screen.getByRole('button', { name: en.users.deleteDialog.confirm }));

  await vi.waitFor(() =>
    expect(onDeleted).toHaveBeenCalledWith('User deleted; 2 open complaints reassigned.'),
  );
  expect(requests.map((request) => `${request.method} ${request.path}${request.query}`)).toEqual([
    'DELETE /api/users/7?openComplaints=reassign&assignee=3',
  ]);
});

test('Put back to Unassigned needs no person', async () => {
  const requests = fakeServer({
    'DELETE /api/users/7': { body: { message: 'User deleted.', moved: 2, jobId: null } },
  });
  const { user, onDeleted } = renderDialog();
  await user.click(screen.getByRole('radio', { name: en.users.deleteDialog.unassign }));
  expect(screen.queryByRole('combobox', { name: en.users.deleteDialog.assignee })).toBeNull();
  await user.click(screen.getByRole('button', { name: en.users.deleteDialog.confirm }));
  await vi.waitFor(() => expect(onDeleted).toHaveBeenCalled());
  expect(requests[0]!.query).toBe('?openComplaints=unassign');
});
