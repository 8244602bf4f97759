import { visitApi } from '#domain/visits/visit.api.ts';
import type { FinishVisitInput, VisitReply } from '#domain/visits/visit.schemas.ts';
import { ApiError, call } from '#web/lib/api-client.ts';
import { indexedDbFileStore, type DeviceFileStore } from '#web/lib/device-files.ts';
import { rememberedUserId } from '#web/lib/settings.ts';
import { keptDrafts, readDraft, writeDraft } from '#web/lib/use-draft.ts';
import { reportKey, visitDraftPrefix, type VisitDraft, type VisitLocation } from './visit-draft.ts';
import { startVisit } from './start-visit.ts';
import { uploadVisitPhotos } from './upload-visit-photos.ts';

/**
 * A finished visit report waiting to be sent: kept on the device until the server has it. A
 * report the server refused (conflict, permission, validation) keeps its `problem` and stays
 * until the person dismisses it: it is never dropped silently.
 */
export interface QueuedReport {
  key: string;
  complaintId: number;
  visitId: number | null;
  version: number;
  startedAt: string;
  location: VisitLocation | null;
  report: Omit<FinishVisitInput, 'version'>;
  /** Photos taken while offline, kept in the device's file store under `key`, sent before the report (absent in reports queued before photos were kept). */
  photos?: number;
  problem: string | null;
}

/** Where photos taken offline wait: IndexedDB in the browser; tests swap in a memory store. */
let photoStore: DeviceFileStore = indexedDbFileStore;
export function setPhotoStore(store: DeviceFileStore) {
  photoStore = store;
}

/** Keeps photos of the visit being recorded until they can be sent (offline, or started offline). */
export function keepPhotos(key: string, files: File[]): Promise<void> {
  return photoStore.put(key, files);
}

const queueKey = (userId: number) => `visit-queue:${userId}`;
const listeners = new Set<() => void>();
const EMPTY: QueuedReport[] = [];
const snapshots = new Map<number, QueuedReport[]>();

function read(userId: number): QueuedReport[] {
  let cached = snapshots.get(userId);
  if (!cached) {
    cached = readDraft<QueuedReport[]>(queueKey(userId), EMPTY);
    snapshots.set(userId, cached);
  }
  return cached;
}

function write(userId: number, items: QueuedReport[]) {
  snapshots.set(userId, items);
  writeDraft(queueKey(userId), items.length === 0 ? null : items);
  listeners.forEach((listener) => listener());
}

function change(userId: number, key: string, next: QueuedReport | null) {
  write(
    userId,
    read(userId).flatMap((item) => (item.key !== key ? [item] : next ? [next] : [])),
  );
}

/** For useSyncExternalStore. */
export const visitQueue = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  items: read,
};

/** Turns the finished draft into a queued report, stamped now. */
export function enqueueReport(userId: number, complaintId: number, draft: VisitDraft, finishedAt: string) {
  const item: QueuedReport = {
    key: reportKey(complaintId, draft.startedAt),
    complaintId,
    visitId: draft.visitId,
    version: draft.version,
    startedAt: draft.startedAt,
    location: draft.location,
    report: {
      finished_at: finishedAt,
      work_done: draft.workDone,
      outcome: draft.outcome as FinishVisitInput['outcome'],
      parts: draft.parts
        .filter((part) => part.part.trim() !== '')
        .map((part) => ({ ...part, quantity: Number(part.quantity) })),
      customer_name: draft.customerName,
      signature: draft.signature,
    },
    photos: draft.pendingPhotos ?? 0,
    problem: null,
  };
  write(userId, [...read(userId).filter((other) => other.key !== item.key), item]);
}

/** Drops a refused report (the person read why), with any photos it kept. */
export function dismissReport(userId: number, key: string) {
  change(userId, key, null);
  void photoStore.remove(key);
}

/** Bumped when a person's queue is forgotten: a sending run that started before stops. */
let generation = 0;

/**
 * At sign-out: the person's queued reports, the photos kept for them and for the visit they were
 * recording are deleted from the device, and a sending run in progress stops before its next step
 * (nothing of theirs is sent under the next person's session). Their typed drafts go with
 * `forgetDraftsOf`.
 */
export async function forgetQueueOf(userId: number): Promise<void> {
  generation += 1;
  const draftPrefix = visitDraftPrefix(userId);
  const photoKeys = [
    ...read(userId).map((item) => item.key),
    ...keptDrafts<VisitDraft>(draftPrefix).flatMap(([key, draft]) =>
      draft ? [reportKey(Number(key.slice(draftPrefix.length)), draft.startedAt)] : [],
    ),
  ];
  write(userId, []);
  await Promise.all(photoKeys.map((key) => photoStore.remove(key).catch(() => undefined)));
}

const sentListeners = new Set<(sent: VisitReply[]) => void>();

/** Called with what each sending run delivered (whoever started it: the app or a complaint screen). */
export function onReportsSent(listener: (sent: VisitReply[]) => void) {
  sentListeners.add(listener);
  return () => {
    sentListeners.delete(listener);
  };
}

let sending: Promise<VisitReply[]> | null = null;
let sendAgain = false;

/**
 * Sends the queued reports, oldest first, with the normal checks: a visit started offline is
 * started first (with its own arrival time), its photos taken offline are uploaded, then it is
 * finished at its version. Each step is remembered as it succeeds, so a retry goes on from there.
 * Stops at the first network failure (still offline); answers what was sent.
 */
export function sendQueuedReports(userId: number): Promise<VisitReply[]> {
  // Asked while a run is under way (the connection came back while a run still waited for its
  // failing request): that run may have stopped at a network failure, so another follows it.
  if (sending) {
    sendAgain = true;
    return sending;
  }
  sending = sendAll(userId)
    .then((sent) => {
      if (sent.length > 0) sentListeners.forEach((listener) => listener(sent));
      return sent;
    })
    .finally(() => {
      sending = null;
      if (sendAgain) {
        sendAgain = false;
        void sendQueuedReports(userId);
      }
    });
  return sending;
}

async function sendAll(userId: number): Promise<VisitReply[]> {
  const sent: VisitReply[] = [];
  const started = generation;
  // Each step first checks that the person's queue was not forgotten (signed out) meanwhile, and
  // that the browser's session is still theirs: someone else signing in, in another tab, stops it.
  const current = () => {
    if (generation !== started || rememberedUserId() !== userId) throw new QueueForgotten();
  };
  for (const queued of read(userId)) {
    if (queued.problem !== null) continue;
    let item = queued;
    try {
      current();
      let { visitId } = item;
      if (visitId === null) {
        const { visit } = await startVisit(item.complaintId, item.startedAt, item.location);
        current();
        visitId = visit.id;
        // Remembered at once, so a retry finishes this visit rather than starting another.
        item = { ...item, visitId, version: visit.version };
        change(userId, item.key, item);
      }
      if ((item.photos ?? 0) > 0) {
        const files = await photoStore.read(item.key);
        current();
        // Photos go while the visit is open (the server takes none for a finished visit).
        if (files.length > 0) await uploadVisitPhotos(item.complaintId, visitId, files, () => undefined);
        await photoStore.remove(item.key);
        item = { ...item, photos: 0 };
        change(userId, item.key, item);
        current();
      }
      sent.push(
        await call(visitApi.finish, {
          params: { id: visitId },
          body: { ...item.report, version: item.version },
        }),
      );
      change(userId, item.key, null);
    } catch (error) {
      // Offline, or the session expired: kept as it is, sent when the same person is back.
      if (
        error instanceof QueueForgotten ||
        (error instanceof ApiError && (error.status === 0 || error.status === 401))
      )
        break;
      change(userId, item.key, { ...item, problem: error instanceof Error ? error.message : String(error) });
    }
  }
  return sent;
}

class QueueForgotten extends Error {}
