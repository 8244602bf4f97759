import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { ApiError } from '#web/lib/api-client.ts';
import { fakeServer, renderWithApp } from '#web/testing/render.tsx';
import { ProductForm } from './product-form.tsx';

const labels = en.products.fields;

function renderForm(onSave = vi.fn(async () => undefined)) {
  fakeServer({
    'GET /api/product-categories': { body: { categories: [{ id: 1, name: 'Air Conditioners' }] } },
  });
  const view = renderWithApp(
    <ProductForm
      title={en.products.create.title}
      submitLabel={en.products.create.submit}
      pendingLabel={en.products.create.creating}
      pending={false}
      onSave={onSave}
      backTo="/products"
    />,
  );
  return { ...view, onSave };
}

async function fillRequired(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByRole('combobox', { name: labels.category }), 'Air Conditioners');
  await user.type(screen.getByRole('textbox', { name: labels.name }), 'Cool Breeze');
  await user.type(screen.getByRole('textbox', { name: labels.model }), 'CB-12');
  await user.type(screen.getByLabelText(labels.launched_on, { exact: false }), '2024-01-15');
}

describe('the product form', () => {
  test('is a section named by its title; sent empty, it says what is required and sends nothing', async () => {
    const { user, onSave } = renderForm();

    expect(screen.getByRole('region', { name: en.products.create.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.products.create.submit }));

    expect(await screen.findAllByText(en.validation.required)).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: labels.name })).toHaveAccessibleDescription(
      en.validation.required,
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  test('a part covered no longer than the unit gets its message on the part’s months', async () => {
    const { user, onSave } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: en.products.addPart }));
    await user.type(screen.getByRole('textbox', { name: en.products.part }), 'Compressor');
    const months = screen.getByRole('spinbutton', { name: en.products.partMonths });
    await user.clear(months);
    await user.type(months, '12');

    await user.click(screen.getByRole('button', { name: en.products.create.submit }));

    expect(await screen.findByText(en.products.validation.partLonger)).toBeInTheDocument();
    expect(months).toHaveAccessibleDescription(en.products.validation.partLonger);
    expect(onSave).not.toHaveBeenCalled();
  });

  test('sends the months as numbers, and shows the server’s 422 message on its field', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(422, 'VALIDATION_FAILED', 'The given data was invalid.', {
        model: [en.products.validation.modelTaken],
      });
    });
    const { user } = renderForm(onSave);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: en.products.addPart }));
    await user.type(screen.getByRole('textbox', { name: en.products.part }), 'Compressor');

    await user.click(screen.getByRole('button', { name: en.products.create.submit }));

    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        category: 'Air Conditioners',
        name: 'Cool Breeze',
        model: 'CB-12',
        variants: [],
        cover_months: 12,
        part_covers: [{ part: 'Compressor', months: 60 }],
        launched_on: '2024-01-15',
      }),
    );
    expect(await screen.findByText(en.products.validation.modelTaken)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: labels.model })).toHaveAccessibleDescription(
      en.products.validation.modelTaken,
    );
  });
});
