import { act, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { ComplaintCard as CardData } from '#domain/complaints/complaint.schemas.ts';
import { complaintFilterSchema } from '#domain/complaints/complaint-filter.ts';
import { emitLiveMessage } from '#web/lib/live-events.ts';
import { fakeServer, renderWithApp } from '#web/testing/render.tsx';
import { ComplaintCardList } from './complaint-card-list.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const card = (id: number, overrides: Partial<CardData> = {}): CardData => ({
  id,
  customer_name: `Customer ${id}`,
  phone: '+92 333 7654321',
  customer_city: 'Lahore',
  status: 'Open',
  tag: 'L2',
  assignee: null,
  created_at: new Date(Date.now() - id * 60_000).toISOString(),
  dealer_name: '',
  warranty_verdict: 'unknown',
  version: 1,
  ...overrides,
});

const params = complaintFilterSchema.parse({ search: 'ali' });

test("a new complaint shows 'N new complaints - show'; a changed card updates in place; Show reads the list again", async () => {
  let listed = [card(2), card(3)];
  const requests = fakeServer({
    'GET /api/complaints': () => ({ body: { complaints: listed, role: 'agent', nextCursor: null } }),
    'GET /api/complaints/list-changes': () => ({
      body: {
        // Complaint 3 was assigned; 1 is new and matches; 9 is readable but not on this list.
        cards: [card(1), card(3, { status: 'Pending', assignee: { id: 5, name: 'Sana Malik' } }), card(9)],
        fresh: [1, 3],
      },
    }),
  });
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  const { user } = renderWithApp(<ComplaintCardList list="all" params={params} />);
  const cards = await screen.findAllByRole('listitem');
  expect(cards.map((item) => item.textContent)).toEqual([
    expect.stringContaining('Customer 2'),
    expect.stringContaining('Customer 3'),
  ]);

  act(() => {
    emitLiveMessage({ kind: 'complaint', complaintId: 1 });
    emitLiveMessage({ kind: 'complaint', complaintId: 3 });
    emitLiveMessage({ kind: 'complaint', complaintId: 9 });
    // Not about a card: no question asked for it.
    emitLiveMessage({ kind: 'note', complaintId: 2 });
  });
  const bar = await screen.findByRole('button', { name: '1 new complaint - show' });
  // One question for the burst, with the list's filter and the named complaints.
  const asked = requests.filter((request) => request.path === '/api/complaints/list-changes');
  expect(asked).toHaveLength(1);
  const query = new URLSearchParams(asked[0]!.query);
  expect(query.get('list')).toBe('all');
  expect(query.get('search')).toBe('ali');
  expect(query.getAll('ids')).toEqual(['1', '3', '9']);
  expect(query.has('cursor')).toBe(false);

  // Updated in place: same cards, same order, complaint 3 now assigned; the new one not inserted.
  const updated = screen.getAllByRole('listitem');
  expect(updated).toHaveLength(2);
  expect(updated[1]).toHaveTextContent('Customer 3');
  expect(within(updated[1]!).getByText('Sana Malik')).toBeInTheDocument();
  expect(screen.queryByText('Customer 1')).not.toBeInTheDocument();

  listed = [card(1), card(2), card(3, { status: 'Pending', assignee: { id: 5, name: 'Sana Malik' } })];
  const before = requests.filter((request) => request.path === '/api/complaints').length;
  await user.click(bar);
  expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  expect(await screen.findByText('Customer 1')).toBeInTheDocument();
  expect(requests.filter((request) => request.path === '/api/complaints').length).toBe(before + 1);
  expect(screen.queryByRole('button', { name: /new complaint/ })).not.toBeInTheDocument();
});

test('a complaint the server does not call fresh shows no bar', async () => {
  const requests = fakeServer({
    'GET /api/pendingcomplaints': { body: { complaints: [card(2)], role: 'agent', nextCursor: 'next' } },
    'GET /api/complaints/list-changes': { body: { cards: [], fresh: [] } },
  });
  renderWithApp(<ComplaintCardList list="pending" params={params} />);
  await screen.findAllByRole('listitem');
  act(() => emitLiveMessage({ kind: 'complaint', complaintId: 7 }));
  await vi.waitFor(() =>
    expect(requests.some((request) => request.path === '/api/complaints/list-changes')).toBe(true),
  );
  const query = new URLSearchParams(requests.find((r) => r.path === '/api/complaints/list-changes')!.query);
  // The loaded pages end at the last page's cursor: past it nothing is new.
  expect(query.get('cursor')).toBe('next');
  expect(query.get('list')).toBe('pending');
  expect(screen.queryByRole('button', { name: /new complaint/ })).not.toBeInTheDocument();
});
