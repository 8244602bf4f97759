import { endpoint, idParams } from '#domain/api/endpoint.ts';
import { recomputeWarrantyInput, recomputeWarrantyReply } from './complaint.schemas.ts';

/** The complaint's warranty verdict (decision 018), judged again on request. */
export const warrantyApi = {
  recompute: endpoint({
    method: 'POST',
    path: '/api/complaints/:id/warranty',
    access: { action: 'update', subject: 'Complaint' },
    tag: 'complaints',
    summary: "Judge the complaint's warranty again with its product's current terms (timeline entry)",
    description:
      "A change of a product's terms applies to new complaints; this brings one complaint up to date. `version` as for an update (409 when stale).",
    params: idParams,
    body: recomputeWarrantyInput,
    status: 200,
    reply: recomputeWarrantyReply,
  }),
};
