import { subject } from '@casl/ability';
import type { z } from 'zod';
import type {
  complaintDetailsInput,
  UpdateComplaintDetailsReply,
} from '#domain/complaints/complaint.schemas.ts';
import { translate } from '#domain/i18n/translate.ts';
import { AppError, forbidden } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import type { Caller } from '#server/http/caller.ts';
import { findComplaint, insertTimeline, updateComplaintAtVersion } from './complaints.repository.ts';
import { refreshFieldFlags } from './complaint-flags.service.ts';
import {
  describeDetailChanges,
  detailChanges,
  flagFieldsChanged,
  readableComplaint,
  timelineOf,
} from './complaints.service.ts';

type DetailsInput = z.output<typeof complaintDetailsInput>;

const conflict = () => new AppError('EDIT_CONFLICT', 409, 'complaints.messages.conflict');

/**
 * 'Edit details' on the edit screen: corrects customer, dealer and product details with the
 * create form's rules. Each changed field is one timeline entry with its old and new value; a
 * change based on an older version is refused (409), as the update is.
 */
export async function updateComplaintDetails(
  db: Database,
  id: number,
  input: DetailsInput,
  caller: Caller,
): Promise<UpdateComplaintDetailsReply> {
  const row = await readableComplaint(db, id, caller.ability);
  if (!caller.ability.can('update', subject('Complaint', { ...row }))) throw forbidden();
  if (row.version !== input.version) throw conflict();

  const changes = await detailChanges(db, row, input, caller);
  const author = { complaint_id: id, user_id: caller.user.id, user_name: caller.user.name };
  const records = describeDetailChanges(row, changes).map((change) => ({ ...author, ...change }));
  if (records.length > 0) {
    await db.transaction(async (tx) => {
      const next = await updateComplaintAtVersion(tx, id, input.version, changes);
      if (next === null) throw conflict();
      await insertTimeline(tx, records);
      if (flagFieldsChanged(row, changes)) await refreshFieldFlags(tx, id);
    });
  }
  const saved = (await findComplaint(db, id)) ?? row;
  return {
    message: translate(
      caller.language,
      records.length > 0 ? 'complaints.details.saved' : 'complaints.details.unchanged',
    ),
    timelineRecords: await timelineOf(db, id, caller),
    version: saved.version,
    complaint: {
      customer_name: saved.customer_name,
      email: saved.email,
      customer_province: saved.customer_province,
      customer_city: saved.customer_city,
      phone: saved.phone,
      address: saved.address,
      shop: saved.shop,
      dealer_id: saved.dealer_id,
      product_id: saved.product_id,
      product_category: saved.product_category,
      product_name: saved.product_name,
      product_variant: saved.product_variant,
      model: saved.model,
      problem_type: saved.problem_type,
      purchase_date: saved.purchase_date,
      order_number: saved.order_number,
      warranty_details: saved.warranty_details,
      warranty_verdict: saved.warranty_verdict,
      warranty_ends_on: saved.warranty_ends_on,
      problem_detail: saved.problem_detail,
    },
    dealer: {
      dealer_name: saved.dealer_name,
      dealer_phone: saved.dealer_phone,
      dealer_city: saved.dealer_city,
      dealer_address: saved.dealer_address,
    },
  };
}
