import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { updateAccountInput, type AccountReply } from '#domain/account/account.schemas.ts';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { fakeServer, refusedOnFields, renderWithApp } from '#web/testing/render.tsx';
import { AccountDetailsForm } from './account-details-form.tsx';

const fields = en.users.fields;
const ACCOUNT: AccountReply = {
  user: {
    id: 2,
    name: 'Sara Khan',
    username: 'sara',
    email: 'sara@example.com',
    phone: '0300 1234567',
    address: 'Mall Road',
    designation: 'support-agent',
    role: 'support-agent',
    province: 'Punjab',
    city: 'Lahore',
    serviceAreas: [],
    skills: [],
    deactivated: false,
  },
  notificationPreferences: { complaintAssigned: true, commentOnAssigned: true },
  createdAt: '2026-01-05T09:00:00.000Z',
  otherSessions: 0,
  pendingEmail: null,
};

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const save = () => screen.getByRole('button', { name: en.account.saveChanges });

test('opens with the account’s details; a cleared name and a bad phone get the spec’s messages and nothing is sent', async () => {
  const requests = fakeServer({});
  const { user } = renderWithApp(<AccountDetailsForm account={ACCOUNT} />);
  expect(field(fields.name)).toHaveValue('Sara Khan');
  expect(field(fields.phone)).toHaveValue('0300 1234567');

  await user.clear(field(fields.name));
  await user.clear(field(fields.phone));
  await user.type(field(fields.phone), 'call me');
  await user.click(save());

  await vi.waitFor(() =>
    expect(field(fields.name)).toHaveAccessibleDescription(en.users.validation.nameRequired),
  );
  expect(field(fields.phone)).toHaveAccessibleDescription(en.validation.phone);
  expect(requests).toEqual([]);
});

test('sends the changed details and says they were saved', async () => {
  const requests = fakeServer({
    'PUT /api/account': (body) => ({
      body: { ...ACCOUNT, user: { ...ACCOUNT.user, ...updateAccountInput.parse(body) } },
    }),
  });
  const { user } = renderWithApp(<AccountDetailsForm account={ACCOUNT} />);
  await user.clear(field(fields.address));
  await user.type(field(fields.address), 'Canal View');

  await user.click(save());

  expect(await screen.findByText(en.account.saved)).toBeInTheDocument();
  expect(requests).toEqual([
    expect.objectContaining({
      method: 'PUT',
      path: '/api/account',
      body: {
        name: 'Sara Khan',
        email: 'sara@example.com',
        phone: '0300 1234567',
        address: 'Canal View',
        province: 'Punjab',
        city: 'Lahore',
      },
    }),
  ]);
});

test('a new e-mail waits for its link: the field shows the sign-in address again and the message names the new one', async () => {
  fakeServer({
    'PUT /api/account': {
      body: {
        ...ACCOUNT,
        pendingEmail: { email: 'sara@new.example', expiresAt: '2026-11-24T16:00:00.000Z', expired: false },
      },
    },
  });
  const { user } = renderWithApp(<AccountDetailsForm account={ACCOUNT} />);
  await user.clear(field(fields.email));
  await user.type(field(fields.email), 'sara@new.example');

  await user.click(save());

  expect(await screen.findByText(/open the link we sent to/)).toHaveTextContent('sara@new.example');
  expect(field(fields.email)).toHaveValue('sara@example.com');
});

test('an address in use goes on the e-mail field; any other refusal is told in the banner', async () => {
  fakeServer({
    'PUT /api/account': refusedOnFields({ email: [en.users.validation.emailTaken] }),
  });
  const { user } = renderWithApp(<AccountDetailsForm account={ACCOUNT} />);
  await user.clear(field(fields.email));
  await user.type(field(fields.email), 'ali@example.com');

  await user.click(save());

  await vi.waitFor(() =>
    expect(field(fields.email)).toHaveAccessibleDescription(en.users.validation.emailTaken),
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  const message = 'Your session has expired. Please sign in again.';
  fakeServer({ 'PUT /api/account': { status: 401, body: { code: 'UNAUTHENTICATED', message } } });
  await user.clear(field(fields.email));
  await user.type(field(fields.email), 'sara@example.com');
  await user.click(save());

  expect(await screen.findByRole('alert')).toHaveTextContent(message);
});
