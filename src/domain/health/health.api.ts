import { z } from 'zod';
import { endpoint } from '#domain/api/endpoint.ts';

export const healthReply = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export const healthApi = {
  check: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    duringMaintenance: true,
    tag: 'health',
    summary: 'Checks that the server and its database answer',
    status: 200,
    reply: healthReply,
  }),
};
