import { useCallback, useEffect, useRef, useState } from 'react';
import { liveApi } from '#domain/live/live.api.ts';
import { PRESENCE_BEAT_MS, type PresenceReply } from '#domain/live/live.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { useLiveEvent } from '#web/lib/live-events.ts';

/** This tab, told apart from the same person's other tabs (a copied tab gets a new one). */
const TAB_ID = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('');

export type Viewer = PresenceReply['viewers'][number];

/**
 * Says, every PRESENCE_BEAT_MS and at once when `editing` changes, that this tab is on the
 * complaint; answers the others who are. A `presence` event (someone came, left, started or
 * stopped editing) asks again at once.
 */
export function usePresence(complaintId: number, editing: boolean): Viewer[] {
  const [viewers, setViewers] = useState<Viewer[]>([]);
  const state = useRef<'viewing' | 'editing'>('viewing');

  const beat = useCallback(
    (now: 'viewing' | 'editing' | 'left') =>
      call(liveApi.presence, { params: { id: complaintId }, body: { tab: TAB_ID, state: now } }).then(
        (reply) => {
          if (now !== 'left') setViewers(reply.viewers);
        },
        () => undefined,
      ),
    [complaintId],
  );

  useEffect(() => {
    state.current = editing ? 'editing' : 'viewing';
    void beat(state.current);
    const timer = setInterval(() => void beat(state.current), PRESENCE_BEAT_MS);
    return () => clearInterval(timer);
  }, [beat, editing]);

  useEffect(
    () => () => {
      setViewers([]);
      void beat('left');
    },
    [beat],
  );

  useLiveEvent((message) => {
    if (message.kind === 'presence' && message.complaintId === complaintId) void beat(state.current);
  });
  return viewers;
}
