import { useCallback } from 'react';
import { isStaff } from '#domain/auth/roles.ts';
import { MY_COMPLAINTS_ADDRESS, MY_COMPLAINTS_VIEW, viewAddress } from '#domain/complaints/view-address.ts';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { useAbility } from '#web/features/auth/api/use-ability.ts';
import { useSavedViews } from '#web/features/saved-views/api/get-saved-views.ts';
import { useViewCounts } from '#web/features/saved-views/api/get-view-counts.ts';
import type { NavItem, NavLeaf } from './nav-items.ts';

/**
 * Adds to the Complaints group 'My complaints' (staff only) after 'All Complaints', and then the
 * reader's saved views, each with its count (decision 014).
 */
export function useViewLeaves(): (item: NavItem) => NavItem {
  const session = useSession();
  const staff = session.data ? isStaff(session.data.role) : false;
  // Views are ways of reading complaints: only asked for by those who may read them.
  const readsComplaints = useAbility().can('read', 'Complaint') && Boolean(session.data);
  const views = useSavedViews(readsComplaints);
  const counts = useViewCounts(readsComplaints);
  return useCallback(
    (item: NavItem) => {
      if (item.label !== 'complaints' || !item.children) return item;
      const mine: NavLeaf[] = staff
        ? [
            {
              label: 'myComplaints',
              to: MY_COMPLAINTS_ADDRESS,
              view: MY_COMPLAINTS_VIEW,
              count: counts.data?.mine,
            },
          ]
        : [];
      const saved = (views.data?.views ?? []).map((view): NavLeaf => ({
        label: `view-${view.id}`,
        text: view.name,
        to: viewAddress(view.list, view.filter, String(view.id)),
        view: String(view.id),
        count: counts.data?.views.find((count) => count.id === view.id),
      }));
      const [first, ...rest] = item.children;
      return { ...item, children: [...(first ? [first] : []), ...mine, ...rest, ...saved] };
    },
    [staff, views.data, counts.data],
  );
}
