import { describe, expect, test } from 'vitest';
import { bucketStarts, monthsAndEdges, resolvePeriod, weekStart } from './dashboard-period.ts';

describe('the dashboard periods', () => {
  test('end today and compare with the same number of days before', () => {
    expect(resolvePeriod('today', '2026-03-10')).toEqual({
      from: '2026-03-10',
      to: '2026-03-10',
      previousFrom: '2026-03-09',
      previousTo: '2026-03-09',
      bucket: 'day',
    });
    expect(resolvePeriod('7d', '2026-03-10')).toMatchObject({
      from: '2026-03-04',
      previousFrom: '2026-02-25',
    });
    expect(resolvePeriod('30d', '2026-03-10')).toMatchObject({ from: '2026-02-09', bucket: 'day' });
    expect(resolvePeriod('90d', '2026-03-10')).toMatchObject({ from: '2025-12-11', bucket: 'week' });
  });

  test('this year starts on 1 January; a custom period is taken as given', () => {
    expect(resolvePeriod('year', '2026-03-10')).toEqual({
      from: '2026-01-01',
      to: '2026-03-10',
      previousFrom: '2025-10-24',
      previousTo: '2025-12-31',
      bucket: 'week',
    });
    expect(resolvePeriod('custom', '2026-03-10', { from: '2024-02-28', to: '2024-03-01' })).toEqual({
      from: '2024-02-28',
      to: '2024-03-01',
      previousFrom: '2024-02-25',
      previousTo: '2024-02-27',
      bucket: 'day',
    });
  });

  test('weekly buckets start on Monday, the first one before the period when it starts mid-week', () => {
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
    expect(weekStart('2026-03-09')).toBe('2026-03-09');
    expect(bucketStarts({ from: '2026-03-04', to: '2026-03-20', bucket: 'week' })).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    expect(bucketStarts({ from: '2026-03-04', to: '2026-03-06', bucket: 'day' })).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
    ]);
  });

  test('a period splits into its whole months and the days at its ends', () => {
    expect(monthsAndEdges('2026-01-01', '2026-11-24')).toEqual({
      months: ['2026-01-01', '2026-10-01'],
      days: [['2026-11-01', '2026-11-24']],
    });
    expect(monthsAndEdges('2025-08-27', '2025-11-24')).toEqual({
      months: ['2025-09-01', '2025-10-01'],
      days: [
        ['2025-08-27', '2025-08-31'],
        ['2025-11-01', '2025-11-24'],
      ],
    });
    // Whole months at both ends, February of a leap year, across a new year.
    expect(monthsAndEdges('2023-12-01', '2024-02-29')).toEqual({
      months: ['2023-12-01', '2024-02-01'],
      days: [],
    });
    expect(monthsAndEdges('2024-02-01', '2024-02-28')).toEqual({
      months: null,
      days: [['2024-02-01', '2024-02-28']],
    });
    expect(monthsAndEdges('2026-10-26', '2026-11-24')).toEqual({
      months: null,
      days: [['2026-10-26', '2026-11-24']],
    });
    expect(monthsAndEdges('2026-03-10', '2026-03-10')).toEqual({
      months: null,
      days: [['2026-03-10', '2026-03-10']],
    });
  });
});
