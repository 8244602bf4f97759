import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { EMPTY_COMPLAINT_FILTER, type ComplaintFilter } from '#domain/complaints/complaint-filter.ts';
import { fakeServer, renderWithApp } from '#web/testing/render.tsx';
import { ComplaintListControls } from './complaint-list-controls.tsx';

const FILTER: ComplaintFilter = {
  ...EMPTY_COMPLAINT_FILTER,
  status: ['Open'],
  dealer: [7],
  assignee: ['me', 12],
  createdFrom: '2025-03-01',
};

function server() {
  return fakeServer({
    'GET /api/complaints/filter-options/dealers': { body: { options: [{ id: 7, name: 'Ali Traders' }] } },
    'GET /api/complaints/filter-options/assignees': { body: { options: [{ id: 12, name: 'Sana Malik' }] } },
  });
}

test('the Filters button counts the active filters; the chips name them, with names for ids', async () => {
  const requests = server();
  renderWithApp(<ComplaintListControls params={FILTER} onChange={vi.fn()} showStatus showAssignee />);

  expect(screen.getByRole('button', { name: 'Filters, 4 active' })).toBeInTheDocument();
  const chips = screen.getByRole('list', { name: 'Active filters' });
  expect(await within(chips).findByText('Dealer: Ali Traders')).toBeInTheDocument();
  expect(await within(chips).findByText('Assigned to: Sana Malik')).toBeInTheDocument();
  expect(within(chips).getByText('Assigned to: Me')).toBeInTheDocument();
  expect(within(chips).getByText('Status: Open')).toBeInTheDocument();
  expect(requests.map((request) => request.query)).toContain('?id=7');
});

test('on /complaints a staff reader gets Status and Assigned to in the drawer', async () => {
  server();
  const { user } = renderWithApp(
    <ComplaintListControls params={FILTER} onChange={vi.fn()} showStatus showAssignee />,
  );

  await user.click(screen.getByRole('button', { name: 'Filters, 4 active' }));
  const drawer = await screen.findByRole('dialog', { name: 'Filters' });
  expect(within(drawer).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Open');
  expect(within(drawer).getByRole('combobox', { name: 'Assigned to' })).toBeInTheDocument();
  expect(await within(drawer).findByRole('button', { name: 'Ali Traders' })).toBeInTheDocument();
});

test("a chip's delete removes that value alone; Clear all resets every filter but search and order", async () => {
  server();
  const onChange = vi.fn();
  const { user } = renderWithApp(
    <ComplaintListControls params={FILTER} onChange={onChange} showStatus showAssignee />,
  );

  const chip = await screen.findByRole('button', { name: 'Assigned to: Me' });
  await user.click(within(chip).getByTestId('CancelIcon'));
  expect(onChange).toHaveBeenLastCalledWith({ assignee: [12] });

  await user.click(
    within(screen.getByRole('list', { name: 'Active filters' })).getByRole('button', { name: 'Clear all' }),
  );
  expect(onChange).toHaveBeenLastCalledWith(
    expect.objectContaining({
      status: [],
      dealer: [],
      assignee: [],
      createdFrom: undefined,
      priority: 'All',
    }),
  );
  expect(onChange.mock.lastCall?.[0]).not.toHaveProperty('search');
  expect(onChange.mock.lastCall?.[0]).not.toHaveProperty('order');
});

test('the drawer holds Status only on /complaints and Assigned to only for staff; a date range the wrong way round is not applied', async () => {
  server();
  const onChange = vi.fn();
  const { user } = renderWithApp(
    <ComplaintListControls params={EMPTY_COMPLAINT_FILTER} onChange={onChange} />,
  );

  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const drawer = await screen.findByRole('dialog', { name: 'Filters' });
  expect(within(drawer).queryByRole('combobox', { name: 'Status' })).toBeNull();
  expect(within(drawer).queryByRole('combobox', { name: 'Assigned to' })).toBeNull();
  expect(within(drawer).getByRole('combobox', { name: 'Dealer' })).toBeInTheDocument();
  expect(within(drawer).getByRole('button', { name: 'Clear all' })).toBeDisabled();

  const to = within(drawer).getByLabelText('Created to');
  await user.type(to, '2025-03-01');
  expect(onChange).toHaveBeenLastCalledWith({ createdFrom: undefined, createdTo: '2025-03-01' });
  onChange.mockClear();
  const from = within(drawer).getByLabelText('Created from');
  await user.type(from, '2025-04-01');
  expect(onChange).not.toHaveBeenCalled();
  expect(within(drawer).getByText("'Created to' must not be before 'Created from'")).toBeInTheDocument();
});
