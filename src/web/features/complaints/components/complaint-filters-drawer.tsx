import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activeFilterCount,
  ASSIGNEE_ME,
  ASSIGNEE_NONE,
  SLA_DUE_CHOICES,
  type AssigneeChoice,
  type ComplaintFilter,
} from '#domain/complaints/complaint-filter.ts';
import { COMPLAINT_STATUSES } from '#domain/complaints/complaint-status.ts';
import { WARRANTY_VERDICTS } from '#domain/complaints/warranty.ts';
import { citiesOf, isProvince, PROVINCE_NAMES, PROVINCES } from '#domain/geo/provinces.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useFilterOptions } from '#web/features/complaints/api/get-filter-options.ts';
import { CLEARED_FILTERS, type ComplaintFiltersProps } from './complaint-filters.tsx';

const ALL_CITIES = [...new Set(Object.values(PROVINCES).flat())].sort((a, b) => a.localeCompare(b));

/** The list's filters beyond search, priority and order, in a side drawer (full width on a phone). */
export function ComplaintFiltersDrawer({
  filter,
  onChange,
  showStatus,
  showAssignee,
  open,
  onClose,
}: ComplaintFiltersProps & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const change = onChange;
  const count = activeFilterCount(filter);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 400 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, py: 2 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('complaints.filters.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('complaints.filters.close')} edge="end">
          <IconX size={20} />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', display: 'grid', gap: 2.5, alignContent: 'start', p: 3 }}>
        {showStatus && (
          <MultiChoiceField
            label={t('complaints.filters.status')}
            choices={COMPLAINT_STATUSES}
            labelOf={(status) => t(`status.${status}`)}
            value={filter.status}
            onChange={(status) => change({ status })}
          />
        )}
        {showAssignee && (
          <AssigneeField value={filter.assignee} onChange={(assignee) => change({ assignee })} />
        )}
        <DealerField value={filter.dealer} onChange={(dealer) => change({ dealer })} />
        <TextField
          select
          label={t('complaints.filters.province')}
          value={filter.province ?? ''}
          onChange={(event) => {
            const province = isProvince(event.target.value) ? event.target.value : undefined;
            // A city of another province would match nothing.
            const keepCity = !province || !filter.city || citiesOf(province).includes(filter.city);
            change({ province, city: keepCity ? filter.city : undefined });
          }}
        >
          <MenuItem value="">{t('complaints.filters.anyProvince')}</MenuItem>
          {PROVINCE_NAMES.map((province) => (
            <MenuItem key={province} value={province}>
              {province}
            </MenuItem>
          ))}
        </TextField>
        <CityField value={filter.city} province={filter.province} onChange={(city) => change({ city })} />
        <DateRangeFields filter={filter} onChange={change} />
        <TextField
          select
          label={t('complaints.filters.due')}
          value={filter.due ?? ''}
          onChange={(event) => change({ due: SLA_DUE_CHOICES.find((due) => due === event.target.value) })}
        >
          <MenuItem value="">{t('complaints.filters.anyDue')}</MenuItem>
          {SLA_DUE_CHOICES.map((due) => (
            <MenuItem key={due} value={due}>
              {t(`complaints.filters.dueChoices.${due}`)}
            </MenuItem>
          ))}
        </TextField>
        {/* The stored warranty verdicts (decision 018). */}
        <MultiChoiceField
          label={t('complaints.filters.warranty')}
          choices={WARRANTY_VERDICTS}
          labelOf={(verdict) => t(`warranty.verdict.${verdict}`)}
          value={filter.warranty}
          onChange={(warranty) => change({ warranty })}
        />
        {showAssignee && (
          <FormControlLabel
            control={
              <Switch
                checked={filter.flagged}
                onChange={(event) => change({ flagged: event.target.checked })}
              />
            }
            label={
              <Box component="span" sx={{ display: 'grid' }}>
                <span>{t('flags.filter')}</span>
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('flags.filterHint')}
                </Typography>
              </Box>
            }
          />
        )}
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', px: 3, py: 2 }}>
        <Button color="inherit" disabled={count === 0} onClick={() => onChange(CLEARED_FILTERS)}>
          {t('complaints.filters.clearAll')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('complaints.filters.showResults')}
        </Button>
      </Box>
    </Drawer>
  );
}

/** Any of several fixed choices (statuses, warranty verdicts), named in the reader's language. */
function MultiChoiceField<T extends string>({
  label,
  choices,
  labelOf,
  value,
  onChange,
}: {
  label: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  value: T[];
  onChange: (value: T[]) => void;
}) {
  const { i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language, { type: 'unit', style: 'short' });
  return (
    <TextField
      select
      label={label}
      value={value}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) =>
            list.format(
              choices.filter((choice) => Array.isArray(selected) && selected.includes(choice)).map(labelOf),
            ),
        },
      }}
      onChange={(event) => {
        const chosen: unknown = event.target.value;
        const values: unknown[] = Array.isArray(chosen) ? chosen : [chosen];
        onChange(choices.filter((choice) => values.includes(choice)));
      }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          <Checkbox checked={value.includes(choice)} size="small" sx={{ p: 0, marginInlineEnd: 1 }} />
          <ListItemText primary={labelOf(choice)} />
        </MenuItem>
      ))}
    </TextField>
  );
}

interface Choice<V> {
  value: V;
  label: string;
}

/** Me, Unassigned, or staff members by name (searched on the server). */
function AssigneeField({
  value,
  onChange,
}: {
  value: AssigneeChoice[];
  onChange: (value: AssigneeChoice[]) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 250);
  const ids = value.filter((choice): choice is number => typeof choice === 'number');
  const options = useFilterOptions('assignees', search, ids);
  const fixed: Choice<AssigneeChoice>[] = [
    { value: ASSIGNEE_ME, label: t('complaints.filters.me') },
    { value: ASSIGNEE_NONE, label: t('complaints.filters.unassigned') },
  ];
  const staff = (options.data?.options ?? []).map((option) => ({ value: option.id, label: option.name }));
  const labelOf = (choice: AssigneeChoice): string =>
    [...fixed, ...staff].find((option) => option.value === choice)?.label ?? `#${String(choice)}`;
  const matching = [
    ...fixed.filter((option) => option.label.toLowerCase().includes(input.trim().toLowerCase())),
    ...staff,
  ];
  return (
    <Autocomplete
      multiple
      options={matching}
      value={value.map((choice) => ({ value: choice, label: labelOf(choice) }))}
      filterOptions={(list) => list}
      isOptionEqualToValue={(option, selected) => option.value === selected.value}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => String(option.value)}
      onChange={(_, chosen) => onChange(chosen.map((option) => option.value))}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      loading={options.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('complaints.filters.noMatches')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('complaints.filters.assignee')}
          placeholder={t('complaints.filters.type')}
        />
      )}
    />
  );
}

/** Dealers the reader may read, by name (searched on the server). */
function DealerField({ value, onChange }: { value: number[]; onChange: (value: number[]) => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 250);
  const options = useFilterOptions('dealers', search, value);
  const dealers = (options.data?.options ?? []).map((option) => ({ value: option.id, label: option.name }));
  const labelOf = (id: number) => dealers.find((option) => option.value === id)?.label ?? `#${id}`;
  return (
    <Autocomplete
      multiple
      options={dealers}
      value={value.map((id) => ({ value: id, label: labelOf(id) }))}
      filterOptions={(list) => list}
      isOptionEqualToValue={(option, selected) => option.value === selected.value}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.value}
      onChange={(_, chosen) => onChange(chosen.map((option) => option.value))}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      loading={options.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('complaints.filters.noMatches')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('complaints.filters.dealer')}
          placeholder={t('complaints.filters.type')}
        />
      )}
    />
  );
}

/** A city of the chosen province (or of any province) as a suggestion; any town may be typed. */
function CityField({
  value,
  province,
  onChange,
}: {
  value: string | undefined;
  province: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      freeSolo
      autoSelect
      options={province ? citiesOf(province) : ALL_CITIES}
      value={value ?? null}
      onChange={(_, city) => onChange(city?.trim() || undefined)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('complaints.filters.city')}
          slotProps={{ htmlInput: { ...params.inputProps, maxLength: 80 } }}
        />
      )}
    />
  );
}

/**
 * 'Created from' and 'Created to'. A range whose start is after its end is not applied: the 'to'
 * field says why, and the list keeps the last valid range.
 */
function DateRangeFields({
  filter,
  onChange,
}: {
  filter: ComplaintFilter;
  onChange: (changes: Partial<ComplaintFilter>) => void;
}) {
  const { t } = useTranslation();
  const applied = { from: filter.createdFrom ?? '', to: filter.createdTo ?? '' };
  const [dates, setDates] = useState(applied);
  const [previous, setPrevious] = useState(applied);
  // Dates changed in the address (Clear all, a chip, back) replace what the fields hold.
  if (previous.from !== applied.from || previous.to !== applied.to) {
    setPrevious(applied);
    setDates(applied);
  }
  const badRange = Boolean(dates.from && dates.to && dates.from > dates.to);
  const set = (next: { from: string; to: string }) => {
    setDates(next);
    if (next.from && next.to && next.from > next.to) return;
    onChange({ createdFrom: next.from || undefined, createdTo: next.to || undefined });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
      <TextField
        type="date"
        label={t('complaints.filters.createdFrom')}
        value={dates.from}
        onChange={(event) => set({ ...dates, from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: dates.to || undefined } }}
      />
      <TextField
        type="date"
        label={t('complaints.filters.createdTo')}
        value={dates.to}
        error={badRange}
        helperText={badRange ? t('validation.dateRange') : undefined}
        onChange={(event) => set({ ...dates, to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: dates.from || undefined } }}
      />
    </Box>
  );
}
