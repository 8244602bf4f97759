import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COMPLAINT_LISTS } from '#domain/complaints/complaint-status.ts';
import type { SavedView } from '#domain/complaints/saved-view.schemas.ts';
import { LazyConfirmDialog } from '#web/components/feedback/lazy-confirm-dialog.tsx';
import { useDeleteView, useRenameView } from '#web/features/saved-views/api/save-view.ts';
import { LazyViewNameDialog } from './lazy-view-name-dialog.tsx';

interface ViewMenuProps {
  view: SavedView;
  /** Says what was done, e.g. 'View “Lahore” deleted.'. */
  onDone: (message: string) => void;
}

/** Rename and delete the open view (its owner only), from a small menu beside the title. */
export function ViewMenu({ view, onDone }: ViewMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const rename = useRenameView();
  const remove = useDeleteView();

  const choose = (next: 'rename' | 'delete') => {
    setAnchor(null);
    setDialog(next);
  };

  return (
    <>
      <IconButton
        aria-label={t('complaints.views.menu')}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <IconDotsVertical size={20} aria-hidden />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('rename')}>
          <ListItemIcon>
            <IconPencil size={18} aria-hidden />
          </ListItemIcon>
          {t('complaints.views.rename')}
        </MenuItem>
        <MenuItem onClick={() => choose('delete')} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <IconTrash size={18} aria-hidden />
          </ListItemIcon>
          {t('complaints.views.delete')}
        </MenuItem>
      </Menu>
      {dialog === 'rename' && (
        <LazyViewNameDialog
          title={t('complaints.views.renameTitle')}
          initialName={view.name}
          submitLabel={t('complaints.views.rename')}
          onClose={() => setDialog(null)}
          onSubmit={async ({ name }) => {
            const renamed = await rename.mutateAsync({ id: view.id, name });
            setDialog(null);
            onDone(t('complaints.views.renamed', { name: renamed.view.name }));
          }}
        />
      )}
      <LazyConfirmDialog
        open={dialog === 'delete'}
        title={t('complaints.views.deleteTitle')}
        message={t('complaints.views.deleteConfirm', { name: view.name })}
        confirmLabel={t('complaints.views.delete')}
        pending={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          remove.mutate(view.id, {
            onSuccess: () => {
              setDialog(null);
              onDone(t('complaints.views.deleted', { name: view.name }));
              void navigate(COMPLAINT_LISTS[view.list].path, { replace: true });
            },
          })
        }
      />
    </>
  );
}
