/** The roles' one query key: every role with its permissions. */
export const roleKeys = { all: ['roles'] as const };
