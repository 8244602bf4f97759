import { screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { fakeServer, renderWithApp } from '#web/testing/render.tsx';
import { userRow } from '#web/testing/user-row.ts';
import { UserEditDialog } from './user-edit-dialog.tsx';

const SARA = userRow(2, 'Sara Khan', { serviceAreas: ['Lahore', 'Sindh'] });

function renderDialog() {
  const onSaved = vi.fn();
  return { ...renderWithApp(<UserEditDialog user={SARA} onClose={vi.fn()} onSaved={onSaved} />), onSaved };
}

test('opens with the user’s details in the dialog’s fields', () => {
  renderDialog();

  const dialog = screen.getByRole('dialog', { name: en.users.edit.title });
  expect(dialog).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: en.users.fields.name })).toHaveValue('Sara Khan');
  expect(screen.getByRole('textbox', { name: en.users.fields.phone })).toHaveValue('03337654321');
  expect(screen.getByRole('combobox', { name: en.users.fields.city })).toHaveValue('Lahore');
});

test('each emptied field has the dialog’s own message (spec 5), and nothing is sent', async () => {
  const requests = fakeServer({});
  const { user } = renderDialog();
  await user.clear(screen.getByRole('textbox', { name: en.users.fields.name }));
  await user.clear(screen.getByRole('textbox', { name: en.users.fields.phone }));

  await user.click(screen.getByRole('button', { name: en.common.save }));

  expect(await screen.findByText(en.users.validation.nameRequired)).toBeInTheDocument();
  expect(screen.getByText(en.users.validation.phoneRequired)).toBeInTheDocument();
  expect(requests).toEqual([]);
});

test('a phone typed with spaces and a country code is accepted and sent as typed', async () => {
  const requests = fakeServer({
    'PUT /api/users/2': (body) => ({
      body: { message: 'User updated', user: { ...SARA, ...(body as object) } },
    }),
  });
  const { user, onSaved } = renderDialog();
  const phone = screen.getByRole('textbox', { name: en.users.fields.phone });
  await user.clear(phone);
  await user.type(phone, '+92 333 7654321');

  await user.click(screen.getByRole('button', { name: en.common.save }));

  await waitFor(() => expect(onSaved).toHaveBeenCalledWith('User updated'));
  expect(requests[0]).toMatchObject({
    method: 'PUT',
    path: '/api/users/2',
    body: { id: 2, name: 'Sara Khan', phone: '+92 333 7654321', password: '' },
  });
});

test('an admin adds a service area and a skill as chips, removes one, and the lists are sent', async () => {
  const requests = fakeServer({
    'PUT /api/users/2': (body) => ({
      body: { message: 'User updated', user: { ...SARA, ...(body as object) } },
    }),
  });
  const { user, onSaved } = renderDialog();
  const areas = screen.getByRole('combobox', { name: en.users.fields.serviceAreas });
  await user.type(areas, 'Multan{Enter}');
  await user.click(screen.getByRole('button', { name: 'Sindh' }).querySelector('svg')!);
  await user.type(screen.getByRole('combobox', { name: en.users.fields.skills }), 'Air Conditioner{Enter}');

  await user.click(screen.getByRole('button', { name: en.common.save }));

  await waitFor(() => expect(onSaved).toHaveBeenCalledWith('User updated'));
  expect(requests[0]).toMatchObject({
    body: { serviceAreas: ['Lahore', 'Multan'], skills: ['Air Conditioner'] },
  });
});
