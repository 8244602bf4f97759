import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComplaintEditReply, TimelineRecord } from '#domain/complaints/complaint.schemas.ts';
import { complaintKeys } from './complaint-keys.ts';

export type {
  Comment as ComplaintComment,
  ComplaintImage,
  InternalNote as ComplaintNote,
} from '#domain/complaints/collaboration-records.schemas.ts';

/** The edit screen's data: GET /complaints/{id}/edit with its comments, notes and images. */
export type ComplaintEditData = ComplaintEditReply;

/** Marks the other languages' copies of a complaint out of date: their timeline is worded differently. */
export function invalidateOtherLanguages(queryClient: QueryClient, id: number, language: string) {
  const current = hashKey(complaintKeys.edit(id, language));
  void queryClient.invalidateQueries({
    queryKey: complaintKeys.editAll(id),
    predicate: (query) => query.queryHash !== current,
  });
}

/**
 * Changes the edit screen's cached data after a collaboration call, so the reply's fresh timeline
 * (and the added or removed entry) shows at once without loading the complaint again.
 */
export function useEditCache(id: number) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useCallback(
    (change: (current: ComplaintEditData) => ComplaintEditData, timelineRecords?: TimelineRecord[]) => {
      queryClient.setQueryData(
        complaintKeys.edit(id, i18n.language),
        (current: ComplaintEditData | undefined) => {
          if (!current) return current;
          const next = change(current);
          return timelineRecords ? { ...next, timelineRecords } : next;
        },
      );
      invalidateOtherLanguages(queryClient, id, i18n.language);
    },
    [id, i18n.language, queryClient],
  );
}
