import { describe, expect, it } from 'vitest';
import { coverEndsOn, judgeWarranty, type WarrantyTerms } from './warranty.ts';

const twelveMonths: WarrantyTerms = { cover_months: 12, part_covers: [] };

describe('coverEndsOn', () => {
  it('ends the day before the same day N months later', () => {
    expect(coverEndsOn('2024-03-15', 12)).toBe('2025-03-14');
    expect(coverEndsOn('2024-01-01', 1)).toBe('2024-01-31');
    expect(coverEndsOn('2023-11-20', 3)).toBe('2024-02-19');
  });

  it('runs to the end of the month when the day does not exist there', () => {
    // Bought on a leap day: no 29 February in 2025, so the cover runs through 28 February.
    expect(coverEndsOn('2024-02-29', 12)).toBe('2025-02-28');
    // Four years on the day exists again.
    expect(coverEndsOn('2024-02-29', 48)).toBe('2028-02-28');
    expect(coverEndsOn('2025-01-31', 1)).toBe('2025-02-28');
    expect(coverEndsOn('2024-01-31', 1)).toBe('2024-02-29');
  });
});

describe('judgeWarranty', () => {
  it('is in warranty through the last day of cover and out the day after', () => {
    expect(judgeWarranty('2024-03-15', twelveMonths, '2025-03-14')).toMatchObject({
      verdict: 'expiring',
      ends_on: '2025-03-14',
    });
    expect(judgeWarranty('2024-03-15', twelveMonths, '2025-03-15')).toMatchObject({
      verdict: 'out_of_warranty',
      ends_on: '2025-03-14',
    });
  });

  it('is expiring when the cover ends within 30 days, in warranty before that', () => {
    expect(judgeWarranty('2024-03-15', twelveMonths, '2025-02-12').verdict).toBe('expiring');
    expect(judgeWarranty('2024-03-15', twelveMonths, '2025-02-11').verdict).toBe('in_warranty');
    expect(judgeWarranty('2024-03-15', twelveMonths, '2024-03-15').verdict).toBe('in_warranty');
  });

  it('judges a leap-day purchase across a year without 29 February', () => {
    expect(judgeWarranty('2024-02-29', twelveMonths, '2025-02-28').verdict).toBe('expiring');
    expect(judgeWarranty('2024-02-29', twelveMonths, '2025-03-01').verdict).toBe('out_of_warranty');
  });

  it('tells a part whose longer cover outlasts the ended unit cover', () => {
    const terms: WarrantyTerms = {
      cover_months: 12,
      part_covers: [
        { part: 'Compressor', months: 60 },
        { part: 'Remote', months: 6 },
      ],
    };
    expect(judgeWarranty('2023-06-01', terms, '2025-01-10')).toEqual({
      verdict: 'out_of_warranty',
      ends_on: '2024-05-31',
      parts_covered: [{ part: 'Compressor', ends_on: '2028-05-31' }],
    });
    // Once the part's cover ended too, nothing is covered.
    expect(judgeWarranty('2023-06-01', terms, '2028-06-01').parts_covered).toEqual([]);
  });

  it('is unknown without a purchase date or a catalogue product', () => {
    const unknown = { verdict: 'unknown', ends_on: null, parts_covered: [] };
    expect(judgeWarranty(null, twelveMonths, '2025-01-01')).toEqual(unknown);
    expect(judgeWarranty('2024-01-01', null, '2025-01-01')).toEqual(unknown);
  });
});
