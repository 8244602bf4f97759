import { queryOptions, useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { complaintApi } from '#domain/complaints/complaint.api.ts';
import { call } from '#web/lib/api-client.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { complaintKeys } from './complaint-keys.ts';

/**
 * The edit screen's data (spec 7). Timeline actions come translated by the server, so each
 * language has its own cache entry.
 */
export function complaintQuery(id: number, language: string) {
  return queryOptions({
    queryKey: complaintKeys.edit(id, language),
    queryFn: () => call(complaintApi.edit, { params: { id } }),
  });
}

export function useComplaint(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    ...complaintQuery(id, i18n.language),
    enabled: id > 0,
    // After a language change the complaint stays on screen while its new wording loads.
    placeholderData: (previous) => (previous?.complaint.id === id ? previous : undefined),
  });
}

/**
 * Starts loading a complaint's edit data before its screen needs it (decision 029): when the
 * navigation starts, or a card is hovered or focused. Data still fresh is not asked again.
 */
export function prefetchComplaint(id: number): void {
  void queryClient.prefetchQuery(complaintQuery(id, i18n.language));
}
