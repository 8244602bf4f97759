import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComplaintEditReply, TimelineRecord } from '#domain/complaints/complaint.schemas.ts';
import { complaintQuery } from './get-complaint.ts';

export type {
  Comment as ComplaintComment,
  ComplaintImage,
  InternalNote as ComplaintNote,
} from '#domain/complaints/collaboration-records.schemas.ts';

/** The edit screen's data: GET /complaints/{id}/edit with its comments, notes and images. */
export type ComplaintEditData = ComplaintEditReply;

/**
 * Changes the edit screen's cached data after a collaboration call, so the reply's fresh timeline
 * (and the added or removed entry) shows at once without loading the complaint again.
 */
export function useEditCache(id: number) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useCallback(
    (change: (current: ComplaintEditData) => ComplaintEditData, timelineRecords?: TimelineRecord[]) => {
      const key = complaintQuery(id, i18n.language).queryKey;
      queryClient.setQueryData(key, (current) => {
        if (!current) return current;
        const next = change(current as ComplaintEditData);
        return timelineRecords ? { ...next, timelineRecords } : next;
      });
      // The other languages' copies (their timeline is worded differently) are now out of date.
      void queryClient.invalidateQueries({
        queryKey: ['complaints', 'edit', id],
        predicate: (query) => query.queryKey[3] !== i18n.language,
      });
    },
    [id, i18n.language, queryClient],
  );
}
