import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { complaintKeys } from '#web/features/complaints/api/complaint-keys.ts';
import { visitKeys } from '#web/features/visits/api/visit-keys.ts';
import { onReportsSent, sendQueuedReports } from '#web/features/visits/api/visit-queue.ts';

/**
 * Sends the visit reports finished offline wherever the person is in the app (decision 030): when
 * the app opens and each time the connection returns, not only while a complaint screen is open.
 * What was sent refreshes the visits and the complaints it changed.
 */
export function VisitQueueSender() {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id ?? null;

  useEffect(
    () =>
      onReportsSent((sent) => {
        void queryClient.invalidateQueries({ queryKey: visitKeys.all });
        for (const id of new Set(sent.map((reply) => reply.visit.complaint_id)))
          void queryClient.invalidateQueries({ queryKey: complaintKeys.editAll(id) });
      }),
    [queryClient],
  );

  useEffect(() => {
    if (userId === null) return;
    const send = () => void sendQueuedReports(userId);
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [userId]);

  return null;
}
