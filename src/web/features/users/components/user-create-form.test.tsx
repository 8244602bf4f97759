import { screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { fakeServer, refusedOnFields, renderWithApp } from '#web/testing/render.tsx';
import { UserCreateForm } from './user-create-form.tsx';

const fields = en.users.fields;

test('sent empty, it asks to fill the required fields and marks each one', async () => {
  const requests = fakeServer({});
  const { user } = renderWithApp(<UserCreateForm onCreated={vi.fn()} />);

  await user.click(screen.getByRole('button', { name: en.users.form.save }));

  expect(await screen.findByRole('alert')).toHaveTextContent(en.users.form.fillRequired);
  expect(screen.getByRole('textbox', { name: fields.name })).toHaveAccessibleDescription(
    en.users.validation.required,
  );
  expect(requests).toEqual([]);
});

test('a username in use shows the server’s message on the field and the refusal dialog', async () => {
  fakeServer({
    'POST /api/users': refusedOnFields({ username: [en.users.validation.usernameTaken] }),
  });
  const onCreated = vi.fn();
  const { user } = renderWithApp(<UserCreateForm onCreated={onCreated} />);
  await user.type(screen.getByRole('textbox', { name: fields.name }), 'Sara Khan');
  await user.type(screen.getByRole('textbox', { name: fields.username }), 'sara');
  await user.type(screen.getByRole('textbox', { name: fields.email }), 'sara@example.com');
  await user.type(screen.getByRole('textbox', { name: fields.phone }), '0333 7654321');
  await user.type(screen.getByRole('textbox', { name: fields.address }), 'Mall Road');
  await user.click(screen.getByRole('combobox', { name: fields.designation }));
  await user.click(await screen.findByRole('option', { name: 'Agent' }));
  await user.click(screen.getByRole('combobox', { name: fields.province }));
  await user.click(await screen.findByRole('option', { name: 'Punjab' }));
  await user.type(screen.getByRole('combobox', { name: fields.city }), 'Lahore');
  await user.type(screen.getByLabelText(fields.password, { exact: false, selector: 'input' }), 'secret123');

  await user.click(screen.getByRole('button', { name: en.users.form.save }));

  // The refusal dialog is modal: the form behind it is hidden from assistive technology meanwhile.
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: fields.username, hidden: true })).toHaveAccessibleDescription(
      en.users.validation.usernameTaken,
    ),
  );
  expect(screen.getByRole('alert')).toHaveTextContent(en.users.form.createFailed);
  expect(onCreated).not.toHaveBeenCalled();
});
