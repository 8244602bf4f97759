/** The visits feature's query keys. */
export const visitKeys = {
  all: ['visits'] as const,
  ofComplaint: (complaintId: number) => ['visits', 'complaint', complaintId] as const,
  jobSheet: (complaintId: number) => ['visits', 'job-sheet', complaintId] as const,
  settings: ['visits', 'settings'] as const,
};
