import { endpoint } from '#domain/api/endpoint.ts';
import { listChangesQuery, listChangesReply } from './live-list.schemas.ts';

/** What an open list asks when live events name complaints (decision 017). */
export const liveListApi = {
  listChanges: endpoint({
    method: 'GET',
    path: '/api/complaints/list-changes',
    access: { action: 'read', subject: 'Complaint' },
    tag: 'live',
    summary: 'Which of these complaints are new to an open list, and their cards as the reader may read them',
    description:
      'The same filter as the list (`list` names which of the four), `ids` from live events (repeat the key, ' +
      'at most 100) and `cursor`: the `nextCursor` of the last page the browser loaded (none when it loaded all). ' +
      '`fresh` names the complaints the list shows within those pages; `cards` the asked complaints the reader may read.',
    query: listChangesQuery,
    status: 200,
    reply: listChangesReply,
  }),
};
