import { endpoint } from '#domain/api/endpoint.ts';
import { searchQuery, searchReply } from './search.schemas.ts';

export const searchApi = {
  search: endpoint({
    method: 'GET',
    path: '/api/search',
    access: 'signedIn',
    tag: 'search',
    summary: 'Complaints (number, customer name, phone, city), dealers (name, phone) and staff (name)',
    description:
      'Each kind is searched only when the user may read it, and only among the records they may read.',
    query: searchQuery,
    status: 200,
    reply: searchReply,
  }),
};
