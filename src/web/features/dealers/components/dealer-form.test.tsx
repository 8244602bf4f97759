import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { ApiError } from '#web/lib/api-client.ts';
import { renderWithApp } from '#web/testing/render.tsx';
import { DealerForm } from './dealer-form.tsx';

const labels = en.dealers.fields;

function renderForm(
  onSave = vi.fn(async () => undefined),
  values?: Parameters<typeof DealerForm>[0]['values'],
) {
  const view = renderWithApp(
    <DealerForm
      title="Dealer Details"
      values={values}
      submitLabel="Update Dealer"
      pendingLabel="Updating..."
      pending={false}
      onSave={onSave}
      backTo="/dealers"
    />,
  );
  return { ...view, onSave };
}

describe('the dealer form', () => {
  test('is a section named by its title, with the four required fields', () => {
    renderForm();

    expect(screen.getByRole('region', { name: 'Dealer Details' })).toBeInTheDocument();
    for (const label of Object.values(labels))
      expect(screen.getByRole('textbox', { name: label })).toBeRequired();
  });

  test('sent empty, it says every field is required and sends nothing', async () => {
    const { user, onSave } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Update Dealer' }));

    expect(await screen.findAllByText(en.validation.required)).toHaveLength(4);
    expect(onSave).not.toHaveBeenCalled();
  });

  test('a phone number that is not one gets the phone message on its field', async () => {
    const { user, onSave } = renderForm();
    await user.type(screen.getByRole('textbox', { name: labels.dealer_name }), 'Ali Traders');
    await user.type(screen.getByRole('textbox', { name: labels.dealer_phone }), 'call me');
    await user.type(screen.getByRole('textbox', { name: labels.dealer_city }), 'Lahore');
    await user.type(screen.getByRole('textbox', { name: labels.dealer_address }), 'Mall Road');

    await user.click(screen.getByRole('button', { name: 'Update Dealer' }));

    expect(await screen.findByText(en.validation.phone)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: labels.dealer_phone })).toHaveAccessibleDescription(
      en.validation.phone,
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  test('sends the trimmed values, and shows the server’s 422 messages on their fields', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(422, 'VALIDATION_FAILED', 'The given data was invalid.', {
        dealer_name: ['A dealer with this name exists.'],
      });
    });
    const { user } = renderForm(onSave, {
      dealer_name: 'Ali Traders',
      dealer_phone: '0333-765 4321',
      dealer_city: 'Lahore',
      dealer_address: ' Mall Road ',
    });

    await user.click(screen.getByRole('button', { name: 'Update Dealer' }));

    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        dealer_name: 'Ali Traders',
        dealer_phone: '0333-765 4321',
        dealer_city: 'Lahore',
        dealer_address: 'Mall Road',
      }),
    );
    expect(await screen.findByText('A dealer with this name exists.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('read only, its fields are disabled and there is no submit button', () => {
    renderWithApp(
      <DealerForm
        title="Dealer Details"
        values={{
          dealer_name: 'Ali Traders',
          dealer_phone: '0333-765 4321',
          dealer_city: 'Lahore',
          dealer_address: 'Mall Road',
        }}
        submitLabel="Update Dealer"
        pendingLabel="Updating..."
        pending={false}
        readOnly
        onSave={vi.fn()}
        backTo="/dealers"
      />,
    );

    expect(screen.getByRole('textbox', { name: labels.dealer_name })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: labels.dealer_name })).toHaveValue('Ali Traders');
    expect(screen.queryByRole('button', { name: 'Update Dealer' })).not.toBeInTheDocument();
  });
});
