import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import type { Product } from '#domain/products/product.schemas.ts';
import { fakeServer, renderWithApp } from '#web/testing/render.tsx';
import { ProductTable } from './product-table.tsx';

const product = (id: number, name: string, extra: Partial<Product> = {}): Product => ({
  id,
  category_id: 1,
  category: 'Air Conditioners',
  name,
  model: `CB-${id}`,
  variants: [],
  cover_months: 12,
  part_covers: [],
  launched_on: '2024-01-15',
  created_at: '2025-03-14T10:00:00.000Z',
  ...extra,
});

test('lists the products the server answers, with their cover and parts, each with its edit link', async () => {
  const requests = fakeServer({
    'GET /api/products': {
      body: {
        products: [
          product(3, 'Cool Breeze', { part_covers: [{ part: 'Compressor', months: 60 }] }),
          product(9, 'Frost Free', { cover_months: 1 }),
        ],
        nextAfter: null,
      },
    },
  });
  const onOpen = vi.fn();
  const { user } = renderWithApp(
    <ProductTable search="cool" editPath={(id) => `/products/${id}/edit`} onOpen={onOpen} />,
  );

  await screen.findByText('Cool Breeze');
  expect(screen.getAllByRole('row')).toHaveLength(3);
  expect(
    within(screen.getByRole('row', { name: /Cool Breeze/ }))
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['#003', 'Cool Breeze', 'CB-3', 'Air Conditioners', '12 monthsCompressor: 60 months', '']);
  expect(within(screen.getByRole('row', { name: /Frost Free/ })).getByText('1 month')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit Frost Free' })).toHaveAttribute('href', '/products/9/edit');
  expect(requests[0]).toMatchObject({ method: 'GET', path: '/api/products', query: '?limit=25&search=cool' });

  await user.click(screen.getByText('Frost Free'));
  expect(onOpen).toHaveBeenCalledWith(9);
});

test('says so when no product matches', async () => {
  fakeServer({ 'GET /api/products': { body: { products: [], nextAfter: null } } });
  renderWithApp(<ProductTable search="zzz" editPath={(id) => `/products/${id}/edit`} onOpen={vi.fn()} />);

  expect(await screen.findByText(en.products.empty)).toBeInTheDocument();
});
