import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DealerComplaintsReply, DealerEditReply } from '#domain/dealers/dealer.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { DEALERS_KEY } from './get-dealers.ts';

/** The edit screen's data (spec 7); its history comes worded in the reader's language. */
export function dealerQuery(id: number, language: string) {
  return queryOptions({
    queryKey: [...DEALERS_KEY, 'edit', id, language],
    queryFn: () => api<DealerEditReply>('GET', `/dealers/${id}/edit`),
  });
}

export function useDealer(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    ...dealerQuery(id, i18n.language),
    enabled: id > 0,
    placeholderData: (previous) => (previous?.dealer.id === id ? previous : undefined),
  });
}

/** The dealer's complaints at a glance (counts per status, the newest). */
export function useDealerComplaints(id: number) {
  return useQuery({
    queryKey: [...DEALERS_KEY, 'complaints', id],
    queryFn: () => api<DealerComplaintsReply>('GET', `/dealers/${id}/complaints`),
    enabled: id > 0,
  });
}
