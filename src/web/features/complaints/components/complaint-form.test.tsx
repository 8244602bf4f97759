import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { fakeServer, refusedOnFields, renderWithApp } from '#web/testing/render.tsx';
import { ComplaintForm } from './complaint-form.tsx';

// The app's largest form (four sections and the rich-text editor), filled key by key: on a loaded
// 2-core machine one test passed the suite's 30 s.
vi.setConfig({ testTimeout: 90_000 });

const fields = en.complaints.fields;
const ASSIGNEES = [{ value: 7, title: 'Sara Khan' }];

function renderForm() {
  const onCreated = vi.fn();
  const rendered = renderWithApp(
    <ComplaintForm
      dealers={[]}
      dealersLoading={false}
      onDealerSearch={vi.fn()}
      catalogue={null}
      assignees={ASSIGNEES}
      onCreated={onCreated}
      cancelTo="/apps/complaints"
    />,
  );
  return { ...rendered, onCreated };
}

/** A typed field by its label, whether a plain text box or one with suggestions. */
const textbox = (name: string) => screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });

async function fillRequired(user: ReturnType<typeof renderForm>['user']) {
  await user.type(textbox(fields.customer_name), 'Imran Qureshi');
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${fields.customer_province}`) }));
  await user.click(await screen.findByRole('option', { name: 'Punjab' }));
  await user.type(screen.getByRole('combobox', { name: new RegExp(`^${fields.customer_city}`) }), 'Lahore');
  await user.click(await screen.findByRole('option', { name: 'Lahore' }));
  await user.type(textbox(fields.phone), '0300 1234567');
  await user.type(textbox(fields.product_name), 'Inverter AC');
  await user.type(textbox(fields.problem_type), 'Not cooling');
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${fields.level}`) }));
  await user.click(await screen.findByRole('option', { name: en.priority.L2 }));
}

test('sent empty, each required field says so in the spec’s words, and nothing is sent', async () => {
  const requests = fakeServer({});
  const { user, onCreated } = renderForm();

  await user.click(screen.getByRole('button', { name: en.complaints.form.create }));

  for (const name of [fields.customer_name, fields.phone, fields.product_name, fields.problem_type])
    await vi.waitFor(() => expect(textbox(name)).toHaveAccessibleDescription(en.validation.required));
  expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  expect(onCreated).not.toHaveBeenCalled();
});

test('a phone that is not one and a bad e-mail are refused on their fields', async () => {
  const requests = fakeServer({});
  const { user } = renderForm();
  await user.type(textbox(fields.phone), 'call me');
  await user.type(textbox(fields.email), 'imran@');

  await user.click(screen.getByRole('button', { name: en.complaints.form.create }));

  expect(await screen.findByText(en.validation.phone)).toBeInTheDocument();
  expect(textbox(fields.phone)).toHaveAccessibleDescription(en.validation.phone);
  expect(textbox(fields.email)).toHaveAccessibleDescription(en.validation.email);
  expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
});

test('sends what was filled with the chosen priority and assignee, then hands on the new id', async () => {
  const requests = fakeServer({
    'POST /api/complaints': { status: 201, body: { message: 'Complaint created', complaint: { id: 41 } } },
  });
  const { user, onCreated } = renderForm();
  await fillRequired(user);
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${fields.assignee}`) }));
  await user.click(await screen.findByRole('option', { name: 'Sara Khan' }));

  await user.click(screen.getByRole('button', { name: en.complaints.form.create }));

  await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith('Complaint created', 41));
  expect(requests.find((request) => request.method === 'POST')).toMatchObject({
    path: '/api/complaints',
    body: {
      customer_name: 'Imran Qureshi',
      customer_province: 'Punjab',
      customer_city: 'Lahore',
      phone: '0300 1234567',
      product_name: 'Inverter AC',
      problem_type: 'Not cooling',
      tag: 'L2',
      assignee_id: 7,
      purchase_date: null,
    },
  });
});

test('a field the server refuses gets its message; any other refusal is told in the banner', async () => {
  fakeServer({
    'POST /api/complaints': refusedOnFields({ phone: [en.validation.phone] }),
  });
  const { user, onCreated } = renderForm();
  await fillRequired(user);

  await user.click(screen.getByRole('button', { name: en.complaints.form.create }));

  await vi.waitFor(() => expect(textbox(fields.phone)).toHaveAccessibleDescription(en.validation.phone));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  fakeServer({
    'POST /api/complaints': {
      status: 403,
      body: { code: 'FORBIDDEN', message: 'This action is unauthorized.' },
    },
  });
  await user.click(screen.getByRole('button', { name: en.complaints.form.create }));

  expect(await screen.findByRole('alert')).toHaveTextContent('This action is unauthorized.');
  expect(onCreated).not.toHaveBeenCalled();
});
