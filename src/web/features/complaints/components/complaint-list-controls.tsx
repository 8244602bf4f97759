import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PRIORITIES } from '#domain/complaints/complaint-priority.ts';
import { COMPLAINT_ORDERS, type ComplaintFilter } from '#domain/complaints/complaint-filter.ts';
import { SearchField } from '#web/components/form/search-field.tsx';
import { ComplaintFilterChips } from './complaint-filter-chips.tsx';
import { ComplaintFilters } from './complaint-filters.tsx';

interface ComplaintListControlsProps {
  params: ComplaintFilter;
  onChange: (changes: Partial<ComplaintFilter>) => void;
  /** Status is a filter only on `/complaints`. */
  showStatus?: boolean;
  /** 'Assigned to' names staff: only for staff readers. */
  showAssignee?: boolean;
}

const ORDER_LABELS = {
  desc: 'complaints.list.newToOld',
  asc: 'complaints.list.oldToNew',
  priority: 'complaints.filters.orderPriority',
  updated: 'complaints.filters.orderUpdated',
  due: 'complaints.filters.orderDue',
} as const satisfies Record<ComplaintFilter['order'], string>;

/** 'Search Complaints', 'Filter by Priority' and 'Order By' (spec 2.3), then 'Filters' and the active filters' chips. */
export function ComplaintListControls({
  params,
  onChange,
  showStatus = false,
  showAssignee = false,
}: ComplaintListControlsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 1fr) 200px 200px auto' },
          '& > :first-of-type, & > :last-child': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        }}
      >
        <SearchField
          label={t('complaints.list.search')}
          value={params.search ?? ''}
          onChange={(search) => onChange({ search: search || undefined })}
        />
        <TextField
          select
          label={t('complaints.list.filterByPriority')}
          value={params.priority}
          onChange={(event) =>
            onChange({ priority: PRIORITIES.find((priority) => priority === event.target.value) ?? 'All' })
          }
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
          onChange={(event) =>
            onChange({ order: COMPLAINT_ORDERS.find((order) => order === event.target.value) ?? 'desc' })
          }
        >
          {COMPLAINT_ORDERS.map((order) => (
            <MenuItem key={order} value={order}>
              {t(ORDER_LABELS[order])}
            </MenuItem>
          ))}
        </TextField>
        <ComplaintFilters
          filter={params}
          onChange={onChange}
          showStatus={showStatus}
          showAssignee={showAssignee}
        />
      </Box>
      <ComplaintFilterChips filter={params} onChange={onChange} showAssignee={showAssignee} />
    </Box>
  );
}
