import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '#domain/users/user.schemas.ts';
import { ConfirmDialog } from '#web/components/feedback/confirm-dialog.tsx';
import { HAS_OPEN_COMPLAINTS, useEndWork } from '#web/features/users/api/end-work.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { OpenComplaintsDialog } from './open-complaints-dialog.tsx';

interface DeactivateUserDialogsProps {
  user: UserRow;
  /** Who may take complaints (the complaints' Assign to list), loaded by the page. */
  assignees: { value: number; title: string }[] | undefined;
  onClose: () => void;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}

/**
 * Deactivating a staff member: confirmed first; when they still have open complaints the server
 * answers 409 and the admin says where those go, as for a deletion.
 */
export function DeactivateUserDialogs({
  user,
  assignees,
  onClose,
  onDone,
  onError,
}: DeactivateUserDialogsProps) {
  const { t } = useTranslation();
  const deactivate = useEndWork('deactivate');
  const [handingOver, setHandingOver] = useState<string | null>(null);

  const confirm = () =>
    deactivate.mutate(
      { id: user.id },
      {
        onSuccess: (reply) => onDone(reply.message),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === HAS_OPEN_COMPLAINTS)
            setHandingOver(failure.message);
          else onError(failure.message);
        },
      },
    );

  if (handingOver !== null)
    return (
      <OpenComplaintsDialog
        action="deactivate"
        user={user}
        message={handingOver}
        assignees={assignees}
        onCancel={onClose}
        onDone={onDone}
      />
    );
  return (
    <ConfirmDialog
      open
      title={t('users.deactivateDialog.title', { name: user.name })}
      message={t('users.deactivateDialog.message', { name: user.name })}
      confirmLabel={t('users.deactivateDialog.confirm')}
      onConfirm={confirm}
      onCancel={onClose}
      pending={deactivate.isPending}
    />
  );
}
