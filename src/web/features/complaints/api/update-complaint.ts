import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type {
  ComplaintEditReply,
  UpdateComplaintInput,
  updateComplaintReply,
} from '#domain/complaints/complaint.schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { complaintQuery } from './get-complaint.ts';
import { COMPLAINT_LISTS_KEY } from './get-complaints.ts';

type UpdateComplaintReply = z.infer<typeof updateComplaintReply>;

/** The Additional Information a user changes on the edit screen. */
export interface ComplaintChanges {
  assignee: number;
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
    product_category: complaint.product_category,
    product_name: complaint.product_name,
    product_variant: complaint.product_variant,
    model: complaint.model,
    problem_type: complaint.problem_type,
    purchase_date: complaint.purchase_date?.slice(0, 10) ?? null,
    warranty_details: complaint.warranty_details?.slice(0, 10) ?? null,
    problem_detail: complaint.problem_detail,
    ...changes,
    version: complaint.version,
  };
}

export function useUpdateComplaint(id: number) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const key = complaintQuery(id, i18n.language).queryKey;
  return useMutation({
    mutationFn: ({ data, changes }: { data: ComplaintEditReply; changes: ComplaintChanges }) =>
      api<UpdateComplaintReply>('PUT', `/complaints/${id}`, updateBody(data, changes)),
    onSuccess: (reply, { changes }) => {
      queryClient.setQueryData(key, (current) => {
        if (!current) return current;
        const user = current.users.find((candidate) => candidate.id === changes.assignee);
        const assignee = user
          ? { id: user.id, name: user.name }
          : current.complaint.assignee?.id === changes.assignee
            ? current.complaint.assignee
            : { id: changes.assignee, name: '' };
        return {
          ...current,
          level: changes.level,
          complaint: {
            ...current.complaint,
            status: changes.status,
            level: changes.level,
            tag: changes.level,
            assignee,
            version: reply.version,
          },
          timelineRecords: reply.timelineRecords,
        };
      });
      // Other languages' copies of this complaint are now out of date.
      void queryClient.invalidateQueries({
        queryKey: ['complaints', 'edit', id],
        predicate: (query) => query.queryKey[3] !== i18n.language,
      });
      void queryClient.invalidateQueries({ queryKey: COMPLAINT_LISTS_KEY });
    },
  });
}
