import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { dealerListReply } from '#domain/dealers/dealer.schemas.ts';
import { api } from '../../../lib/api-client.ts';

type DealerListReply = z.infer<typeof dealerListReply>;

export function dealersQuery(search: string) {
  return queryOptions({
    queryKey: ['dealers', 'list', search],
    queryFn: () =>
      api<DealerListReply>('GET', search ? `/dealers?${new URLSearchParams({ search })}` : '/dealers'),
  });
}

/** GET /dealers (spec 7), searched by the server. */
export function useDealers(search: string, enabled = true) {
  return useQuery({ ...dealersQuery(search), enabled, placeholderData: keepPreviousData });
}
