import { endpoint } from '#domain/api/endpoint.ts';
import { dashboardReply } from './dashboard.schemas.ts';

export const dashboardApi = {
  figures: endpoint({
    method: 'GET',
    path: '/api/dashboard',
    access: { action: 'read', subject: 'Dashboard' },
    tag: 'dashboard',
    summary: 'Figures for the CRM dashboard',
    status: 200,
    reply: dashboardReply,
  }),
};
