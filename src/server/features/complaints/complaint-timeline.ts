import type { TimelineRecord } from '#domain/complaints/complaint.schemas.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { describeAction, TIMELINE, TIMELINE_SUBJECTS } from '#domain/complaints/timeline-actions.ts';

export { TIMELINE, TIMELINE_SUBJECTS };

export interface StoredTimelineRecord {
  action_key: string;
  params: Record<string, string>;
  user_name: string;
  created_at: Date;
}

export function toTimelineRecord(language: Language, record: StoredTimelineRecord): TimelineRecord {
  return {
    action: describeAction(language, record.action_key, record.params),
    user_name: record.user_name,
    created_at: record.created_at.toISOString(),
  };
}
