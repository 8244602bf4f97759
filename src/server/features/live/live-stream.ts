import { subject } from '@casl/ability';
import type { ServerResponse } from 'node:http';
import type { AppAbility } from '#domain/auth/permissions.ts';
import type { LiveEventKind, LiveMessage } from '#domain/live/live.schemas.ts';
import type { ComplaintRuleRow, LiveSubscriber, StoredLiveEvent } from '#server/live/live-hub.ts';
import type { AuthUser } from '#server/plugins/session.ts';

/** How often a stream re-checks its session without being told to (an idle timeout, an expiry). */
export const SESSION_RECHECK_MS = 60_000;

const SUBJECT_OF: Partial<Record<LiveEventKind, 'Comment' | 'Note' | 'Image'>> = {
  comment: 'Comment',
  note: 'Note',
  image: 'Image',
};

export interface StreamOwner {
  user: AuthUser;
  ability: AppAbility;
  /** Whether the session still lets this user in with the same rights: null when it ended. */
  check(): Promise<AuthUser | null>;
}

/**
 * One browser tab's stream. Events wait in `buffer` while the missed ones are replayed, so an
 * event is written once, in order. Each is checked against this reader's rights at the moment it
 * is sent: the complaint it names must be readable now, a note event needs the right to read
 * notes, a user's own events (notifications) reach only that user.
 */
export class LiveStream implements LiveSubscriber {
  private buffer: { event: StoredLiveEvent; complaint: ComplaintRuleRow | null }[] | null = [];
  private ended = false;
  private checking: Promise<void> | null = null;
  private readonly recheckTimer: NodeJS.Timeout;
  onEnd: () => void = () => undefined;

  constructor(
    private readonly owner: StreamOwner,
    private readonly out: ServerResponse,
    private readonly log: { warn(data: object, message: string): void },
  ) {
    this.recheckTimer = setInterval(() => this.recheck(), SESSION_RECHECK_MS);
    this.recheckTimer.unref();
    out.on('close', () => this.finish());
  }

  receive(event: StoredLiveEvent, complaint: ComplaintRuleRow | null): void {
    if (this.buffer) this.buffer.push({ event, complaint });
    else this.send(event, complaint);
  }

  /** Sends what was missed (already read), then what arrived meanwhile, without sending anything twice. */
  replay(missed: StoredLiveEvent[], complaints: Map<number, ComplaintRuleRow>): void {
    const sent = new Set<number>();
    for (const event of missed) {
      sent.add(event.id);
      this.send(event, event.complaint_id === null ? null : (complaints.get(event.complaint_id) ?? null));
    }
    const waiting = this.buffer ?? [];
    this.buffer = null;
    for (const { event, complaint } of waiting) if (!sent.has(event.id)) this.send(event, complaint);
  }

  /** Tells the browser to read everything again (too much was missed, or its rights changed). */
  reset(id?: number): void {
    this.write(
      `${id === undefined ? '' : `id: ${id}\n`}data: ${message({ kind: 'reset', complaintId: null })}\n\n`,
    );
  }

  heartbeat(): void {
    this.write(': ping\n\n');
  }

  write(text: string): void {
    if (!this.ended) this.out.write(text);
  }

  close(): void {
    if (this.ended) return;
    this.out.end();
    this.finish();
  }

  private finish() {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.recheckTimer);
    this.onEnd();
  }

  private send(event: StoredLiveEvent, complaint: ComplaintRuleRow | null) {
    if (this.ended) return;
    if (event.kind === 'session') {
      if (event.user_id === null || event.user_id === this.owner.user.id) this.recheck();
      return;
    }
    if (!this.mayHear(event, complaint)) return;
    this.write(
      `id: ${event.id}\ndata: ${message({ kind: event.kind, complaintId: event.complaint_id })}\n\n`,
    );
  }

  private mayHear(event: StoredLiveEvent, complaint: ComplaintRuleRow | null): boolean {
    const { ability, user } = this.owner;
    if (event.user_id !== null && event.user_id !== user.id) return false;
    if (event.complaint_id !== null) {
      if (!complaint || !ability.can('read', subject('Complaint', { ...complaint }))) return false;
    }
    const about = SUBJECT_OF[event.kind];
    return about === undefined || ability.can('read', about);
  }

  /**
   * The stream is never trusted longer than its session: it ends when the session has ended, the
   * account is gone, or what the account may do changed (the browser reconnects with new rights).
   * While the database does not answer, the stream stays (paused) and is checked again later.
   */
  private recheck() {
    this.checking ??= this.owner
      .check()
      .then(
        (now) => {
          if (!now || !sameRights(now, this.owner.user)) {
            this.reset();
            this.close();
          }
        },
        (error: unknown) => this.log.warn({ err: error }, 'live stream session not checked'),
      )
      .finally(() => (this.checking = null));
  }
}

function message(value: LiveMessage): string {
  return JSON.stringify(value);
}

function sameRights(a: AuthUser, b: AuthUser): boolean {
  return (
    a.id === b.id &&
    a.role === b.role &&
    a.dealerId === b.dealerId &&
    JSON.stringify(a.rules) === JSON.stringify(b.rules)
  );
}
