import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithApp } from '#web/testing/render.tsx';
import { WarrantyBadge } from './warranty-badge.tsx';

test('says until or since when with the last day, and names the verdict alone without it', () => {
  renderWithApp(
    <>
      <WarrantyBadge verdict="in_warranty" endsOn="2027-06-17" />
      <WarrantyBadge verdict="out_of_warranty" endsOn="2025-03-14" />
      <WarrantyBadge verdict="expiring" />
      <WarrantyBadge verdict="unknown" endsOn={null} />
    </>,
  );

  expect(screen.getByText('In warranty until 17/Jun/2027')).toBeVisible();
  expect(screen.getByText('Out of warranty: ended on 14/Mar/2025')).toBeVisible();
  expect(screen.getByText('Expiring')).toBeVisible();
  expect(screen.getByText('Unknown')).toBeVisible();
});
