import type { Language } from './languages.ts';
import { translate } from './translate.ts';

interface StoredHistoryRecord {
  action_key: string;
  params: Record<string, string>;
  user_name: string;
  created_at: Date;
}

/**
 * A record's history (a dealer's, a product's) in the reader's language: a changed field is named
 * with `fieldKeys.<field>`, and an empty value before or after reads as 'empty'.
 */
export function fieldHistoryIn(
  language: Language,
  records: StoredHistoryRecord[],
  fieldChangedKey: string,
  fieldKeys: string,
): { action: string; user_name: string; created_at: string }[] {
  return records.map((record) => {
    const { field, from, to } = record.params;
    const params =
      record.action_key === fieldChangedKey
        ? {
            field: translate(language, `${fieldKeys}.${field}`),
            from: from || translate(language, 'timeline.empty'),
            to: to || translate(language, 'timeline.empty'),
          }
        : {};
    return {
      action: translate(language, record.action_key, params),
      user_name: record.user_name,
      created_at: record.created_at.toISOString(),
    };
  });
}
