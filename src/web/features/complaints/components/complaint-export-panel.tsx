import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { filterFromSearchParams } from '#domain/complaints/complaint-filter.ts';
import type { ComplaintListName } from '#domain/complaints/complaint-status.ts';
import type { ExportFormat } from '#domain/complaints/export.api.ts';
import { SUCCESS_BANNER_MS } from '#web/components/feedback/timed-alert.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { saveFile } from '#web/lib/save-file.ts';
import { exportComplaints, type ExportProgress } from '#web/features/complaints/api/export-complaints.ts';

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; format: ExportFormat; progress: ExportProgress | null }
  | { kind: 'failed'; message: string };

const FORMATS: { format: ExportFormat; label: string; Icon: typeof IconFileTypeCsv }[] = [
  { format: 'csv', label: 'complaints.export.csv', Icon: IconFileTypeCsv },
  { format: 'xlsx', label: 'complaints.export.xlsx', Icon: IconFileSpreadsheet },
];

export interface ComplaintExportPanelProps {
  list: ComplaintListName;
  menuId: string;
  buttonId: string;
  menuAnchor: HTMLElement | null;
  setMenuAnchor: (anchor: HTMLElement | null) => void;
  onRunning: (running: boolean) => void;
}

/**
 * What 'Export' opens (complaint-export-button.tsx loads it on the first click, decision 062): the
 * formats' menu, then the download of every complaint of the list's current filter and order (read
 * from the page address) as CSV or Excel, with progress and a Cancel button, then saves the file.
 */
export function ComplaintExportPanel({
  list,
  menuId,
  buttonId,
  menuAnchor,
  setMenuAnchor,
  onRunning,
}: ComplaintExportPanelProps) {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  // What the last export came to: the file saved, or cancelled.
  const [outcome, setOutcome] = useState<{ saved: string } | 'cancelled' | null>(null);
  const controller = useRef<AbortController | null>(null);
  const titleId = useId();

  // Leaving the page cancels a download in progress.
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => onRunning(state.kind === 'running'), [onRunning, state.kind]);

  const start = async (format: ExportFormat) => {
    setMenuAnchor(null);
    setOutcome(null);
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'running', format, progress: null });
    try {
      const file = await exportComplaints(list, filterFromSearchParams(searchParams), format, {
        signal: abort.signal,
        onProgress: (progress) => setState({ kind: 'running', format, progress }),
      });
      saveFile(file.blob, file.fileName);
      setState({ kind: 'idle' });
      setOutcome({ saved: file.fileName });
    } catch (error) {
      if (abort.signal.aborted) return;
      setState({ kind: 'failed', message: failureMessage(error) });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const cancel = () => {
    controller.current?.abort();
    setState({ kind: 'idle' });
    setOutcome('cancelled');
  };

  function failureMessage(error: unknown): string {
    if (error instanceof ApiError && error.code === 'DOWNLOAD_INTERRUPTED') {
      return t('complaints.export.interrupted');
    }
    const reason = error instanceof ApiError ? error.message : t('errors.server');
    return t('complaints.export.failed', { reason });
  }

  const number = new Intl.NumberFormat(i18n.language);
  const megabytes = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  });

  return (
    <>
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={Boolean(menuAnchor)}
        onClose={() => setMenuAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {FORMATS.map(({ format, label, Icon }) => (
          <MenuItem key={format} onClick={() => void start(format)}>
            <ListItemIcon>
              <Icon size={20} />
            </ListItemIcon>
            <ListItemText>{t(label)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      <Dialog
        open={state.kind !== 'idle'}
        onClose={state.kind === 'failed' ? () => setState({ kind: 'idle' }) : undefined}
        fullWidth
        maxWidth="xs"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>
          {t(state.kind === 'failed' ? 'complaints.export.menuLabel' : 'complaints.export.title')}
        </DialogTitle>
        <DialogContent>{state.kind === 'failed' ? failure(state.message) : running()}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          {state.kind === 'failed' ? (
            <Button onClick={() => setState({ kind: 'idle' })} variant="contained" autoFocus>
              {t('common.close')}
            </Button>
          ) : (
            <Button onClick={cancel} variant="outlined" color="secondary" autoFocus>
              {t('common.cancel')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
      <Snackbar
        open={outcome !== null}
        autoHideDuration={SUCCESS_BANNER_MS}
        onClose={() => setOutcome(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={outcome === 'cancelled' ? 'info' : 'success'}
          variant="filled"
          onClose={() => setOutcome(null)}
          role="status"
          slotProps={{ closeButton: { title: t('common.dismiss'), 'aria-label': t('common.dismiss') } }}
        >
          {outcome === 'cancelled' ? (
            t('complaints.export.cancelled')
          ) : (
            // The file name reads left to right inside an Arabic sentence too.
            <Trans
              i18nKey="complaints.export.saved"
              values={{ file: outcome?.saved ?? '' }}
              components={{ file: <bdi dir="ltr" /> }}
            />
          )}
        </Alert>
      </Snackbar>
    </>
  );

  function failure(message: string) {
    return (
      <Alert severity="error" role="alert">
        {message}
      </Alert>
    );
  }

  function running() {
    const progress = state.kind === 'running' ? state.progress : null;
    const total = progress?.total ?? null;
    const percent =
      progress && total !== null && progress.rows !== null
        ? total === 0
          ? 100
          : Math.min(100, (progress.rows / total) * 100)
        : null;
    let text = t('complaints.export.preparing');
    if (progress && total !== null) {
      text =
        progress.rows !== null
          ? t('complaints.export.progressRows', {
              count: total,
              total: number.format(total),
              done: number.format(progress.rows),
            })
          : t('complaints.export.progressBytes', {
              count: total,
              total: number.format(total),
              size: megabytes.format(progress.bytes / 1_000_000),
            });
    }
    return (
      <Box sx={{ display: 'grid', gap: 1.5, pt: 0.5 }}>
        <LinearProgress
          variant={percent === null ? 'indeterminate' : 'determinate'}
          value={percent ?? undefined}
          aria-label={t('complaints.export.title')}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text}
        </Typography>
      </Box>
    );
  }
}
