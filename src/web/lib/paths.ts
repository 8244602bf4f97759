/** Every path the app navigates to, in one place (architecture.md section 5). */
export const paths = {
  root: '/',
  login: '/login',
  dashboard: '/dashboards/crm',
  myDashboard: '/dashboards/mine',
  reports: '/reports',
  accessControl: '/access-control',
  notAuthorized: '/not-authorized',
  serverError: '/pages/misc/server-error',
  maintenance: '/pages/misc/under-maintenance',
  comingSoon: '/pages/misc/coming-soon',
  complaints: '/complaints',
  createComplaint: '/complaints/create',
  myComplaints: '/complaints/mine',
  editComplaint: '/complaints/:id/edit',
  jobSheet: '/complaints/:id/job-sheet',
  pendingComplaints: '/pendingcomplaints',
  inProcessComplaints: '/inprocesscomplaints',
  resolvedComplaints: '/resolvedcomplaints',
  dealers: '/dealers',
  createDealer: '/dealers/create',
  editDealer: '/dealers/:id/edit',
  products: '/products',
  createProduct: '/products/create',
  editProduct: '/products/:id/edit',
  users: '/users/list',
  paymentProofs: '/payment-proof-view',
  roles: '/apps/roles',
  createUser: '/users/create',
  permissions: '/apps/permissions',
  sla: '/apps/sla',
  accountSettings: '/pages/account-settings',
  userProfile: '/pages/user-profile',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  register: '/register',
} as const;

/** A staff member's view. */
export function userViewPath(id: number): string {
  return `/apps/user/view/${id}`;
}

/** The edit screen of one complaint (spec 2.3). */
export function complaintEditPath(id: number): string {
  return `/complaints/${id}/edit`;
}

/** The printable job sheet of one complaint (decision 021). */
export function jobSheetPath(id: number): string {
  return `/complaints/${id}/job-sheet`;
}

/** What a link to a complaint's edit screen may carry: the list it was opened from, for Back. */
export interface ComplaintEditState {
  from: string;
}

/** The list a complaint's edit screen was opened from, when it was opened from one. */
export function complaintEditFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = state.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** The edit screen of one catalogue product (decision 018). */
export function productEditPath(id: number): string {
  return `/products/${id}/edit`;
}

/** The edit screen of one dealer (spec 2.5). */
export function dealerEditPath(id: number): string {
  return `/dealers/${id}/edit`;
}

/** The sign-in address that brings the user back to `target` (path and query) afterwards. */
export function loginPathFor(target: string): string {
  return target && target !== '/' ? `${paths.login}?redirect=${encodeURIComponent(target)}` : paths.login;
}
