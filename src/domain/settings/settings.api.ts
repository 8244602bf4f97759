import { endpoint } from '#domain/api/endpoint.ts';
import { maintenanceInput, maintenanceReply } from './settings.schemas.ts';

const tag = 'settings';
const access = { action: 'manage', subject: 'Settings' } as const;

/** Maintenance mode (spec 2.2), set by an admin. */
export const settingsApi = {
  maintenance: endpoint({
    method: 'GET',
    path: '/api/settings/maintenance',
    access,
    tag,
    summary: 'Whether maintenance mode is on',
    status: 200,
    reply: maintenanceReply,
  }),
  setMaintenance: endpoint({
    method: 'PUT',
    path: '/api/settings/maintenance',
    access,
    tag,
    summary: 'Turns maintenance mode on or off (admins keep working while it is on)',
    body: maintenanceInput,
    status: 200,
    reply: maintenanceReply,
  }),
};
