import { endpoint } from '#domain/api/endpoint.ts';
import {
  crmDashboardQuery,
  crmDashboardReply,
  dashboardReply,
  myDashboardReply,
} from './dashboard.schemas.ts';

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

export const crmDashboardApi = {
  figures: endpoint({
    method: 'GET',
    path: '/api/dashboard/crm',
    access: { action: 'read', subject: 'Reports' },
    tag: 'dashboard',
    summary: "The manager's dashboard and reports over a period",
    query: crmDashboardQuery,
    status: 200,
    reply: crmDashboardReply,
  }),
  /** The dealer scorecard as a CSV file. */
  dealersCsv: endpoint({
    method: 'GET',
    path: '/api/dashboard/crm/dealers.csv',
    access: { action: 'read', subject: 'Reports' },
    tag: 'dashboard',
    summary: 'The dealer scorecard of a period as CSV',
    query: crmDashboardQuery,
    status: 200,
    reply: null,
  }),
  /** The Reports screen's figures as an Excel workbook, a sheet per figure. */
  reportXlsx: endpoint({
    method: 'GET',
    path: '/api/dashboard/crm/report.xlsx',
    access: { action: 'read', subject: 'Reports' },
    tag: 'dashboard',
    summary: 'The reports of a period as an Excel workbook',
    query: crmDashboardQuery,
    status: 200,
    reply: null,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/dashboard/mine',
    access: { action: 'read', subject: 'Complaint' },
    tag: 'dashboard',
    summary: "The signed-in user's own dashboard",
    status: 200,
    reply: myDashboardReply,
  }),
};
