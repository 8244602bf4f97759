import { and, asc, gt, inArray, lt, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_EVENT_KINDS, type LiveEventKind } from '#domain/live/live.schemas.ts';
import type { Database } from '#server/db/client.ts';
import type { Listen } from '#server/db/listener.ts';
import { COMPLAINT_RULE_COLUMNS, complaints } from '#server/db/schema/complaints.ts';
import { complaintPresence, liveEvents } from '#server/db/schema/live.ts';
import { LIVE_CHANNEL } from './live-events.ts';

export interface StoredLiveEvent {
  id: number;
  kind: LiveEventKind;
  complaint_id: number | null;
  user_id: number | null;
}

/** The columns a role's rules look at, of the complaint an event names (null when it is gone). */
export interface ComplaintRuleRow {
  id: number;
  assignee_id: number | null;
  dealer_id: number | null;
  created_by: number | null;
  status: string;
  priority: string;
}

export interface LiveSubscriber {
  /** Every event, once, in the order of its id; the subscriber decides whether its reader may hear it. */
  receive(event: StoredLiveEvent, complaint: ComplaintRuleRow | null): void;
  /** Every HEARTBEAT_MS while idle or not: a comment line keeps proxies from closing the stream. */
  heartbeat(): void;
  close(): void;
}

export const HEARTBEAT_MS = 15_000;
/** Without LISTEN (a test app built without it), the table is read this often instead. */
const POLL_MS = 1_000;
const RETRY_MS = 1_000;
/** Events are kept this long: a stream that was away longer starts afresh (a `reset`). */
export const RETENTION_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
const REMEMBERED_IDS = 20_000;
const CATCH_UP_PAGE = 1_000;

const isKind = (kind: string): kind is LiveEventKind => LIVE_EVENT_KINDS.some((known) => known === kind);

/**
 * One per app process: hears the ids NOTIFY sends, reads those events once, with the complaints
 * they name, and hands each to every stream of this process. A break of the LISTEN connection
 * (or of the database) is caught up by reading what came after the last event handed on.
 */
export class LiveHub {
  private readonly subscribers = new Set<LiveSubscriber>();
  private readonly pending = new Set<string>();
  private readonly delivered = new Set<number>();
  private watermark = 0;
  private flushing: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly timers: NodeJS.Timeout[] = [];
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly listen: Listen | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.watermark = await this.latestId();
    const handlers = {
      onMessage: (payload: string) => this.enqueue(payload.split(',')),
      onReconnected: () => this.enqueue(['*']),
    };
    if (this.listen) this.unlisten = await this.listen(LIVE_CHANNEL, handlers);
    else this.every(POLL_MS, () => this.enqueue(['*']));
    this.every(HEARTBEAT_MS, () => {
      for (const subscriber of this.subscribers) subscriber.heartbeat();
    });
    this.every(PRUNE_EVERY_MS, () => void this.prune());
  }

  get size(): number {
    return this.subscribers.size;
  }

  subscribe(subscriber: LiveSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** The newest event's id: where a stream opened without `Last-Event-ID` starts. */
  async latestId(): Promise<number> {
    const [row] = await this.db.select({ id: max(liveEvents.id) }).from(liveEvents);
    return Number(row?.id ?? 0);
  }

  async exists(id: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(sql`${liveEvents.id} = ${id}`);
    return rows.length > 0;
  }

  /** Events after `id`, oldest first, at most `limit`. */
  async since(id: number, limit: number): Promise<StoredLiveEvent[]> {
    const rows = await this.db
      .select(EVENT_COLUMNS)
      .from(liveEvents)
      .where(gt(liveEvents.id, id))
      .orderBy(asc(liveEvents.id))
      .limit(limit);
    return rows.flatMap(toEvent);
  }

  async complaintsOf(events: StoredLiveEvent[]): Promise<Map<number, ComplaintRuleRow>> {
    const ids = [
      ...new Set(events.flatMap((event) => (event.complaint_id === null ? [] : [event.complaint_id]))),
    ];
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select(COMPLAINT_RULE_COLUMNS)
      .from(complaints)
      .where(inArray(complaints.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Ends every stream (shutdown: the browsers reconnect to another process) and stops listening. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    for (const subscriber of [...this.subscribers]) subscriber.close();
    this.subscribers.clear();
    await this.flushing;
    await this.unlisten?.().catch(() => undefined);
  }

  private every(ms: number, task: () => void) {
    const timer = setInterval(task, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private enqueue(ids: string[]) {
    for (const id of ids) if (id === '*' || /^\d+$/.test(id)) this.pending.add(id);
    this.flushing ??= this.flush().finally(() => (this.flushing = null));
  }

  private async flush(): Promise<void> {
    while (this.pending.size > 0 && !this.closed) {
      const batch = [...this.pending];
      this.pending.clear();
      try {
        await this.deliver(batch);
      } catch (error) {
        // The database is away: nothing is lost, the events wait in the table. Try again soon.
        this.log.warn({ err: error }, 'live events not read; retrying');
        this.pending.add('*');
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
      }
    }
  }

  private async deliver(batch: string[]): Promise<void> {
    let events: StoredLiveEvent[];
    if (batch.includes('*')) {
      events = [];
      for (;;) {
        const page = await this.since(this.watermark, CATCH_UP_PAGE);
        events.push(...page);
        if (page.length < CATCH_UP_PAGE) break;
        this.watermark = page.at(-1)!.id;
      }
    } else {
      const ids = batch.map(Number).filter((id) => !this.delivered.has(id));
      if (ids.length === 0) return;
      events = (
        await this.db
          .select(EVENT_COLUMNS)
          .from(liveEvents)
          .where(inArray(liveEvents.id, ids))
          .orderBy(asc(liveEvents.id))
      ).flatMap(toEvent);
    }
    events = events.filter((event) => !this.delivered.has(event.id));
    if (events.length === 0) return;
    const rows = await this.complaintsOf(events);
    for (const event of events) {
      this.remember(event.id);
      const complaint = event.complaint_id === null ? null : (rows.get(event.complaint_id) ?? null);
      for (const subscriber of this.subscribers) subscriber.receive(event, complaint);
    }
  }

  private remember(id: number) {
    this.delivered.add(id);
    if (id > this.watermark) this.watermark = id;
    if (this.delivered.size > REMEMBERED_IDS) {
      for (const old of this.delivered) {
        this.delivered.delete(old);
        if (this.delivered.size <= REMEMBERED_IDS / 2) break;
      }
    }
  }

  private async prune() {
    try {
      const before = new Date(Date.now() - RETENTION_MS);
      await this.db.delete(liveEvents).where(lt(liveEvents.created_at, before));
      await this.db
        .delete(complaintPresence)
        .where(and(lt(complaintPresence.seen_at, new Date(Date.now() - 60 * 60 * 1000))));
    } catch (error) {
      this.log.warn({ err: error }, 'live events not pruned');
    }
  }
}

const EVENT_COLUMNS = {
  id: liveEvents.id,
  kind: liveEvents.kind,
  complaint_id: liveEvents.complaint_id,
  user_id: liveEvents.user_id,
};

function toEvent(row: { id: number; kind: string; complaint_id: number | null; user_id: number | null }) {
  return isKind(row.kind) ? [{ ...row, kind: row.kind }] : [];
}
