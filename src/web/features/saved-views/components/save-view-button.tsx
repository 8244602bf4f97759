import Button from '@mui/material/Button';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { filterToQuery, type ComplaintFilter } from '#domain/complaints/complaint-filter.ts';
import type { ComplaintListName } from '#domain/complaints/complaint-status.ts';
import { viewAddress } from '#domain/complaints/view-address.ts';
import { useCreateView } from '#web/features/saved-views/api/save-view.ts';
import { LazyViewNameDialog } from './lazy-view-name-dialog.tsx';

interface SaveViewButtonProps {
  list: ComplaintListName;
  filter: ComplaintFilter;
  canShare: boolean;
  onSaved: (name: string) => void;
}

/** 'Save view': names the list's current filter and order, then opens the saved view. */
export function SaveViewButton({ list, filter, canShare, onSaved }: SaveViewButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const create = useCreateView();
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => setOpen(true)}
        startIcon={<IconBookmarkPlus size={18} aria-hidden />}
      >
        {t('complaints.views.saveView')}
      </Button>
      {open && (
        <LazyViewNameDialog
          title={t('complaints.views.saveTitle')}
          hint={t('complaints.views.saveHint')}
          initialName=""
          canShare={canShare}
          submitLabel={t('common.save')}
          onClose={() => setOpen(false)}
          onSubmit={async ({ name, sharedRole }) => {
            const { view } = await create.mutateAsync({
              name,
              list,
              filter: filterToQuery(filter),
              sharedRole: sharedRole || null,
            });
            setOpen(false);
            onSaved(view.name);
            void navigate(viewAddress(view.list, view.filter, String(view.id)));
          }}
        />
      )}
    </>
  );
}
