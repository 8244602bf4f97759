// Free of zod: the router and the navigation build these addresses before any page's code loads.
import { COMPLAINT_LISTS, type ComplaintListName } from './complaint-status.ts';

/** The `?view=` value of the built-in 'My complaints' view (decision 014). */
export const MY_COMPLAINTS_VIEW = 'mine';

/** 'My complaints' in the filter's query form: assigned to me and not resolved. */
export const MY_COMPLAINTS_QUERY: Record<string, string[]> = {
  assignee: ['me'],
  status: ['Open', 'In Process', 'Pending'],
};

/** The list page's address that opens a view: its list, its filter, and `view=` for its title. */
export function viewAddress(
  list: ComplaintListName,
  filter: Record<string, string | string[]>,
  view: string,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  search.set('view', view);
  return `${COMPLAINT_LISTS[list].path}?${search}`;
}

/** Where 'My complaints' opens. */
export const MY_COMPLAINTS_ADDRESS = viewAddress('all', MY_COMPLAINTS_QUERY, MY_COMPLAINTS_VIEW);
