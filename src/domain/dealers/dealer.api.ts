import { endpoint, idParams } from '#domain/api/endpoint.ts';
import {
  createDealerReply,
  dealerComplaintsReply,
  dealerEditReply,
  dealerInput,
  dealerListQuery,
  dealerListReply,
  updateDealerReply,
} from './dealer.schemas.ts';

const tag = 'dealers';

/** The dealers endpoints (spec 2.5 and 7). */
export const dealerApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/dealers',
    access: { action: 'read', subject: 'Dealer' },
    tag,
    summary: 'Dealers the user may read, by id, one page at a time, narrowed by search',
    description:
      'Search looks in name, phone, city and address (any case); pass `nextAfter` back as `after` for the next page.',
    query: dealerListQuery,
    status: 200,
    reply: dealerListReply,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/dealers',
    access: { action: 'create', subject: 'Dealer' },
    tag,
    summary: 'Create a dealer (all four fields required)',
    body: dealerInput,
    status: 201,
    reply: createDealerReply,
  }),
  edit: endpoint({
    method: 'GET',
    path: '/api/dealers/:id/edit',
    access: { action: 'read', subject: 'Dealer' },
    tag,
    summary: 'A dealer with its created time and change history (404 when not readable)',
    params: idParams,
    status: 200,
    reply: dealerEditReply,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/dealers/:id',
    access: { action: 'update', subject: 'Dealer' },
    tag,
    summary: 'Update a dealer; each changed field is written to its history',
    params: idParams,
    body: dealerInput,
    status: 200,
    reply: updateDealerReply,
  }),
  complaints: endpoint({
    method: 'GET',
    path: '/api/dealers/:id/complaints',
    access: { action: 'read', subject: 'Dealer' },
    tag,
    summary: "The dealer's complaints the user may read: counts per status and the newest",
    params: idParams,
    status: 200,
    reply: dealerComplaintsReply,
  }),
};
