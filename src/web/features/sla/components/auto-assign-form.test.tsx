import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { AutoAssignReply } from '#domain/assignment/auto-assign.api.ts';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { fakeServer, renderWithApp } from '#web/testing/render.tsx';
import { AutoAssignForm } from './auto-assign-form.tsx';

const OFF: AutoAssignReply = { enabled: false, roles: [], cap: null, canEdit: true };

function renderForm(initial: AutoAssignReply = OFF) {
  const onSaved = vi.fn();
  return { ...renderWithApp(<AutoAssignForm initial={initial} onSaved={onSaved} />), onSaved };
}

describe('the automatic assignment form', () => {
  test('is a form and a section named by its heading, with the rule explained', () => {
    renderForm();

    expect(screen.getByRole('form', { name: en.autoAssign.title })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: en.autoAssign.title });
    expect(within(section).getByText(en.autoAssign.subtitle)).toBeInTheDocument();
    expect(within(section).getByRole('switch', { name: en.autoAssign.enabled })).not.toBeChecked();
  });

  test('a cap that is not a whole number gets its message on the field, and nothing is sent', async () => {
    const requests = fakeServer({});
    const { user } = renderForm();
    const cap = screen.getByRole('spinbutton', { name: en.autoAssign.cap });
    await user.type(cap, '2.5');

    await user.click(screen.getByRole('button', { name: en.autoAssign.save }));

    expect(await screen.findByText(en.validation.invalid)).toBeInTheDocument();
    expect(cap).toHaveAccessibleDescription(en.validation.invalid);
    expect(requests).toEqual([]);
  });

  test('sends the switch, the designations and the cap, and passes on the server’s message', async () => {
    const requests = fakeServer({
      'PUT /api/settings/auto-assign': (body) => ({
        body: { ...(body as object), canEdit: true, message: en.autoAssign.messages.saved },
      }),
    });
    const { user, onSaved } = renderForm();
    await user.click(screen.getByRole('switch', { name: en.autoAssign.enabled }));
    await user.click(screen.getByRole('checkbox', { name: en.designation['Field Agent'] }));
    await user.type(screen.getByRole('spinbutton', { name: en.autoAssign.cap }), '12');

    await user.click(screen.getByRole('button', { name: en.autoAssign.save }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(en.autoAssign.messages.saved));
    expect(requests.map((request) => request.body)).toEqual([
      { enabled: true, roles: ['field-agent'], cap: 12 },
    ]);
  });

  test('read only, its controls are disabled and there is no Save button', () => {
    renderForm({ enabled: true, roles: ['agent'], cap: 5, canEdit: false });

    expect(screen.getByRole('switch', { name: en.autoAssign.enabled })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: en.autoAssign.cap })).toHaveValue(5);
    expect(screen.queryByRole('button', { name: en.autoAssign.save })).not.toBeInTheDocument();
  });
});
