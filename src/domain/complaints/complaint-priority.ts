/** Priority is one field (the spec's `tag` and `level`): L1 to L3, shown as Level 1 to 3. */
export const PRIORITIES = ['L1', 'L2', 'L3'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Tag colours (spec 4): L2 yellow, L3 red; L1 is ours: cyan. */
export const PRIORITY_COLORS: Record<Priority, 'info' | 'warning' | 'error'> = {
  L1: 'info',
  L2: 'warning',
  L3: 'error',
};

export function priorityLevel(priority: Priority): number {
  return Number(priority.slice(1));
}
