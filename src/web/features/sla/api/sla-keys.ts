/** The SLA screen's query keys: its two settings forms. */
export const slaKeys = {
  hours: ['settings', 'sla'] as const,
  autoAssign: ['settings', 'auto-assign'] as const,
};
