import Button from '@mui/material/Button';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComplaintListName } from '#domain/complaints/complaint-status.ts';
import { useOnceTrue } from '#web/lib/use-once-true.ts';

// The menu, the download's dialog and its result load on the first click (decision 062): most
// visits to a list never export, and they brought react-i18next's `Trans` with its HTML parser.
const ComplaintExportPanel = lazy(() =>
  import('./complaint-export-panel.tsx').then((m) => ({ default: m.ComplaintExportPanel })),
);

/**
 * 'Export' on a list: downloads every complaint of the list's current filter and order as CSV or
 * Excel (complaint-export-panel.tsx). Once opened, the panel stays mounted, so a download in progress
 * and its result outlive the menu.
 */
export function ComplaintExportButton({ list }: { list: ComplaintListName }) {
  const { t } = useTranslation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [running, setRunning] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const opened = useOnceTrue(menuAnchor !== null);

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        color="secondary"
        startIcon={<IconDownload size={18} />}
        endIcon={<IconChevronDown size={16} />}
        aria-haspopup="menu"
        aria-controls={menuAnchor ? menuId : undefined}
        aria-expanded={menuAnchor ? 'true' : undefined}
        aria-label={t('complaints.export.menuLabel')}
        disabled={running}
        onClick={(event) => {
          setMenuAnchor(event.currentTarget);
        }}
      >
        {t('complaints.export.button')}
      </Button>
      {opened && (
        <Suspense>
          <ComplaintExportPanel
            list={list}
            menuId={menuId}
            buttonId={buttonId}
            menuAnchor={menuAnchor}
            setMenuAnchor={setMenuAnchor}
            onRunning={setRunning}
          />
        </Suspense>
      )}
    </>
  );
}
