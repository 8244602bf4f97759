import { useEffect, useRef, useSyncExternalStore } from 'react';
import { parseLiveMessage, type LiveMessage } from '#domain/live/live.schemas.ts';

/**
 * The tab's one live stream (`GET /api/events`, decision 016). The browser's EventSource
 * reconnects by itself after a network break, sending the last event id; when the server refuses
 * (503 while the database is away, 401 after sign-out) it gives up, so the stream is opened again
 * here with growing pauses, from the last event it saw.
 */
export type LiveStatus = 'connecting' | 'open' | 'closed';

type Listener = (message: LiveMessage) => void;

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
const EVENTS_PATH = '/api/events';

let source: EventSource | null = null;
let status: LiveStatus = 'closed';
let lastEventId: string | null = null;
let users = 0;
let failures = 0;
let retry: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<Listener>();
const statusListeners = new Set<() => void>();

function setStatus(next: LiveStatus) {
  if (status === next) return;
  status = next;
  for (const listener of statusListeners) listener();
}

function open() {
  if (typeof EventSource === 'undefined' || source) return;
  const url = lastEventId ? `${EVENTS_PATH}?lastEventId=${encodeURIComponent(lastEventId)}` : EVENTS_PATH;
  const next = new EventSource(url, { withCredentials: true });
  source = next;
  setStatus('connecting');
  next.onopen = () => {
    failures = 0;
    setStatus('open');
  };
  next.onmessage = (event: MessageEvent<string>) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
    const message = parseLiveMessage(event.data);
    if (message) for (const listener of [...listeners]) listener(message);
  };
  next.onerror = () => {
    if (next.readyState !== EventSource.CLOSED) {
      setStatus('connecting');
      return;
    }
    // Refused or broken for good: the 30 s polls take over until the stream opens again.
    next.close();
    if (source === next) source = null;
    setStatus('closed');
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
    failures++;
    retry = setTimeout(() => {
      retry = null;
      if (users > 0) open();
    }, wait);
  };
}

function close() {
  if (retry) clearTimeout(retry);
  retry = null;
  source?.close();
  source = null;
  setStatus('closed');
}

/** Keeps the stream open while a component using it is mounted (the signed-in layout). */
export function useLiveConnection(): void {
  useEffect(() => {
    users++;
    open();
    return () => {
      users--;
      if (users === 0) close();
    };
  }, []);
}

/** Whether the stream is open: polls that stand in for it run only while it is not. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (onChange) => {
      statusListeners.add(onChange);
      return () => statusListeners.delete(onChange);
    },
    () => status,
  );
}

/** Calls `handler` for every message of the stream while the component is mounted. */
export function useLiveEvent(handler: Listener): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener: Listener = (message) => latest.current(message);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}

/** For tests: hands a message to the listeners as if the stream had sent it. */
export function emitLiveMessage(message: LiveMessage): void {
  for (const listener of [...listeners]) listener(message);
}
