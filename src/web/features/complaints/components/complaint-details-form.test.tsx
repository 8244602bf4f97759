import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { ComplaintEditReply } from '#domain/complaints/complaint.schemas.ts';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { EDIT_REPLY as DATA } from '#web/testing/complaint-edit-reply.ts';
import { fakeServer, renderWithApp } from '#web/testing/render.tsx';
import { ComplaintDetailsForm } from './complaint-details-form.tsx';

function renderForm() {
  const props = {
    data: DATA,
    dealers: [],
    dealersLoading: false,
    onDealerSearch: vi.fn(),
    onSaved: vi.fn(),
    onCancel: vi.fn(),
    onReload: vi.fn(),
    reloading: false,
    catalogue: null,
  };
  return { ...renderWithApp(<ComplaintDetailsForm {...props} />), props };
}

test('opens with the complaint’s details and sends the corrected ones with the version it opened with', async () => {
  const requests = fakeServer({
    'PATCH /api/complaints/12/details': {
      body: {
        message: en.complaints.details.saved,
        timelineRecords: [],
        version: 5,
        complaint: { ...DATA.complaint, phone: '+92 333 7654321' },
        dealer: DATA.dealer,
      },
    },
  });
  const { user, props } = renderForm();
  const phone = screen.getByRole('textbox', { name: en.complaints.fields.phone });
  expect(phone).toHaveValue('0300 1234567');
  expect(screen.getByRole('combobox', { name: en.complaints.fields.dealer_name })).toHaveValue(
    'Indus Cooling',
  );

  await user.clear(phone);
  await user.type(phone, 'call me');
  await user.click(screen.getByRole('button', { name: en.complaints.details.save }));
  expect(await screen.findByText(en.validation.phone)).toBeInTheDocument();
  expect(requests).toHaveLength(0);

  await user.clear(phone);
  await user.type(phone, '+92 333 7654321');
  await user.click(screen.getByRole('button', { name: en.complaints.details.save }));

  await vi.waitFor(() => expect(props.onSaved).toHaveBeenCalledWith(en.complaints.details.saved));
  expect(requests[0]).toMatchObject({
    method: 'PATCH',
    body: {
      phone: '+92 333 7654321',
      customer_name: 'Imran Qureshi',
      version: 4,
      purchase_date: '2025-05-10',
    },
  });
});

test('a complaint changed meanwhile: the message, and Reload loads it again', async () => {
  fakeServer({
    'PATCH /api/complaints/12/details': {
      status: 409,
      body: { code: 'EDIT_CONFLICT', message: en.complaints.messages.conflict },
    },
  });
  const { user, props } = renderForm();
  await user.click(screen.getByRole('button', { name: en.complaints.details.save }));

  expect(await screen.findByRole('alert')).toHaveTextContent(en.complaints.messages.conflict);
  await user.click(screen.getByRole('button', { name: en.common.reload }));
  expect(props.onReload).toHaveBeenCalled();
  expect(props.onSaved).not.toHaveBeenCalled();
});

test("shows the stored verdict as it opens, and judges again with the product's terms when the purchase date changes", async () => {
  const product = {
    id: 5,
    category: 'Air Conditioner',
    name: 'Inverter AC',
    model: 'AC-INV-18K',
    variants: [],
    cover_months: 12,
    part_covers: [],
    launched_on: '2020-01-01',
  };
  const data: ComplaintEditReply = {
    ...DATA,
    complaint: {
      ...DATA.complaint,
      product_id: 5,
      model: 'AC-INV-18K',
      warranty_verdict: 'in_warranty',
      warranty_ends_on: '2099-05-09',
    },
  };
  const catalogue = { categories: [], products: [], loading: false, onSearch: vi.fn(), current: product };
  const { user } = renderWithApp(
    <ComplaintDetailsForm
      data={data}
      dealers={[]}
      dealersLoading={false}
      onDealerSearch={vi.fn()}
      onSaved={vi.fn()}
      onCancel={vi.fn()}
      onReload={vi.fn()}
      reloading={false}
      catalogue={catalogue}
    />,
  );
  const verdict = () =>
    screen.getAllByRole('status').find((node) => /warranty/i.test(node.textContent ?? ''));
  // As it opens: the verdict the complaint holds (saving unchanged keeps it).
  expect(verdict()).toHaveTextContent('In warranty until 09/May/2099');

  const purchase = screen.getByLabelText(en.complaints.fields.purchase_date);
  await user.clear(purchase);
  await user.type(purchase, '2020-01-10');
  expect(verdict()).toHaveTextContent('Out of warranty: ended on 09/Jan/2021');
});
