import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dealerApi } from '#domain/dealers/dealer.api.ts';
import { call } from '#web/lib/api-client.ts';
import { dealerKeys } from './dealer-keys.ts';

/** The edit screen's data (spec 7); its history comes worded in the reader's language. */
export function dealerQuery(id: number, language: string) {
  return queryOptions({
    queryKey: dealerKeys.edit(id, language),
    queryFn: () => call(dealerApi.edit, { params: { id } }),
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
    queryKey: dealerKeys.complaints(id),
    queryFn: () => call(dealerApi.complaints, { params: { id } }),
    enabled: id > 0,
  });
}
