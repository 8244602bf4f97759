import { useQueryClient } from '@tanstack/react-query';
import { complaintKeys } from '#web/features/complaints/api/complaint-keys.ts';
import { notificationKeys } from '#web/features/notifications/api/notification-keys.ts';
import { useLiveConnection, useLiveEvent } from '#web/lib/live-events.ts';

/**
 * Opens the tab's live stream while someone is signed in, and turns what it says into fresh
 * reads: the bell at once, the open complaint's edit screen (only queries on screen are read
 * again; the others are marked stale). Lists decide themselves (the 'N new complaints' bar).
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  useLiveConnection();
  useLiveEvent((message) => {
    switch (message.kind) {
      case 'notification':
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
        break;
      case 'complaint':
      case 'comment':
      case 'note':
      case 'image':
        if (message.complaintId !== null)
          void queryClient.invalidateQueries({ queryKey: complaintKeys.editAll(message.complaintId) });
        break;
      case 'reset':
        // Too much was missed, or this account's rights changed: read everything again.
        void queryClient.invalidateQueries();
        break;
      default:
        break;
    }
  });
  return null;
}
