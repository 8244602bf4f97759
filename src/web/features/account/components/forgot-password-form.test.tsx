import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { fakeServer, refusedOnFields, renderWithApp } from '#web/testing/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

const email = () => screen.getByLabelText(new RegExp(`^${en.account.forgot.email}`), { selector: 'input' });
const send = () => screen.getByRole('button', { name: en.account.forgot.send });

test('an empty or malformed address is refused on the field, and nothing is sent', async () => {
  const requests = fakeServer({});
  const { user } = renderWithApp(<ForgotPasswordForm loginPath="/login" />);

  await user.click(send());
  await vi.waitFor(() => expect(email()).toHaveAccessibleDescription(en.users.validation.required));

  await user.type(email(), 'sara@');
  await user.click(send());
  await vi.waitFor(() => expect(email()).toHaveAccessibleDescription(en.users.validation.email));
  expect(requests).toEqual([]);
});

test('sends the address as typed without spaces and shows the same answer whether or not it has an account', async () => {
  const requests = fakeServer({
    'POST /api/auth/forgot-password': { body: { message: en.account.messages.resetSent } },
  });
  const { user } = renderWithApp(<ForgotPasswordForm loginPath="/login" />);
  await user.type(email(), ' sara@example.com ');

  await user.click(send());

  expect(await screen.findByRole('status')).toHaveTextContent(en.account.messages.resetSent);
  expect(requests).toEqual([
    expect.objectContaining({
      method: 'POST',
      path: '/api/auth/forgot-password',
      body: { email: 'sara@example.com' },
    }),
  ]);
});

test('too many requests: the server’s message is shown in the banner', async () => {
  const message = 'Too many requests. Try again in a minute.';
  fakeServer({ 'POST /api/auth/forgot-password': { status: 429, body: { code: 'RATE_LIMITED', message } } });
  const { user } = renderWithApp(<ForgotPasswordForm loginPath="/login" />);
  await user.type(email(), 'sara@example.com');

  await user.click(send());

  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('an address the server refuses gets its message on the field, not in a banner', async () => {
  fakeServer({
    'POST /api/auth/forgot-password': refusedOnFields({ email: [en.users.validation.email] }),
  });
  const { user } = renderWithApp(<ForgotPasswordForm loginPath="/login" />);
  await user.type(email(), 'sara@example.com');

  await user.click(send());

  await vi.waitFor(() => expect(email()).toHaveAccessibleDescription(en.users.validation.email));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
