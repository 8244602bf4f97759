import type { ComplaintEditReply, UpdateComplaintInput } from './complaint.schemas.ts';

/** The Additional Information a user changes on the edit screen. */
export interface ComplaintChanges {
  assignee: number | null;
  level: UpdateComplaintInput['level'];
  status: UpdateComplaintInput['status'];
}

/** PUT /complaints/{id}: every complaint field as loaded, the changes, and the version they are based on. */
export function updateBody(data: ComplaintEditReply, changes: ComplaintChanges): UpdateComplaintInput {
  const { complaint, dealer } = data;
  return {
    customer_name: complaint.customer_name,
    email: complaint.email,
    customer_province: complaint.customer_province as UpdateComplaintInput['customer_province'],
    customer_city: complaint.customer_city,
    phone: complaint.phone,
    address: complaint.address,
    shop: complaint.shop,
    dealer_id: complaint.dealer_id,
    ...dealer,
    product_id: complaint.product_id,
    product_category: complaint.product_category,
    product_name: complaint.product_name,
    product_variant: complaint.product_variant,
    model: complaint.model,
    problem_type: complaint.problem_type,
    purchase_date: complaint.purchase_date?.slice(0, 10) ?? null,
    order_number: complaint.order_number,
    warranty_details: complaint.warranty_details?.slice(0, 10) ?? null,
    problem_detail: complaint.problem_detail,
    ...changes,
    version: complaint.version,
  };
}
