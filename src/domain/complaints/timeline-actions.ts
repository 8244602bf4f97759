import type { Language } from '#domain/i18n/languages.ts';
import { translate } from '#domain/i18n/translate.ts';

/**
 * Timeline actions are stored as a catalog key and raw params (status 'Pending', field 'phone'),
 * and put into words when read, so each reader sees them in their own language.
 */
export const TIMELINE = {
  created: 'timeline.created',
  assigned: 'timeline.assigned',
  unassigned: 'timeline.unassigned',
  statusChanged: 'timeline.statusChanged',
  priorityChanged: 'timeline.priorityChanged',
  fieldChanged: 'timeline.fieldChanged',
  detailsChanged: 'timeline.detailsChanged',
  commentAdded: 'timeline.commentAdded',
  commentDeleted: 'timeline.commentDeleted',
  noteAdded: 'timeline.noteAdded',
  noteDeleted: 'timeline.noteDeleted',
  imagesUploaded: 'timeline.imagesUploaded',
  imageDeleted: 'timeline.imageDeleted',
  slaRecomputed: 'timeline.slaRecomputed',
  warrantyJudged: 'timeline.warrantyJudged',
  warrantyRecomputed: 'timeline.warrantyRecomputed',
  flagDismissed: 'timeline.flagDismissed',
  visitStarted: 'timeline.visitStarted',
  visitFinished: 'timeline.visitFinished',
  autoAssigned: 'timeline.autoAssigned',
} as const;

/** Entries about these subjects are shown only to readers who may read the subject (no note entries for a Dealer). */
export const TIMELINE_SUBJECTS: Partial<Record<string, 'Comment' | 'Note' | 'Image'>> = {
  [TIMELINE.commentAdded]: 'Comment',
  [TIMELINE.commentDeleted]: 'Comment',
  [TIMELINE.noteAdded]: 'Note',
  [TIMELINE.noteDeleted]: 'Note',
  [TIMELINE.imagesUploaded]: 'Image',
  [TIMELINE.imageDeleted]: 'Image',
  // Flags are internal: whoever reads internal notes sees them (decision 019).
  [TIMELINE.flagDismissed]: 'Note',
};

/** Params that are themselves catalog entries: the catalog section their raw value is looked up in. */
const TRANSLATED_PARAMS: Record<string, Record<string, string>> = {
  [TIMELINE.statusChanged]: { from: 'status', to: 'status' },
  [TIMELINE.priorityChanged]: { from: 'priority', to: 'priority' },
  [TIMELINE.fieldChanged]: { field: 'complaints.fields' },
  [TIMELINE.detailsChanged]: { field: 'complaints.fields' },
  [TIMELINE.slaRecomputed]: { priority: 'priority' },
  [TIMELINE.warrantyJudged]: { verdict: 'warranty.verdict' },
  [TIMELINE.warrantyRecomputed]: { verdict: 'warranty.verdict' },
  [TIMELINE.flagDismissed]: { kind: 'flags.kinds' },
  [TIMELINE.visitFinished]: { outcome: 'visits.outcomes' },
};

export function describeAction(language: Language, key: string, params: Record<string, string>): string {
  const sections = TRANSLATED_PARAMS[key] ?? {};
  const words = Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      const section = sections[name];
      if (section) return [name, translate(language, `${section}.${value}`)];
      if (value === '' && (name === 'from' || name === 'to'))
        return [name, translate(language, 'timeline.empty')];
      // Params are stored as text; a count picks the plural form as a number.
      if (name === 'count') return [name, Number(value)];
      return [name, value];
    }),
  );
  return translate(language, key, words);
}
