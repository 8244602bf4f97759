import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { TimelineRecord } from '#domain/complaints/complaint.schemas.ts';

interface CollisionAlertProps {
  /** What the other person's save changed, as the timeline words it. */
  changes: TimelineRecord[];
  /** Drops my unsaved changes and shows theirs. */
  onReload: () => void;
  /** Keeps my unsaved changes on top of theirs (fields I did not touch take their values). */
  onKeepMine: () => void;
}

/** Someone else saved this complaint while I have unsaved changes: told at once, before I save. */
export function CollisionAlert({ changes, onReload, onKeepMine }: CollisionAlertProps) {
  const { t } = useTranslation();
  const names = [...new Set(changes.map((change) => change.user_name))];
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>
        {names.length > 0
          ? t('live.collision.titleBy', { name: names.join(', ') })
          : t('live.collision.title')}
      </AlertTitle>
      {changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
          {changes.map((change, index) => (
            <li key={index}>{change.action}</li>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button variant="contained" color="warning" size="small" onClick={onReload}>
          {t('live.collision.reload')}
        </Button>
        <Button variant="outlined" color="inherit" size="small" onClick={onKeepMine}>
          {t('live.collision.keepMine')}
        </Button>
      </Box>
    </Alert>
  );
}
