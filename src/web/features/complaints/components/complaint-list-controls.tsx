import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PRIORITIES } from '#domain/complaints/complaint-priority.ts';
import { SearchField } from '#web/components/form/search-field.tsx';
import type { ComplaintListParams } from '#web/features/complaints/api/get-complaints.ts';

interface ComplaintListControlsProps {
  params: ComplaintListParams;
  onChange: (changes: Partial<ComplaintListParams>) => void;
}

/** 'Search Complaints', 'Filter by Priority' and 'Order By' (spec 2.3). */
export function ComplaintListControls({ params, onChange }: ComplaintListControlsProps) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 1fr) 200px 200px' },
        '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
      }}
    >
      <SearchField
        label={t('complaints.list.search')}
        value={params.search}
        onChange={(search) => onChange({ search })}
      />
      <TextField
        select
        label={t('complaints.list.filterByPriority')}
        value={params.priority}
        onChange={(event) => onChange({ priority: event.target.value as ComplaintListParams['priority'] })}
      >
        <MenuItem value="All">{t('complaints.list.all')}</MenuItem>
        {PRIORITIES.map((priority) => (
          <MenuItem key={priority} value={priority}>
            {priority}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('complaints.list.orderBy')}
        value={params.order}
        onChange={(event) => onChange({ order: event.target.value as ComplaintListParams['order'] })}
      >
        <MenuItem value="desc">{t('complaints.list.newToOld')}</MenuItem>
        <MenuItem value="asc">{t('complaints.list.oldToNew')}</MenuItem>
      </TextField>
    </Box>
  );
}
