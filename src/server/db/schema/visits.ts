import {
  customType,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { VISIT_OUTCOMES } from '#domain/visits/visit.ts';
import { complaints } from './complaints.ts';
import { users } from './users.ts';

/** Raw bytes (the signature PNG). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const visitOutcome = pgEnum('visit_outcome', VISIT_OUTCOMES);

/** A technician's visit to the customer: arrival, the work, the customer's signature, departure. */
export const complaintVisits = pgTable(
  'complaint_visits',
  {
    id: serial('id').primaryKey(),
    complaint_id: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    technician_id: integer('technician_id').references(() => users.id, { onDelete: 'set null' }),
    // Copied so the name stays when the account is deleted.
    technician_name: text('technician_name').notNull(),
    /** Stamped on the device (a visit may be recorded offline and sent later). */
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Metres, as the phone reports it. */
    accuracy: doublePrecision('accuracy'),
    work_done: text('work_done').notNull().default(''),
    outcome: visitOutcome('outcome'),
    customer_name: text('customer_name').notNull().default(''),
    /** The customer's signature as a PNG. */
    signature: bytea('signature'),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    /** Bumped by every write: a report based on an older version is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (table) => [index('complaint_visits_complaint_idx').on(table.complaint_id, table.id)],
);

/** Parts replaced during a visit. */
export const complaintVisitParts = pgTable(
  'complaint_visit_parts',
  {
    id: serial('id').primaryKey(),
    visit_id: integer('visit_id')
      .notNull()
      .references(() => complaintVisits.id, { onDelete: 'cascade' }),
    part: text('part').notNull(),
    quantity: integer('quantity').notNull(),
    old_serial: text('old_serial').notNull().default(''),
    new_serial: text('new_serial').notNull().default(''),
  },
  (table) => [index('complaint_visit_parts_visit_idx').on(table.visit_id, table.id)],
);
