import { endpoint, idParams } from '#domain/api/endpoint.ts';
import { eventsQuery, presenceInput, presenceReply } from './live.schemas.ts';

const tag = 'live';

export const liveApi = {
  events: endpoint({
    method: 'GET',
    path: '/api/events',
    access: 'signedIn',
    tag,
    summary: 'Server-sent events: what changed that the signed-in user may read (kind and complaint only)',
    description:
      'One stream per browser tab. Resumes after `Last-Event-ID`; a comment line every 15 s keeps it open; ' +
      'it ends when the session ends, the account is deleted or its role changes.',
    query: eventsQuery,
    status: 200,
    reply: null,
  }),
  presence: endpoint({
    method: 'POST',
    path: '/api/complaints/:id/presence',
    access: { action: 'read', subject: 'Complaint' },
    tag,
    summary: "This tab is on the complaint's edit screen (viewing, editing, or it left); answers who else is",
    params: idParams,
    body: presenceInput,
    status: 200,
    reply: presenceReply,
  }),
};
