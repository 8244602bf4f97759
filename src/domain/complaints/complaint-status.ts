export const COMPLAINT_STATUSES = ['Open', 'In Process', 'Pending', 'Resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** Badge colours (spec 4): Open grey, Pending red, In Process cyan, Resolved green. */
export const STATUS_COLORS: Record<ComplaintStatus, 'secondary' | 'error' | 'info' | 'success'> = {
  Open: 'secondary',
  Pending: 'error',
  'In Process': 'info',
  Resolved: 'success',
};

/** The four lists (spec 2.3): their page path, API path, the status they show and their title key. */
export const COMPLAINT_LISTS = {
  all: { path: '/complaints', api: '/complaints', status: null, title: 'complaints.lists.all' },
  pending: {
    path: '/pendingcomplaints',
    api: '/pendingcomplaints',
    status: 'Pending',
    title: 'complaints.lists.pending',
  },
  inProcess: {
    path: '/inprocesscomplaints',
    api: '/inprocesscomplaints',
    status: 'In Process',
    title: 'complaints.lists.inProcess',
  },
  resolved: {
    path: '/resolvedcomplaints',
    api: '/resolvedcomplaints',
    status: 'Resolved',
    title: 'complaints.lists.resolved',
  },
} as const satisfies Record<
  string,
  { path: string; api: string; status: ComplaintStatus | null; title: string }
>;
export type ComplaintListName = keyof typeof COMPLAINT_LISTS;
