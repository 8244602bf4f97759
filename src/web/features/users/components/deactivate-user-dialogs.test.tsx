import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { fakeServer, renderWithApp } from '#web/testing/render.tsx';
import { userRow } from '#web/testing/user-row.ts';
import { DeactivateUserDialogs } from './deactivate-user-dialogs.tsx';

const KAMRAN = userRow(7, 'Kamran Ali', { designation: 'Technician', role: 'technician' });
const OPEN = 'Kamran Ali has 2 open complaints. Choose what happens to them before deactivating the account.';

test('confirmed first; with open complaints the server asks, and the choice goes with the deactivation', async () => {
  let asked = false;
  const requests = fakeServer({
    'POST /api/users/7/deactivate': () => {
      if (!asked) {
        asked = true;
        return { status: 409, body: { code: 'USER_HAS_OPEN_COMPLAINTS', message: OPEN } };
      }
      return {
        body: {
          message: 'User deactivated; 2 open complaints put back to Unassigned.',
          moved: 2,
          jobId: null,
          user: { ...KAMRAN, deactivated: true },
        },
      };
    },
  });
  const onDone = vi.fn();
  const { user } = renderWithApp(
    <DeactivateUserDialogs
      user={KAMRAN}
      assignees={[{ value: 3, title: 'Ayesha Malik (Technician)' }]}
      onClose={vi.fn()}
      onDone={onDone}
      onError={vi.fn()}
    />,
  );

  const confirm = screen.getByRole('dialog', { name: 'Deactivate Kamran Ali?' });
  expect(confirm).toHaveTextContent('Kamran Ali will no longer be able to sign in or receive complaints.');
  expect(requests).toEqual([]);
  await user.click(screen.getByRole('button', { name: en.users.deactivateDialog.confirm }));

  expect(await screen.findByText(OPEN)).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: en.users.deleteDialog.unassign }));
  await user.click(screen.getByRole('button', { name: en.users.deactivateDialog.confirmMove }));

  await vi.waitFor(() =>
    expect(onDone).toHaveBeenCalledWith('User deactivated; 2 open complaints put back to Unassigned.'),
  );
  expect(requests.map((request) => request.body)).toEqual([{}, { openComplaints: 'unassign' }]);
});
