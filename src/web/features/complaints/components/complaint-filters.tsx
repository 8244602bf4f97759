import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activeFilterCount,
  EMPTY_COMPLAINT_FILTER,
  type ComplaintFilter,
} from '#domain/complaints/complaint-filter.ts';

const ComplaintFiltersDrawer = lazy(() =>
  import('./complaint-filters-drawer.tsx').then((m) => ({ default: m.ComplaintFiltersDrawer })),
);

/** Every filter of the drawer at its default: what 'Clear all' sends (search and order stay). */
export const CLEARED_FILTERS: Partial<ComplaintFilter> = {
  priority: EMPTY_COMPLAINT_FILTER.priority,
  status: [],
  assignee: [],
  dealer: [],
  province: undefined,
  city: undefined,
  createdFrom: undefined,
  createdTo: undefined,
  due: undefined,
  warranty: [],
  flagged: false,
  category: undefined,
  problemType: undefined,
  resolvedFrom: undefined,
  resolvedTo: undefined,
  reopenedFrom: undefined,
  reopenedTo: undefined,
  age: undefined,
  slaResult: undefined,
};

export interface ComplaintFiltersProps {
  filter: ComplaintFilter;
  /**
   * Only the fields that changed: the page merges them into the address as it is then, so changes
   * made before the address caught up with the previous one are not lost.
   */
  onChange: (changes: Partial<ComplaintFilter>) => void;
  /** Status is a filter only on `/complaints`; the other lists have their own. */
  showStatus: boolean;
  /** 'Assigned to' names staff, 'Flagged' is about internal flags: only staff readers get them. */
  showAssignee: boolean;
}

/** 'Filters' with the count of active filters; opens the drawer that holds them. */
export function ComplaintFilters(props: ComplaintFiltersProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing plays the drawer's transition.
  const [opened, setOpened] = useState(false);
  const count = activeFilterCount(props.filter);
  return (
    <>
      {/* The count is in the button's name; the badge, a sibling of the button (not inside it, so
          the button's visible text stays its name's start: WCAG 2.5.3), only shows it. */}
      <Badge
        badgeContent={count}
        color="primary"
        slotProps={{ badge: { 'aria-hidden': true } }}
        sx={{ display: 'flex', '& .MuiBadge-badge': { fontSize: 11 } }}
      >
        <Button
          variant="outlined"
          color={count ? 'primary' : 'inherit'}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
          aria-haspopup="dialog"
          aria-label={count ? t('complaints.filters.buttonLabel', { count }) : undefined}
          startIcon={<IconAdjustmentsHorizontal size={20} aria-hidden />}
          sx={{ flexGrow: 1, minHeight: 40, whiteSpace: 'nowrap', borderColor: 'divider' }}
        >
          {t('complaints.filters.button')}
        </Button>
      </Badge>
      {/* The drawer's code (autocompletes, date fields) loads when it is first opened (decision 029). */}
      {opened && (
        <Suspense fallback={null}>
          <ComplaintFiltersDrawer {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
