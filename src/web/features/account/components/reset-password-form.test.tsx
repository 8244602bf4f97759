import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { fakeServer, renderWithApp } from '#web/testing/render.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

const TOKEN = 'a-token-from-the-mailed-link';
const newPassword = () =>
  screen.getByLabelText(new RegExp(`^${en.account.security.newPassword}`), { selector: 'input' });
const confirmation = () =>
  screen.getByLabelText(new RegExp(`^${en.account.security.confirmPassword}`), { selector: 'input' });

test('two different passwords are refused on the confirmation field, and nothing is sent', async () => {
  const requests = fakeServer({});
  const { user } = renderWithApp(<ResetPasswordForm token={TOKEN} loginPath="/login" />);
  await user.type(newPassword(), 'long enough 1');
  await user.type(confirmation(), 'long enough 2');

  await user.click(screen.getByRole('button', { name: en.account.reset.submit }));

  expect(confirmation()).toHaveAccessibleDescription(en.account.validation.passwordsDiffer);
  expect(requests).toEqual([]);
});

test('a used or expired link is told in a banner; a good one ends with the way to sign in', async () => {
  fakeServer({
    'POST /api/auth/reset-password': {
      status: 422,
      body: {
        code: 'RESET_LINK_INVALID',
        message: en.account.messages.resetLinkInvalid,
        errors: { token: [en.account.messages.resetLinkInvalid] },
      },
    },
  });
  const { user } = renderWithApp(<ResetPasswordForm token={TOKEN} loginPath="/login" />);
  await user.type(newPassword(), 'long enough 1');
  await user.type(confirmation(), 'long enough 1');

  await user.click(screen.getByRole('button', { name: en.account.reset.submit }));

  expect(await screen.findByRole('alert')).toHaveTextContent(en.account.messages.resetLinkInvalid);

  fakeServer({ 'POST /api/auth/reset-password': { body: { message: en.account.messages.passwordReset } } });
  await user.click(screen.getByRole('button', { name: en.account.reset.submit }));

  expect(await screen.findByRole('status')).toHaveTextContent(en.account.messages.passwordReset);
  expect(screen.getByRole('link', { name: en.account.reset.toLogin })).toHaveAttribute('href', '/login');
});
