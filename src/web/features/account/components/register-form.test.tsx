import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { fakeServer, refusedOnFields, renderWithApp } from '#web/testing/render.tsx';
import { RegisterForm } from './register-form.tsx';

const LABELS = {
  name: en.users.fields.name,
  username: en.users.fields.username,
  email: en.users.fields.email,
  password: en.account.security.newPassword,
  confirmPassword: en.account.security.confirmPassword,
};
type Field = keyof typeof LABELS;
const FIELDS = ['name', 'username', 'email', 'password', 'confirmPassword'] as const satisfies Field[];
const field = (name: Field) => screen.getByLabelText(new RegExp(`^${LABELS[name]}`), { selector: 'input' });
const submit = () => screen.getByRole('button', { name: en.account.register.submit });

async function fill(user: ReturnType<typeof renderWithApp>['user'], values: Record<Field, string>) {
  for (const name of FIELDS) await user.type(field(name), values[name]);
}
const GOOD = {
  name: 'Sara Khan',
  username: 'sara.khan',
  email: 'sara@example.com',
  password: 'long enough 1',
  confirmPassword: 'long enough 1',
};

test('sent empty, each field says it is required, and nothing is sent', async () => {
  const requests = fakeServer({});
  const { user } = renderWithApp(<RegisterForm loginPath="/login" />);

  await user.click(submit());

  for (const name of ['name', 'username', 'email', 'password'] as const)
    await vi.waitFor(() => expect(field(name)).toHaveAccessibleDescription(en.users.validation.required));
  expect(requests).toEqual([]);
});

test('a bad username, e-mail, short password and a different confirmation are each refused on their field', async () => {
  const requests = fakeServer({});
  const { user } = renderWithApp(<RegisterForm loginPath="/login" />);
  await fill(user, {
    name: 'Sara Khan',
    username: 'sara khan!',
    email: 'sara@',
    password: 'short',
    confirmPassword: 'other',
  });

  await user.click(submit());

  await vi.waitFor(() => expect(field('username')).toHaveAccessibleDescription(en.users.validation.username));
  expect(field('email')).toHaveAccessibleDescription(en.users.validation.email);
  expect(field('password')).toHaveAccessibleDescription(en.users.validation.passwordLength);
  expect(requests).toEqual([]);
});

test('sends the account and shows the server’s answer with the way to sign in', async () => {
  const requests = fakeServer({
    'POST /api/auth/register': { status: 201, body: { message: en.account.messages.registered } },
  });
  const { user } = renderWithApp(<RegisterForm loginPath="/login" />);
  await fill(user, GOOD);

  await user.click(submit());

  expect(await screen.findByRole('status')).toHaveTextContent(en.account.messages.registered);
  expect(screen.getByRole('link', { name: en.account.reset.toLogin })).toHaveAttribute('href', '/login');
  expect(requests).toEqual([
    expect.objectContaining({ method: 'POST', path: '/api/auth/register', body: GOOD }),
  ]);
});

test('a username in use goes on its field; registration turned off meanwhile is told in the banner', async () => {
  fakeServer({
    'POST /api/auth/register': refusedOnFields({ username: [en.users.validation.usernameTaken] }),
  });
  const { user } = renderWithApp(<RegisterForm loginPath="/login" />);
  await fill(user, GOOD);

  await user.click(submit());

  await vi.waitFor(() =>
    expect(field('username')).toHaveAccessibleDescription(en.users.validation.usernameTaken),
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  fakeServer({
    'POST /api/auth/register': {
      status: 403,
      body: { code: 'REGISTRATION_CLOSED', message: en.account.messages.registrationClosed },
    },
  });
  await user.clear(field('username'));
  await user.type(field('username'), 'sara.k');
  await user.click(submit());

  expect(await screen.findByRole('alert')).toHaveTextContent(en.account.messages.registrationClosed);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
