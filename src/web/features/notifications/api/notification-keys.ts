/** The notifications' one query key: the bell's list. */
export const notificationKeys = { list: ['notifications'] as const };
