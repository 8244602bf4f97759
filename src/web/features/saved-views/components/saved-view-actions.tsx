import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { designationOf } from '#domain/auth/roles.ts';
import type { ComplaintFilter } from '#domain/complaints/complaint-filter.ts';
import type { ComplaintListName } from '#domain/complaints/complaint-status.ts';
import type { SavedView } from '#domain/complaints/saved-view.schemas.ts';
import { MY_COMPLAINTS_VIEW } from '#domain/complaints/view-address.ts';
import { LazySnackbar } from '#web/components/feedback/lazy-snackbar.tsx';
import { useSavedViews } from '#web/features/saved-views/api/get-saved-views.ts';
import { SaveViewButton } from './save-view-button.tsx';
import { ViewMenu } from './view-menu.tsx';

/** How long the 'View saved' notice stays. */
const NOTICE_MS = 4_000;

/** The saved view the address names (`?view=12`), once the views have loaded. */
export function useOpenView(viewParam: string | null): SavedView | undefined {
  const id = viewParam && /^\d+$/.test(viewParam) ? Number(viewParam) : null;
  const views = useSavedViews(id !== null);
  return id === null ? undefined : views.data?.views.find((view) => view.id === id);
}

/** The page title of the view the address names: 'My complaints', a saved view's name, or null. */
export function useViewTitle(viewParam: string | null): string | null {
  const { t } = useTranslation();
  const view = useOpenView(viewParam);
  if (viewParam === MY_COMPLAINTS_VIEW) return t('nav.myComplaints');
  return view?.name ?? null;
}

/** Under the title of an open saved view: who shared it, or with whom the reader shared it. */
export function SavedViewCaption({ viewParam }: { viewParam: string | null }) {
  const { t } = useTranslation();
  const view = useOpenView(viewParam);
  if (!view || (view.mine && !view.sharedRole)) return null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', width: '100%', mt: -1.5 }}>
      {view.mine
        ? t('complaints.views.sharedWith', { role: t(`designation.${designationOf(view.sharedRole!)}`) })
        : t('complaints.views.sharedBy', { name: view.ownerName })}
    </Typography>
  );
}

interface SavedViewActionsProps {
  list: ComplaintListName;
  filter: ComplaintFilter;
  /** The address's `view=`. */
  viewParam: string | null;
  /** The reader may share a view with a role (admins). */
  canShare: boolean;
}

/** Beside a list's title: 'Save view', and the open view's menu when it is the reader's own. */
export function SavedViewActions({ list, filter, viewParam, canShare }: SavedViewActionsProps) {
  const { t } = useTranslation();
  const view = useOpenView(viewParam);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <SaveViewButton
        list={list}
        filter={filter}
        canShare={canShare}
        onSaved={(name) => setNotice(t('complaints.views.saved', { name }))}
      />
      {view?.mine && <ViewMenu view={view} onDone={setNotice} />}
      <LazySnackbar
        open={notice !== null}
        autoHideDuration={NOTICE_MS}
        onClose={() => setNotice(null)}
        message={notice ?? ''}
      />
    </Box>
  );
}
