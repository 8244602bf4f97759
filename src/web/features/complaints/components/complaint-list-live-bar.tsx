import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ComplaintListName } from '#domain/complaints/complaint-status.ts';
import type { ComplaintListParams } from '#web/features/complaints/api/get-complaints.ts';
import { useLiveList } from '#web/features/complaints/api/live-list.ts';

/**
 * 'N new complaints - show' over the top of an open list when complaints it shows were created or
 * moved into it (decision 017). It takes no room (the cards do not move when it appears) and stays in
 * view below the navbar while the reader scrolls; Show goes back to the top and reads the list again.
 */
export function ComplaintListLiveBar({
  list,
  params,
}: {
  list: ComplaintListName;
  params: ComplaintListParams;
}) {
  const { t } = useTranslation();
  const { count, show } = useLiveList(list, params);
  return (
    <Box
      role="status"
      sx={{
        position: 'sticky',
        top: { xs: 84, sm: 92 },
        height: 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'center',
      }}
    >
      {count > 0 && (
        <Button
          variant="contained"
          size="small"
          onClick={show}
          startIcon={<IconArrowUp size={16} />}
          sx={{ borderRadius: 999, px: 2, boxShadow: 6, transform: 'translateY(-50%)', whiteSpace: 'nowrap' }}
        >
          {t('live.list.newComplaints', { count })} - {t('live.list.show')}
        </Button>
      )}
    </Box>
  );
}
