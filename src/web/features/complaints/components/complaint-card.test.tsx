import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { ComplaintCard as ComplaintCardData } from '#domain/complaints/complaint.schemas.ts';
import { renderWithApp } from '#web/testing/render.tsx';
import { ComplaintCard } from './complaint-card.tsx';

const card = (overrides: Partial<ComplaintCardData> = {}): ComplaintCardData => ({
  id: 12,
  customer_name: 'Imran Qureshi',
  phone: '+92 333 7654321',
  customer_city: 'Lahore',
  status: 'Open',
  tag: 'L2',
  assignee: null,
  created_at: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
  dealer_name: 'Raza Traders',
  warranty_verdict: 'unknown',
  version: 1,
  ...overrides,
});

test('shows the age, the dealer, and the phone as a tel: link outside the card link', async () => {
  const data = card();
  const { user } = renderWithApp(<ComplaintCard complaint={data} />);

  const open = screen.getByRole('link', { name: /Imran Qureshi/ });
  expect(open).toHaveAttribute('href', '/complaints/12/edit');
  expect(open).toHaveTextContent('Dealer: Raza Traders');
  const phone = screen.getByRole('link', { name: '0333 7654321' });
  expect(phone).toHaveAttribute('href', 'tel:+923337654321');
  expect(open).not.toContainElement(phone);

  const age = screen.getByText('3 days ago').closest('time')!;
  expect(age).toHaveAttribute('dateTime', data.created_at);
  // The age takes the keyboard's focus (MUI shows the tooltip on a visible focus) and shows it on hover.
  await user.tab();
  await user.tab();
  await user.tab();
  expect(age).toHaveFocus();
  await user.hover(age);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Created \w{3}, \d{2}\/\w{3}\/\d{4} at/);
});

test('a complaint without a dealer says so', () => {
  renderWithApp(<ComplaintCard complaint={card({ dealer_name: '' })} />);
  expect(screen.getByRole('link', { name: /Imran Qureshi/ })).toHaveTextContent('Dealer: None');
});
