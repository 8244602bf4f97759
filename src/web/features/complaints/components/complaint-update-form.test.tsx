import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { ComplaintEditReply } from '#domain/complaints/complaint.schemas.ts';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { EDIT_REPLY } from '#web/testing/complaint-edit-reply.ts';
import { fakeServer, renderWithApp } from '#web/testing/render.tsx';
import { ComplaintUpdateForm } from './complaint-update-form.tsx';

const fields = en.complaints.fields;
const DATA: ComplaintEditReply = { ...EDIT_REPLY, ddl_users: [{ value: 7, title: 'Sara Khan' }] };

function renderForm(data: ComplaintEditReply = DATA) {
  const props = { onUpdated: vi.fn(), onReload: vi.fn() };
  const rendered = renderWithApp(
    <ComplaintUpdateForm data={data} {...props} reloading={false} backTo="/apps/complaints" />,
  );
  return { ...rendered, props };
}

const update = () => screen.getByRole('button', { name: en.complaints.edit.update });
const assignee = () => screen.getByRole('combobox', { name: new RegExp(`^${fields.assignee}`) });

test('Assign to must be chosen, Unassigned being a choice: nothing is sent until it is', async () => {
  const requests = fakeServer({});
  const { user, props } = renderForm();

  await user.click(update());

  await vi.waitFor(() => expect(assignee()).toHaveAccessibleDescription(en.validation.required));
  expect(requests).toEqual([]);
  expect(props.onUpdated).not.toHaveBeenCalled();
});

test('sends the whole complaint with the chosen assignee, priority and status and the version it opened with', async () => {
  const requests = fakeServer({
    'PUT /api/complaints/12': { body: { message: 'Complaint updated', timelineRecords: [], version: 5 } },
  });
  const { user, props } = renderForm();
  await user.click(assignee());
  await user.click(await screen.findByRole('option', { name: 'Sara Khan' }));
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${fields.level}`) }));
  await user.click(await screen.findByRole('option', { name: en.priority.L3 }));
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${fields.status}`) }));
  await user.click(await screen.findByRole('option', { name: en.status['In Process'] }));

  await user.click(update());

  await vi.waitFor(() => expect(props.onUpdated).toHaveBeenCalledWith('Complaint updated'));
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({
    method: 'PUT',
    path: '/api/complaints/12',
    body: {
      customer_name: 'Imran Qureshi',
      phone: '0300 1234567',
      assignee: 7,
      level: 'L3',
      status: 'In Process',
      version: 4,
    },
  });
});

test('Unassigned is sent as no assignee', async () => {
  const requests = fakeServer({
    'PUT /api/complaints/12': { body: { message: 'Complaint updated', timelineRecords: [], version: 5 } },
  });
  const { user, props } = renderForm({
    ...DATA,
    complaint: { ...DATA.complaint, assignee: { id: 7, name: 'Sara Khan' } },
  });
  expect(assignee()).toHaveValue('Sara Khan');
  await user.click(assignee());
  await user.click(await screen.findByRole('option', { name: en.complaints.form.unassigned }));

  await user.click(update());

  await vi.waitFor(() => expect(props.onUpdated).toHaveBeenCalled());
  expect(requests[0]?.body).toMatchObject({ assignee: null, level: 'L1', status: 'Open' });
});

test('changed by someone else meanwhile: the conflict message, and Reload loads it again', async () => {
  fakeServer({
    'PUT /api/complaints/12': {
      status: 409,
      body: { code: 'EDIT_CONFLICT', message: en.complaints.messages.conflict },
    },
  });
  const { user, props } = renderForm({
    ...DATA,
    complaint: { ...DATA.complaint, assignee: { id: 7, name: 'Sara Khan' } },
  });

  await user.click(update());

  expect(await screen.findByRole('alert')).toHaveTextContent(en.complaints.messages.conflict);
  await user.click(screen.getByRole('button', { name: en.common.reload }));
  expect(props.onReload).toHaveBeenCalled();
  expect(props.onUpdated).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a reader who may not update sees the choices but cannot change or send them', () => {
  renderForm({ ...DATA, can: { update: false, assign: false } });

  expect(assignee()).toBeDisabled();
  expect(screen.queryByRole('button', { name: en.complaints.edit.update })).not.toBeInTheDocument();
});
