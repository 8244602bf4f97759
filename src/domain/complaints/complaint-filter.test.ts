import { describe, expect, test } from 'vitest';
import {
  activeFilterCount,
  complaintFilterSchema,
  EMPTY_COMPLAINT_FILTER,
  filterFromSearchParams,
  filterToQuery,
  type ComplaintFilter,
} from './complaint-filter.ts';

/** The query as a URLSearchParams, a list repeating its key, as the page address holds it. */
function searchParams(query: Record<string, string | string[]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  return params;
}

const FULL: ComplaintFilter = {
  search: 'khan',
  priority: 'L3',
  status: ['Open', 'Pending'],
  assignee: ['me', 'none', 12],
  dealer: [4, 9],
  province: 'Sindh',
  city: 'Karachi',
  createdFrom: '2024-01-01',
  createdTo: '2024-01-31',
  warranty: ['out_of_warranty', 'unknown'],
  flagged: true,
  order: 'priority',
};

describe('complaintFilterSchema', () => {
  test('nothing is every complaint the reader may read, newest first', () => {
    expect(complaintFilterSchema.parse({})).toEqual({
      priority: 'All',
      status: [],
      assignee: [],
      dealer: [],
      warranty: [],
      flagged: false,
      order: 'desc',
    });
  });

  test('a key given once is a list of one; a repeated key is a list; ids are numbers', () => {
    const filter = complaintFilterSchema.parse({ status: 'Open', dealer: ['3', '7'], assignee: ['me', '5'] });
    expect(filter.status).toEqual(['Open']);
    expect(filter.dealer).toEqual([3, 7]);
    expect(filter.assignee).toEqual(['me', 5]);
  });

  test('empty values are no filter', () => {
    expect(complaintFilterSchema.parse({ status: '', province: '', createdFrom: '' })).toEqual(
      EMPTY_COMPLAINT_FILTER,
    );
  });

  test.each([
    ['status', { status: 'Closed' }],
    ['dealer', { dealer: 'x' }],
    ['dealer', { dealer: '0' }],
    ['assignee', { assignee: 'everyone' }],
    ['createdFrom', { createdFrom: '2023-02-29' }],
    ['createdTo', { createdTo: '2024-1-5' }],
    ['province', { province: 'Atlantis' }],
    ['order', { order: 'random' }],
  ])('a bad %s is refused on its field', (field, input) => {
    const result = complaintFilterSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(new Set(result.error?.issues.map((issue) => issue.path[0]))).toEqual(new Set([field]));
  });

  test("'from' after 'to' is refused on 'to' with the date range message", () => {
    const result = complaintFilterSchema.safeParse({ createdFrom: '2024-02-02', createdTo: '2024-02-01' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['createdTo'], message: 'validation.dateRange' }),
    ]);
  });

  test('a leap day is a date', () => {
    expect(complaintFilterSchema.parse({ createdFrom: '2024-02-29' }).createdFrom).toBe('2024-02-29');
  });
});

describe('filterToQuery and filterFromSearchParams', () => {
  test('the default filter is an empty query', () => {
    expect(filterToQuery(EMPTY_COMPLAINT_FILTER)).toEqual({});
  });

  test('a full filter survives the round trip through the page address', () => {
    const query = filterToQuery(FULL);
    expect(query).toEqual({
      search: 'khan',
      priority: 'L3',
      status: ['Open', 'Pending'],
      assignee: ['me', 'none', '12'],
      dealer: ['4', '9'],
      province: 'Sindh',
      city: 'Karachi',
      createdFrom: '2024-01-01',
      createdTo: '2024-01-31',
      warranty: ['out_of_warranty', 'unknown'],
      flagged: '1',
      order: 'priority',
    });
    const address = searchParams(query).toString();
    expect(address).toContain('status=Open&status=Pending');
    expect(filterFromSearchParams(new URLSearchParams(address))).toEqual(FULL);
  });

  test('each field alone survives the round trip', () => {
    for (const [key, value] of Object.entries(filterToQuery(FULL))) {
      const filter = filterFromSearchParams(searchParams({ [key]: value }));
      expect(filter[key as keyof ComplaintFilter], key).toEqual(FULL[key as keyof ComplaintFilter]);
    }
  });

  test('a bad value falls back to its default and keeps the good ones', () => {
    const filter = filterFromSearchParams(
      searchParams({ status: ['Open', 'Closed'], dealer: '4', order: 'sideways', createdFrom: '2024-13-01' }),
    );
    expect(filter).toEqual({ ...EMPTY_COMPLAINT_FILTER, dealer: [4] });
  });

  test("'from' after 'to' drops 'to' and keeps the rest rather than failing the page", () => {
    const filter = filterFromSearchParams(
      searchParams({ createdFrom: '2024-05-02', createdTo: '2024-05-01', city: 'Lahore' }),
    );
    expect(filter).toEqual({ ...EMPTY_COMPLAINT_FILTER, city: 'Lahore', createdFrom: '2024-05-02' });
  });

  test('keys the filter does not know (message, openForm) are ignored', () => {
    expect(filterFromSearchParams(searchParams({ message: 'created', openForm: 'true' }))).toEqual(
      EMPTY_COMPLAINT_FILTER,
    );
  });
});

describe('activeFilterCount', () => {
  test('counts the filters of the drawer, not search nor order; both dates count once', () => {
    expect(activeFilterCount(EMPTY_COMPLAINT_FILTER)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_COMPLAINT_FILTER, search: 'x', order: 'asc' })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_COMPLAINT_FILTER, createdFrom: '2024-01-01' })).toBe(1);
    expect(activeFilterCount(FULL)).toBe(9);
  });
});
