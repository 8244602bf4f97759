import { z } from 'zod';

/** The largest PostgreSQL `integer`: a larger id in a URL would make the query fail, not miss. */
export const MAX_ROW_ID = 2_147_483_647;

/** The `:id` of a route that names one row. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });
