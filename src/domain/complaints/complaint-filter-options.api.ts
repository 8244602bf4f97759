import { z } from 'zod';
import { endpoint } from '#domain/api/endpoint.ts';

/**
 * The choices of the list's 'Assigned to' and 'Dealer' filters: names by search, and the names of
 * the ids already chosen (a filter restored from the page address shows names, not numbers).
 */
const MAX_INT = 2_147_483_647;
export const FILTER_OPTIONS_LIMIT = 20;

export const filterOptionsQuery = z.object({
  search: z.string().trim().max(100, 'validation.tooLong').optional(),
  id: z
    .preprocess(
      (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
      z
        .array(z.coerce.number().int().positive('validation.invalid').max(MAX_INT, 'validation.invalid'))
        .max(50),
    )
    .default([]),
});
export type FilterOptionsQuery = z.input<typeof filterOptionsQuery>;

/** A staff member or a dealer as a choice: its id and name, nothing else. */
export const filterOption = z.object({ id: z.number().int(), name: z.string() });
export type FilterOption = z.infer<typeof filterOption>;

export const filterOptionsReply = z.object({ options: z.array(filterOption) });

const tag = 'complaints';

export const complaintFilterOptionsApi = {
  assignees: endpoint({
    method: 'GET',
    path: '/api/complaints/filter-options/assignees',
    access: { action: 'read', subject: 'Complaint' },
    tag,
    summary: "Staff names for the lists' 'Assigned to' filter (staff readers only)",
    description: `Names containing \`search\` (at most ${FILTER_OPTIONS_LIMIT}, by name), and those of the given \`id\`s.`,
    query: filterOptionsQuery,
    status: 200,
    reply: filterOptionsReply,
  }),
  dealers: endpoint({
    method: 'GET',
    path: '/api/complaints/filter-options/dealers',
    access: { action: 'read', subject: 'Dealer' },
    tag,
    summary: "Dealers the reader may read, for the lists' 'Dealer' filter",
    description: `Dealers whose name, phone, city or address contains \`search\` (at most ${FILTER_OPTIONS_LIMIT}, by name), and those of the given \`id\`s.`,
    query: filterOptionsQuery,
    status: 200,
    reply: filterOptionsReply,
  }),
};
