import {
  IconBuildingStore,
  IconClockHour4,
  IconCalendarUser,
  IconLockAccess,
  IconMessageReport,
  IconPackage,
  IconReceipt,
  IconReportAnalytics,
  IconShieldLock,
  IconSmartHome,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { Action, Subject } from '#domain/auth/permissions.ts';
import { paths } from '#web/lib/paths.ts';

export interface NavLeaf {
  /** Key under `nav.` in the catalogs. */
  label: string;
  to: string;
  /** Shown instead of the label's message: a saved view's own name. */
  text?: string;
  /** Active only while the address's `?view=` is this (a view opens on its list's path). */
  view?: string;
  /** The complaints it holds, beside it: '12', or '999+' past the cap. */
  count?: { count: number; more: boolean };
}

export interface NavItem {
  label: string;
  icon: Icon;
  action: Action;
  subject: Subject;
  to?: string;
  children?: NavLeaf[];
}

/** The vertical navigation; each item shows only to users whose abilities allow its action. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'dashboard', icon: IconSmartHome, to: paths.dashboard, action: 'read', subject: 'Dashboard' },
  { label: 'reports', icon: IconReportAnalytics, to: paths.reports, action: 'read', subject: 'Reports' },
  {
    label: 'myDashboard',
    icon: IconCalendarUser,
    to: paths.myDashboard,
    action: 'read',
    subject: 'Complaint',
  },
  {
    label: 'complaints',
    icon: IconMessageReport,
    action: 'read',
    subject: 'Complaint',
    children: [
      { label: 'allComplaints', to: paths.complaints },
      { label: 'pending', to: paths.pendingComplaints },
      { label: 'inProcess', to: paths.inProcessComplaints },
      { label: 'resolved', to: paths.resolvedComplaints },
    ],
  },
  { label: 'dealers', icon: IconBuildingStore, to: paths.dealers, action: 'read', subject: 'Dealer' },
  { label: 'products', icon: IconPackage, to: paths.products, action: 'read', subject: 'Product' },
  { label: 'users', icon: IconUsers, to: paths.users, action: 'read', subject: 'User' },
  {
    label: 'paymentProofs',
    icon: IconReceipt,
    to: paths.paymentProofs,
    action: 'read',
    subject: 'PaymentProof',
  },
  { label: 'roles', icon: IconShieldLock, to: paths.roles, action: 'read', subject: 'Role' },
  { label: 'sla', icon: IconClockHour4, to: paths.sla, action: 'read', subject: 'Role' },
  {
    label: 'accessControl',
    icon: IconLockAccess,
    to: paths.accessControl,
    action: 'read',
    subject: 'AclDemo',
  },
];
