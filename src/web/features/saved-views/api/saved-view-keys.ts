/** Saved views' query keys. */
export const savedViewKeys = {
  all: ['savedViews'] as const,
  /**
   * Under the complaint lists' key (`complaintKeys.lists`): whatever refreshes the lists after a
   * complaint changes refreshes the navigation's counts too.
   */
  counts: ['complaints', 'list', 'viewCounts'] as const,
};
