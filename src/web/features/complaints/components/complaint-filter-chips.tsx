import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import {
  activeFilterCount,
  ASSIGNEE_ME,
  ASSIGNEE_NONE,
  type ComplaintFilter,
} from '#domain/complaints/complaint-filter.ts';
import { useDates } from '#web/lib/use-dates.ts';
import { useFilterOptions } from '#web/features/complaints/api/get-filter-options.ts';
import { CLEARED_FILTERS } from './complaint-filters.tsx';

interface FilterChip {
  key: string;
  label: string;
  remove: Partial<ComplaintFilter>;
}

/** One chip per active filter value, each with a delete icon, and 'Clear all'. */
export function ComplaintFilterChips({
  filter,
  onChange,
  showAssignee,
}: {
  filter: ComplaintFilter;
  /** Only the fields that changed (see ComplaintFiltersProps). */
  onChange: (changes: Partial<ComplaintFilter>) => void;
  showAssignee: boolean;
}) {
  const { t } = useTranslation();
  const { date } = useDates();
  const staffIds = filter.assignee.filter((choice): choice is number => typeof choice === 'number');
  const staff = useFilterOptions('assignees', '', staffIds, showAssignee && staffIds.length > 0);
  const dealers = useFilterOptions('dealers', '', filter.dealer, filter.dealer.length > 0);
  const nameOf = (options: { id: number; name: string }[] | undefined, id: number) =>
    options?.find((option) => option.id === id)?.name ?? `#${id}`;

  if (activeFilterCount(filter) === 0) return null;

  const chips: FilterChip[] = [];
  if (filter.priority !== 'All')
    chips.push({
      key: 'priority',
      label: `${t('complaints.filters.priority')}: ${filter.priority}`,
      remove: { priority: 'All' },
    });
  for (const status of filter.status)
    chips.push({
      key: `status-${status}`,
      label: `${t('complaints.filters.status')}: ${t(`status.${status}`)}`,
      remove: { status: filter.status.filter((other) => other !== status) },
    });
  for (const choice of filter.assignee) {
    const name =
      choice === ASSIGNEE_ME
        ? t('complaints.filters.me')
        : choice === ASSIGNEE_NONE
          ? t('complaints.filters.unassigned')
          : nameOf(staff.data?.options, choice);
    chips.push({
      key: `assignee-${choice}`,
      label: `${t('complaints.filters.assignee')}: ${name}`,
      remove: { assignee: filter.assignee.filter((other) => other !== choice) },
    });
  }
  for (const id of filter.dealer)
    chips.push({
      key: `dealer-${id}`,
      label: `${t('complaints.filters.dealer')}: ${nameOf(dealers.data?.options, id)}`,
      remove: { dealer: filter.dealer.filter((other) => other !== id) },
    });
  if (filter.province)
    chips.push({
      key: 'province',
      label: `${t('complaints.filters.province')}: ${filter.province}`,
      remove: { province: undefined },
    });
  if (filter.city)
    chips.push({
      key: 'city',
      label: `${t('complaints.filters.city')}: ${filter.city}`,
      remove: { city: undefined },
    });
  for (const verdict of filter.warranty)
    chips.push({
      key: `warranty-${verdict}`,
      label: `${t('complaints.filters.warranty')}: ${t(`warranty.verdict.${verdict}`)}`,
      remove: { warranty: filter.warranty.filter((other) => other !== verdict) },
    });
  if (filter.createdFrom || filter.createdTo)
    chips.push({
      key: 'created',
      label: filter.createdFrom
        ? filter.createdTo
          ? t('complaints.filters.createdBetween', {
              from: date(filter.createdFrom),
              to: date(filter.createdTo),
            })
          : t('complaints.filters.createdSince', { from: date(filter.createdFrom) })
        : t('complaints.filters.createdUntil', { to: date(filter.createdTo!) }),
      remove: { createdFrom: undefined, createdTo: undefined },
    });
  if (filter.due)
    chips.push({
      key: 'due',
      label: t(`complaints.filters.dueChoices.${filter.due}`),
      remove: { due: undefined },
    });

  if (filter.flagged) chips.push({ key: 'flagged', label: t('flags.filter'), remove: { flagged: false } });
  if (filter.category)
    chips.push({
      key: 'category',
      label: `${t('complaints.filters.category')}: ${filter.category}`,
      remove: { category: undefined },
    });
  if (filter.problemType)
    chips.push({
      key: 'problemType',
      label: `${t('complaints.filters.problemType')}: ${filter.problemType}`,
      remove: { problemType: undefined },
    });
  const range = (from: string | undefined, to: string | undefined) =>
    from && to ? `${date(from)} – ${date(to)}` : from ? `≥ ${date(from)}` : `≤ ${date(to!)}`;
  if (filter.resolvedFrom || filter.resolvedTo)
    chips.push({
      key: 'resolved',
      label: `${t('complaints.filters.resolved')}: ${range(filter.resolvedFrom, filter.resolvedTo)}`,
      remove: { resolvedFrom: undefined, resolvedTo: undefined },
    });
  if (filter.reopenedFrom || filter.reopenedTo)
    chips.push({
      key: 'reopened',
      label: `${t('complaints.filters.reopened')}: ${range(filter.reopenedFrom, filter.reopenedTo)}`,
      remove: { reopenedFrom: undefined, reopenedTo: undefined },
    });
  if (filter.age)
    chips.push({
      key: 'age',
      label: `${t('complaints.filters.age')}: ${t(`dashboard.age.${filter.age}`)}`,
      remove: { age: undefined },
    });
  if (filter.slaResult)
    chips.push({
      key: 'slaResult',
      label: t(`complaints.filters.slaResults.${filter.slaResult}`),
      remove: { slaResult: undefined },
    });

  return (
    <Box
      component="ul"
      aria-label={t('complaints.filters.active')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, listStyle: 'none', m: 0, p: 0 }}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip label={chip.label} onDelete={() => onChange(chip.remove)} sx={{ maxWidth: '100%' }} />
        </li>
      ))}
      <li>
        <Button size="small" onClick={() => onChange(CLEARED_FILTERS)}>
          {t('complaints.filters.clearAll')}
        </Button>
      </li>
    </Box>
  );
}
