import { screen, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { EMPTY_COMPLAINT_FILTER } from '#domain/complaints/complaint-filter.ts';
import type { ComplaintCard } from '#domain/complaints/complaint.schemas.ts';
import { fakeServer, renderWithApp } from '#web/testing/render.tsx';
import { BulkActionBar } from './bulk-action-bar.tsx';
import { BulkSelectionProvider } from './bulk-selection.tsx';
import { ComplaintCardList } from './complaint-card-list.tsx';

const card = (id: number, version: number): ComplaintCard => ({
  id,
  customer_name: `Customer ${id}`,
  phone: '0300 1234567',
  customer_city: 'Lahore',
  status: 'Open',
  tag: 'L1',
  assignee: null,
  created_at: '2026-11-20T10:00:00.000Z',
  dealer_name: '',
  warranty_verdict: 'unknown',
  version,
});
const params = EMPTY_COMPLAINT_FILTER;

beforeEach(() => sessionStorage.clear());

function renderList() {
  return renderWithApp(
    <BulkSelectionProvider>
      <BulkActionBar list="all" params={params} filter={{ priority: 'All' }} canAssign={false} />
      <ComplaintCardList list="all" params={params} />
    </BulkSelectionProvider>,
  );
}

test('shift-click chooses a range; the change sends each card with its version and tells what happened', async () => {
  const requests = fakeServer({
    'GET /api/complaints': {
      body: {
        complaints: [card(4, 2), card(3, 1), card(2, 5), card(1, 1)],
        role: 'support-agent',
        nextCursor: null,
      },
    },
    'GET /api/complaints/count': { body: { count: 4, more: false } },
    'POST /api/complaints/bulk': {
      body: { summary: { updated: [4, 3], skipped: [{ id: 2, reason: 'changedMeanwhile' }] } },
    },
  });
  const { user } = renderList();

  await user.click(await screen.findByRole('checkbox', { name: 'Select complaint #004' }));
  await user.keyboard('{Shift>}');
  await user.click(screen.getByRole('checkbox', { name: 'Select complaint #002' }));
  await user.keyboard('{/Shift}');
  expect(screen.getByRole('checkbox', { name: 'Select complaint #003' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Select complaint #001' })).not.toBeChecked();
  const bar = screen.getByRole('region', { name: 'Bulk actions' });
  expect(within(bar).getByText('3 complaints selected')).toBeInTheDocument();
  // Without the assign right there is no Assign.
  expect(within(bar).queryByRole('button', { name: 'Assign' })).toBeNull();

  await user.click(within(bar).getByRole('button', { name: 'Status' }));
  await user.click(screen.getByRole('menuitem', { name: 'Resolved' }));

  expect(await screen.findByText('Updated 2 complaints; 1 skipped')).toBeInTheDocument();
  expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
    target: {
      complaints: [
        { id: 4, version: 2 },
        { id: 3, version: 1 },
        { id: 2, version: 5 },
      ],
    },
    change: { action: 'status', status: 'Resolved' },
  });
  expect(screen.getByText('Changed meanwhile:')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '#002' })).toHaveAttribute('href', '/complaints/2/edit');
  expect(screen.getByRole('checkbox', { name: 'Select complaint #004' })).not.toBeChecked();
});

test('a large change shows the progress of its job, kept in sessionStorage for a reload', async () => {
  fakeServer({
    'GET /api/complaints': { body: { complaints: [card(1, 1)], role: 'support-agent', nextCursor: null } },
    'GET /api/complaints/count': { body: { count: 240, more: false } },
    'POST /api/complaints/bulk': {
      status: 202,
      body: {
        job: {
          id: '0b6c7d1e-1111-4222-8333-444455556666',
          state: 'queued',
          done: 0,
          total: 240,
          summary: null,
        },
      },
    },
    'GET /api/complaints/bulk/0b6c7d1e-1111-4222-8333-444455556666': {
      body: {
        id: '0b6c7d1e-1111-4222-8333-444455556666',
        state: 'active',
        done: 100,
        total: 240,
        summary: null,
      },
    },
  });
  const { user } = renderList();

  await user.click(await screen.findByRole('button', { name: 'Select all 240 matching' }));
  expect(screen.getByText('All 240 matching complaints are selected')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Priority' }));
  await user.click(screen.getByRole('menuitem', { name: 'Level 3' }));

  expect(await screen.findByText('Changing 240 complaints…')).toBeInTheDocument();
  expect(screen.getByText('100 of 240 done')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Bulk change progress' })).toHaveAttribute(
    'aria-valuenow',
    '42',
  );
  expect(sessionStorage.getItem('caredesk.bulkJob')).toBe('0b6c7d1e-1111-4222-8333-444455556666');
});
