import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { filterToQuery } from '#domain/complaints/complaint-filter.ts';
import type { ComplaintCard, ComplaintListReply } from '#domain/complaints/complaint.schemas.ts';
import type { ComplaintListName } from '#domain/complaints/complaint-status.ts';
import { liveListApi } from '#domain/live/live-list.api.ts';
import { LIST_CHANGES_MAX_IDS } from '#domain/live/live-list.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { useLiveEvent } from '#web/lib/live-events.ts';
import { complaintsQuery, useComplaints, type ComplaintListParams } from './get-complaints.ts';

/** Events come in bursts (a bulk change names hundreds of complaints): they are asked about together. */
const GATHER_MS = 300;

type ListData = InfiniteData<ComplaintListReply, string | null>;

/**
 * An open list follows live events (decision 017). A complaint event is only a hint: the
 * server says which of the named complaints the list shows within its loaded pages (new ones are
 * counted for the 'N new complaints' bar, not inserted, so the page does not jump) and gives the
 * cards the reader may read (loaded cards are replaced in place, in the same order).
 */
export function useLiveList(list: ComplaintListName, params: ComplaintListParams) {
  const queryClient = useQueryClient();
  const { queryKey } = complaintsQuery(list, params);
  const keyText = JSON.stringify(queryKey);
  const [fresh, setFresh] = useState<{ key: string; ids: ReadonlySet<number> }>({
    key: keyText,
    ids: new Set(),
  });
  const latest = useRef({ list, params, keyText });
  useEffect(() => {
    latest.current = { list, params, keyText };
  });
  const waiting = useRef(new Set<number>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function ask() {
    timer.current = null;
    const { list, params, keyText } = latest.current;
    const { queryKey } = complaintsQuery(list, params);
    const ids = [...waiting.current];
    waiting.current.clear();
    for (let start = 0; start < ids.length; start += LIST_CHANGES_MAX_IDS) {
      const data = queryClient.getQueryData<ListData>(queryKey);
      // Not loaded yet: when it loads, it has them.
      if (!data) return;
      const batch = ids.slice(start, start + LIST_CHANGES_MAX_IDS);
      let reply;
      try {
        reply = await call(liveListApi.listChanges, {
          query: {
            ...filterToQuery(params),
            list,
            ids: batch,
            cursor: data.pages.at(-1)?.nextCursor ?? undefined,
          },
        });
      } catch {
        // The list still works as before; the next event asks again.
        return;
      }
      const cards = new Map(reply.cards.map((card) => [card.id, card]));
      queryClient.setQueryData<ListData>(queryKey, (current) => current && replaceCards(current, cards));
      const loaded = loadedIds(queryClient.getQueryData<ListData>(queryKey));
      const added = reply.fresh.filter((id) => !loaded.has(id));
      if (added.length)
        setFresh((previous) => ({
          key: keyText,
          ids: new Set([...(previous.key === keyText ? previous.ids : []), ...added]),
        }));
    }
  }

  useLiveEvent((message) => {
    if (message.kind === 'reset') {
      // Events were missed: read the loaded pages again.
      void queryClient.invalidateQueries({ queryKey, exact: true });
      return;
    }
    if (message.kind !== 'complaint' || message.complaintId === null) return;
    waiting.current.add(message.complaintId);
    timer.current ??= setTimeout(() => void ask(), GATHER_MS);
  });

  // The list's own query (the same cache entry): the count follows what the list shows.
  const loaded = loadedIds(useComplaints(list, params).data);
  // A fresh complaint that has since been loaded (the list was re-read) is no longer new.
  const count = fresh.key === keyText ? [...fresh.ids].filter((id) => !loaded.has(id)).length : 0;

  /** Back to the top, and the list read again from its first page. */
  function show() {
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    setFresh({ key: keyText, ids: new Set() });
    queryClient.setQueryData<ListData>(
      queryKey,
      (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    );
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }

  return { count, show };
}

function loadedIds(data: { pages: ComplaintListReply[] } | undefined): Set<number> {
  return new Set(data?.pages.flatMap((page) => page.complaints.map((card) => card.id)) ?? []);
}

/** The same pages in the same order, with the named cards as they are now. */
function replaceCards(data: ListData, cards: Map<number, ComplaintCard>): ListData {
  if (!data.pages.some((page) => page.complaints.some((card) => cards.has(card.id)))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      complaints: page.complaints.map((card) => cards.get(card.id) ?? card),
    })),
  };
}
