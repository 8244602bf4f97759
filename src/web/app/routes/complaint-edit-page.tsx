import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { subject } from '@casl/ability';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { displayNumber } from '#domain/complaints/complaint-number.ts';
import type { ComplaintEditReply, TimelineRecord } from '#domain/complaints/complaint.schemas.ts';
import { ErrorWithBack } from '#web/components/feedback/error-with-back.tsx';
import { TimedAlert } from '#web/components/feedback/timed-alert.tsx';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { useAbility } from '#web/features/auth/api/use-ability.ts';
import { useComplaint } from '#web/features/complaints/api/get-complaint.ts';
import { useEditCache } from '#web/features/complaints/api/edit-cache.ts';
import {
  ComplaintCollaboration,
  type CollaborationPermissions,
} from '#web/features/complaints/components/complaint-collaboration.tsx';
import { ComplaintDetails } from '#web/features/complaints/components/complaint-details.tsx';
import { ComplaintFlagsCard } from '#web/features/complaints/components/complaint-flags.tsx';
import { CustomerHistoryCard } from '#web/features/complaints/components/customer-history.tsx';
import { ComplaintDetailsForm } from '#web/features/complaints/components/complaint-details-form.tsx';
import { ComplaintQuickBar } from '#web/features/complaints/components/complaint-quick-bar.tsx';
import { RecomputeWarrantyButton } from '#web/features/complaints/components/complaint-warranty.tsx';
import {
  ComplaintHeading,
  ComplaintSummary,
} from '#web/features/complaints/components/complaint-summary.tsx';
import { ComplaintTimeline } from '#web/features/complaints/components/complaint-timeline.tsx';
import { ComplaintUpdateForm } from '#web/features/complaints/components/complaint-update-form.tsx';
import { useDealers } from '#web/features/dealers/api/get-dealers.ts';
import { ComplaintPaymentProofs } from '#web/features/payment-proofs/components/order-proofs.tsx';
import { mayPickProducts } from '#domain/products/may-pick-products.ts';
import { useCatalogueSearch } from '#web/features/products/api/get-products.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { usePresence } from '#web/features/live/api/presence.ts';
import { useCollision } from '#web/features/live/api/use-collision.ts';
import { CollisionAlert } from '#web/features/live/components/collision-alert.tsx';
import { PresenceBar } from '#web/features/live/components/presence-bar.tsx';
import { VisitsCard } from '#web/features/visits/components/visits-card.tsx';
import { scrollToTop } from '#web/lib/scroll-to-top.ts';
import { useIdParam } from '#web/lib/use-id-param.ts';
import { complaintEditFrom, paths } from '#web/lib/paths.ts';

/** The complaint edit/detail screen (spec 2.3). */
export function ComplaintEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  useDocumentTitle(t('complaints.edit.heading', { number: displayNumber(id) }));
  const query = useComplaint(id);
  const [message, setMessage] = useState<string | null>(null);
  const navigate = useNavigate();
  // Opened from a list: Back returns to it through history, with its filters and scroll position.
  const from = complaintEditFrom(useLocation().state);
  const backTo = from ?? paths.complaints;
  const ability = useAbility();
  const permissions = useMemo<CollaborationPermissions>(
    () => ({
      addComment: ability.can('create', 'Comment'),
      readNotes: ability.can('read', 'Note'),
      addNote: ability.can('create', 'Note'),
      readImages: ability.can('read', 'Image'),
      uploadImages: ability.can('create', 'Image'),
      // An image's uploader is not in the edit payload: offer the icon to whoever may delete some
      // images, and let the server decide ('Failed to delete the file.' otherwise).
      delete: (kind, userId) =>
        userId === undefined
          ? ability.can('delete', kind)
          : ability.can('delete', subject(kind, { user_id: userId })),
    }),
    [ability],
  );

  if (id === 0 || (query.isError && !query.data)) {
    return (
      <ErrorWithBack message={query.error?.message ?? t('complaints.messages.notFound')} backTo={backTo} />
    );
  }
  if (!query.data) return <EditSkeleton id={id} />;
  return (
    <EditScreen
      data={query.data}
      permissions={permissions}
      message={message}
      setMessage={setMessage}
      onReload={() => void query.refetch()}
      reloading={query.isFetching}
      backTo={backTo}
      onBack={from ? () => void navigate(-1) : undefined}
    />
  );
}

interface EditScreenProps {
  data: ComplaintEditReply;
  permissions: CollaborationPermissions;
  message: string | null;
  setMessage: (message: string | null) => void;
  onReload: () => void;
  reloading: boolean;
  backTo: string;
  onBack: (() => void) | undefined;
}

/** The loaded screen, live: who else is here, and what they saved while I have unsaved changes. */
function EditScreen({
  data,
  permissions,
  message,
  setMessage,
  onReload,
  reloading,
  backTo,
  onBack,
}: EditScreenProps) {
  const ability = useAbility();
  const [dirty, setDirty] = useState(false);
  const [editingDetails, setEditingDetails] = useState(false);
  // A new key starts the form afresh from the latest data (Reload drops my unsaved changes).
  const [formKey, setFormKey] = useState(0);
  const updateFormId = useId();
  // An open 'Edit details' counts as editing for the others on the complaint.
  const viewers = usePresence(data.complaint.id, dirty || editingDetails);
  const collision = useCollision(data, dirty);
  const [dealerSearch, setDealerSearch] = useState<string | null>(null);
  const search = useDebouncedValue(dealerSearch);
  // Dealers load once the Dealer field of 'Edit details' is used.
  const dealers = useDealers(search?.trim() ?? '', editingDetails && search !== null);
  const canReadCatalogue = mayPickProducts(ability);
  const catalogue = useCatalogueSearch(editingDetails && canReadCatalogue, data.complaint.product_id);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TimedAlert message={message} onClose={() => setMessage(null)} />
      {data.can.update && <ComplaintQuickBar complaint={data.complaint} formId={updateFormId} />}
      <ComplaintSummary complaint={data.complaint} />
      <PresenceBar viewers={viewers} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          {editingDetails ? (
            <ComplaintDetailsForm
              data={data}
              dealers={dealers.data?.dealers ?? []}
              dealersLoading={dealers.isFetching}
              onDealerSearch={setDealerSearch}
              catalogue={canReadCatalogue ? catalogue : null}
              onSaved={(text) => {
                setEditingDetails(false);
                setMessage(text);
                scrollToTop();
              }}
              onCancel={() => setEditingDetails(false)}
              onReload={onReload}
              reloading={reloading}
            />
          ) : (
            <ComplaintDetails
              data={data}
              onEdit={data.can.update ? () => setEditingDetails(true) : undefined}
              warrantyAction={
                data.can.update && data.complaint.product_id !== null ? (
                  <RecomputeWarrantyButton data={data} onDone={setMessage} />
                ) : undefined
              }
            />
          )}
          {data.complaint.order_number && ability.can('read', 'PaymentProof') && (
            <ComplaintPaymentProofs orderNumber={data.complaint.order_number} />
          )}
          <ComplaintVisits data={data} />
          <ComplaintCollaboration data={data} permissions={permissions} />
        </Box>
        {/* On a phone what the field needs leads: status, priority and assignee, then the customer. */}
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            minWidth: 0,
            position: { md: 'sticky' },
            top: { md: 96 },
            order: { xs: -1, sm: 0 },
          }}
        >
          {collision.changes && (
            <CollisionAlert
              changes={collision.changes}
              onReload={() => setFormKey((key) => key + 1)}
              onKeepMine={collision.keepMine}
            />
          )}
          {permissions.readNotes && (
            <ComplaintFlagsCard complaintId={data.complaint.id} revision={data.timelineRecords.length} />
          )}
          <ComplaintUpdateForm
            key={formKey}
            data={collision.formData}
            onDirtyChange={setDirty}
            formId={data.can.update ? updateFormId : undefined}
            onUpdated={(text) => {
              setMessage(text);
              scrollToTop();
            }}
            onReload={() => {
              setFormKey((key) => key + 1);
              onReload();
            }}
            reloading={reloading}
            backTo={backTo}
            onBack={onBack}
          />
          <CustomerHistoryCard complaintId={data.complaint.id} revision={data.timelineRecords.length} />
        </Box>
      </Box>
      <ComplaintTimeline createdAt={data.complaint.created_at} records={data.timelineRecords} />
    </Box>
  );
}

/** The Visits card, writing what its calls answer (timeline, gallery) into the screen's data. */
function ComplaintVisits({ data }: { data: ComplaintEditReply }) {
  const updateCache = useEditCache(data.complaint.id);
  const onTimeline = useCallback(
    (records: TimelineRecord[]) => updateCache((current) => current, records),
    [updateCache],
  );
  return (
    <VisitsCard
      complaintId={data.complaint.id}
      userId={data.authUser.id}
      onTimeline={onTimeline}
      onImages={(images, records) => updateCache((current) => ({ ...current, imageUrls: images }), records)}
    />
  );
}

/** The summary card's place, with the heading already in it (it needs only the id). */
function EditSkeleton({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 3 }} role="progressbar" aria-label={t('common.loading')}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          <ComplaintHeading id={id} />
          <Skeleton width={180} height={32} />
          <Skeleton width={240} />
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={280} />
      </Box>
    </Box>
  );
}
