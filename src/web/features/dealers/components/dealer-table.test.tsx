import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { Dealer } from '#domain/dealers/dealer.schemas.ts';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { fakeServer, renderWithApp } from '#web/testing/render.tsx';
import { DealerTable } from './dealer-table.tsx';

const dealer = (id: number, name: string): Dealer => ({
  id,
  dealer_name: name,
  dealer_phone: '0333-765 4321',
  dealer_city: 'Lahore',
  dealer_address: 'Mall Road',
  created_at: '2025-03-14T10:00:00.000Z',
});

test('lists the dealers the server answers, by id, each with its edit link; a row click opens it', async () => {
  const requests = fakeServer({
    'GET /api/dealers': {
      body: {
        dealers: [dealer(7, 'Ali Traders'), dealer(12, 'Noor Electronics')],
        role: 'admin',
        nextAfter: null,
      },
    },
  });
  const onOpen = vi.fn();
  const { user } = renderWithApp(
    <DealerTable search="ali" editPath={(id) => `/dealers/${id}/edit`} onOpen={onOpen} />,
  );

  await screen.findByText('Ali Traders');
  expect(screen.getAllByRole('row')).toHaveLength(3);
  expect(
    within(screen.getByRole('row', { name: /Ali Traders/ }))
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['#007', 'Ali Traders', '0333-765 4321', 'Lahore', 'Mall Road', '']);
  expect(screen.getByRole('link', { name: 'Edit Noor Electronics' })).toHaveAttribute(
    'href',
    '/dealers/12/edit',
  );
  expect(requests[0]).toMatchObject({ method: 'GET', path: '/api/dealers', query: '?limit=25&search=ali' });

  await user.click(screen.getByText('Noor Electronics'));
  expect(onOpen).toHaveBeenCalledWith(12);
});

test('says so when no dealer matches', async () => {
  fakeServer({ 'GET /api/dealers': { body: { dealers: [], role: 'admin', nextAfter: null } } });
  renderWithApp(<DealerTable search="zzz" editPath={(id) => `/dealers/${id}/edit`} onOpen={vi.fn()} />);

  expect(await screen.findByText(en.dealers.empty)).toBeInTheDocument();
});
