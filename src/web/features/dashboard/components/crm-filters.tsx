import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DASHBOARD_PERIODS } from '#domain/dashboard/dashboard-period.ts';
import { crmDashboardQuery, type CrmDashboardQuery } from '#domain/dashboard/dashboard.schemas.ts';
import { PROVINCE_NAMES } from '#domain/geo/provinces.ts';
import { useDealerOptions } from '#web/features/dashboard/api/get-crm-dashboard.ts';

const FIELDS = ['period', 'from', 'to', 'province', 'dealer', 'category'] as const;

/** The period and filters kept in the page address; what does not parse falls back to the last 30 days. */
export function useCrmQuery(): [Partial<CrmDashboardQuery>, (changes: Partial<CrmDashboardQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Object.fromEntries(FIELDS.flatMap((key) => (params.has(key) ? [[key, params.get(key)]] : [])));
  const parsed = crmDashboardQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : crmDashboardQuery.parse({});
  const change = (changes: Partial<CrmDashboardQuery>) => {
    const next = { ...query, ...changes };
    if (next.period !== 'custom') {
      next.from = undefined;
      next.to = undefined;
    }
    const search = new URLSearchParams();
    for (const key of FIELDS) {
      const value = next[key];
      if (value !== undefined && value !== '' && !(key === 'period' && value === '30d'))
        search.set(key, String(value));
    }
    setParams(search, { replace: true });
  };
  return [query, change];
}

/** Period, custom days, province, dealer and product category. */
export function CrmFilters({
  query,
  onChange,
  categories,
}: {
  query: Partial<CrmDashboardQuery>;
  onChange: (changes: Partial<CrmDashboardQuery>) => void;
  /** Categories to suggest (any text may be typed). */
  categories: string[];
}) {
  const { t } = useTranslation();
  const [dealerSearch, setDealerSearch] = useState('');
  const dealers = useDealerOptions(dealerSearch, query.dealer ? [query.dealer] : []);
  const dealerOptions = dealers.data?.options ?? [];
  const chosenDealer = dealerOptions.find((option) => option.id === query.dealer) ?? null;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Box
      role="group"
      aria-label={t('dashboard.crm.filtersLabel')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        '@media print': { display: 'none' },
      }}
    >
      <TextField
        select
        size="small"
        label={t('dashboard.crm.period')}
        value={query.period ?? '30d'}
        onChange={(event) => {
          const period = event.target.value as CrmDashboardQuery['period'];
          onChange(
            period === 'custom'
              ? { period, from: query.from ?? today.slice(0, 8) + '01', to: query.to ?? today }
              : { period },
          );
        }}
      >
        {DASHBOARD_PERIODS.map((period) => (
          <MenuItem key={period} value={period}>
            {t(`dashboard.crm.periods.${period}`)}
          </MenuItem>
        ))}
      </TextField>
      {query.period === 'custom' && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            size="small"
            type="date"
            label={t('dashboard.crm.from')}
            value={query.from ?? ''}
            onChange={(event) => event.target.value && onChange({ from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: query.to } }}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            type="date"
            label={t('dashboard.crm.to')}
            value={query.to ?? ''}
            onChange={(event) => event.target.value && onChange({ to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: query.from } }}
            sx={{ flex: 1 }}
          />
        </Box>
      )}
      <TextField
        select
        size="small"
        label={t('dashboard.crm.province')}
        value={query.province ?? ''}
        onChange={(event) =>
          onChange({ province: (event.target.value || undefined) as CrmDashboardQuery['province'] })
        }
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('dashboard.crm.any')}</MenuItem>
        {PROVINCE_NAMES.map((province) => (
          <MenuItem key={province} value={province}>
            {province}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        size="small"
        options={dealerOptions}
        value={chosenDealer}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        filterOptions={(options) => options}
        onInputChange={(_, value, reason) => reason === 'input' && setDealerSearch(value)}
        onChange={(_, option) => onChange({ dealer: option?.id })}
        renderInput={(params) => (
          <TextField {...params} label={t('dashboard.crm.dealer')} placeholder={t('dashboard.crm.any')} />
        )}
      />
      <Autocomplete
        size="small"
        freeSolo
        options={categories}
        value={query.category ?? null}
        onChange={(_, value) => onChange({ category: value?.trim() || undefined })}
        renderInput={(params) => (
          <TextField {...params} label={t('dashboard.crm.category')} placeholder={t('dashboard.crm.any')} />
        )}
      />
    </Box>
  );
}
