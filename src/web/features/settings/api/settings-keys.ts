/** The settings' one query key: maintenance mode. */
export const settingsKeys = { maintenance: ['settings', 'maintenance'] as const };
