import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { DEFAULT_BUSINESS_HOURS } from '#domain/sla/business-hours.ts';
import type { SlaSettingsReply } from '#domain/sla/sla.api.ts';
import { DEFAULT_SLA_POLICY } from '#domain/sla/sla-policy.ts';
import { fakeServer, renderWithApp } from '#web/testing/render.tsx';
import { SlaSettingsForm } from './sla-settings-form.tsx';

const SETTINGS: SlaSettingsReply = {
  hours: DEFAULT_BUSINESS_HOURS,
  policy: DEFAULT_SLA_POLICY,
  canEdit: true,
};

/** The server saving what it is sent and answering with it. */
function serverThatSaves() {
  return fakeServer({
    'PUT /api/settings/sla': (body) => ({
      body: { ...(body as object), canEdit: true, message: 'SLA settings saved.', jobId: null },
    }),
  });
}

function renderForm(initial: SlaSettingsReply = SETTINGS) {
  const onSaved = vi.fn();
  return { ...renderWithApp(<SlaSettingsForm initial={initial} onSaved={onSaved} />), onSaved };
}

describe('the SLA settings form', () => {
  test('has a section for the hours and one for the targets, named by their headings', () => {
    renderForm();

    expect(screen.getByRole('region', { name: en.sla.hours.title })).toBeInTheDocument();
    const targets = screen.getByRole('region', { name: en.sla.policy.title });
    const l3 = within(targets).getByRole('group', { name: en.priority.L3 });
    expect(within(l3).getByRole('spinbutton', { name: en.sla.policy.response })).toHaveValue(4);
    expect(within(l3).getByRole('spinbutton', { name: en.sla.policy.resolution })).toHaveValue(24);
  });

  test('a resolution target shorter than the response gets its message on the field, and nothing is sent', async () => {
    const requests = fakeServer({});
    const { user } = renderForm();
    const l3 = screen.getByRole('group', { name: en.priority.L3 });
    const resolution = within(l3).getByRole('spinbutton', { name: en.sla.policy.resolution });
    await user.clear(resolution);
    await user.type(resolution, '2');

    await user.click(screen.getByRole('button', { name: en.sla.save }));

    expect(await screen.findByText(en.validation.resolutionAfterResponse)).toBeInTheDocument();
    expect(resolution).toHaveAccessibleDescription(en.validation.resolutionAfterResponse);
    expect(requests).toEqual([]);
  });

  test('sends the hours with a day’s own times, and passes on the server’s message', async () => {
    const requests = serverThatSaves();
    const { user, onSaved } = renderForm();
    const saturday = screen.getByRole('group', { name: 'Saturday' });
    await user.click(within(saturday).getByRole('checkbox', { name: 'Saturday' }));
    const closes = within(saturday).getByLabelText(en.sla.hours.close);
    await user.clear(closes);
    await user.type(closes, '13:00');

    await user.click(screen.getByRole('button', { name: en.sla.save }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('SLA settings saved.'));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatchObject({
      hours: { days: [1, 2, 3, 4, 5, 6], times: { 6: { open: '09:00', close: '13:00' } } },
      policy: DEFAULT_SLA_POLICY,
    });
  });

  test('All day opens a working day from midnight to midnight (00:00 to 24:00) in place of its times', async () => {
    const requests = serverThatSaves();
    const { user, onSaved } = renderForm();
    const monday = screen.getByRole('group', { name: 'Monday' });
    expect(within(monday).getByLabelText(en.sla.hours.close)).toHaveValue('17:00');

    await user.click(within(monday).getByRole('switch', { name: en.sla.hours.allDay }));

    expect(within(monday).queryByLabelText(en.sla.hours.close)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.sla.save }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests[0]?.body).toMatchObject({ hours: { times: { 1: { open: '00:00', close: '24:00' } } } });
    // Turned off again, the day gets ordinary times to edit.
    await user.click(within(monday).getByRole('switch', { name: en.sla.hours.allDay }));
    expect(within(monday).getByLabelText(en.sla.hours.close)).toHaveValue('17:00');
  });

  test('a day that closes at midnight shows 00:00 as its closing time and keeps 24:00; typed, 00:00 closes at midnight', async () => {
    const requests = serverThatSaves();
    const { user, onSaved } = renderForm({
      ...SETTINGS,
      hours: { ...DEFAULT_BUSINESS_HOURS, times: { 3: { open: '08:00', close: '24:00' } } },
    });
    const wednesday = screen.getByRole('group', { name: 'Wednesday' });
    expect(within(wednesday).getByRole('switch', { name: en.sla.hours.allDay })).not.toBeChecked();
    expect(within(wednesday).getByLabelText(en.sla.hours.close)).toHaveValue('00:00');
    const thursday = screen.getByRole('group', { name: 'Thursday' });
    const closes = within(thursday).getByLabelText(en.sla.hours.close);
    await user.clear(closes);
    await user.type(closes, '00:00');

    await user.click(screen.getByRole('button', { name: en.sla.save }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests[0]?.body).toMatchObject({
      hours: { times: { 3: { open: '08:00', close: '24:00' }, 4: { open: '09:00', close: '24:00' } } },
    });
  });

  test('a day saved as open all day shows All day on', () => {
    renderForm({
      ...SETTINGS,
      hours: { ...DEFAULT_BUSINESS_HOURS, times: { 2: { open: '00:00', close: '24:00' } } },
    });

    const tuesday = screen.getByRole('group', { name: 'Tuesday' });
    expect(within(tuesday).getByRole('switch', { name: en.sla.hours.allDay })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Monday' })).getByRole('switch')).not.toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Sunday' })).queryByRole('switch'),
    ).not.toBeInTheDocument();
  });

  test('read only, it says so and has no Save button', () => {
    renderForm({ ...SETTINGS, canEdit: false });

    expect(screen.getByText(en.sla.readOnly)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: en.sla.save })).not.toBeInTheDocument();
  });
});
