import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  IconBuildingStore,
  IconFileDescription,
  IconMessageReport,
  IconUserSearch,
  IconSearch,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { useId, useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { displayNumber } from '#domain/complaints/complaint-number.ts';
import { SEARCH_MAX_LENGTH } from '#domain/search/search.schemas.ts';
import { complaintEditPath, dealerEditPath, paths, userViewPath } from '#web/lib/paths.ts';
import { useDates } from '#web/lib/use-dates.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useSearch } from '#web/features/search/api/search.ts';
import type { SearchablePage } from './global-search.tsx';

interface Result {
  key: string;
  group: (typeof GROUPS)[number];
  icon: Icon;
  title: string;
  detail?: string;
  to: string;
}

const SEARCH_DEBOUNCE_MS = 200;
const GROUPS = ['pages', 'customer', 'complaints', 'dealers', 'users'] as const;

export function SearchPanel({ pages: openable, onClose }: { pages: SearchablePage[]; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching, isError } = useSearch(debounced);
  const { date } = useDates();

  const pages = useMemo(
    () => openable.map((page) => ({ title: t(`nav.${page.label}`), to: page.to })),
    [openable, t],
  );

  const results = useMemo<Result[]>(() => {
    const needle = term.trim().toLocaleLowerCase();
    if (!needle) return [];
    const list: Result[] = pages
      .filter((page) => page.title.toLocaleLowerCase().includes(needle))
      .map((page) => ({
        key: `page-${page.to}`,
        group: 'pages',
        icon: IconFileDescription,
        title: page.title,
        to: page.to,
      }));
    // Records answer the debounced term: shown only once they match what is typed.
    if (data && debounced === term.trim()) {
      if (data.customer) {
        list.push({
          key: 'customer',
          group: 'customer',
          icon: IconUserSearch,
          title: data.customer.customer_name,
          detail: `${data.customer.phone} · ${t('customerHistory.customerComplaints', { count: data.customer.total })}`,
          to: `${paths.complaints}?${new URLSearchParams({ search: data.customer.phone }).toString()}`,
        });
        for (const complaint of data.customer.complaints) {
          list.push({
            key: `customer-complaint-${complaint.id}`,
            group: 'customer',
            icon: IconMessageReport,
            title: `${displayNumber(complaint.id)} · ${complaint.product_name}`,
            detail: `${date(complaint.created_at)} · ${t(`status.${complaint.status}`)}`,
            to: complaintEditPath(complaint.id),
          });
        }
      }
      for (const complaint of data.complaints) {
        list.push({
          key: `complaint-${complaint.id}`,
          group: 'complaints',
          icon: IconMessageReport,
          title: `${displayNumber(complaint.id)} · ${complaint.customer_name}`,
          detail: `${complaint.phone} · ${complaint.customer_city} · ${t(`status.${complaint.status}`)}`,
          to: complaintEditPath(complaint.id),
        });
      }
      for (const dealer of data.dealers) {
        list.push({
          key: `dealer-${dealer.id}`,
          group: 'dealers',
          icon: IconBuildingStore,
          title: dealer.dealer_name,
          detail: `${dealer.dealer_phone} · ${dealer.dealer_city}`,
          to: dealerEditPath(dealer.id),
        });
      }
      for (const user of data.users) {
        list.push({
          key: `user-${user.id}`,
          group: 'users',
          icon: IconUser,
          title: user.name,
          detail: t(`designation.${user.designation}`),
          to: userViewPath(user.id),
        });
      }
    }
    return list;
  }, [pages, term, data, debounced, t, date]);

  const current = Math.min(active, Math.max(results.length - 1, 0));
  const choose = (result: Result | undefined) => {
    if (!result) return;
    onClose();
    void navigate(result.to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((current + 1) % Math.max(results.length, 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current - 1 + results.length) % Math.max(results.length, 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(results[current]);
    }
  };
  const optionId = (index: number) => `${listId}-option-${index}`;
  const searching = isFetching || debounced !== term.trim();

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        maxHeight: { sm: '70vh' },
        height: { xs: '100%', sm: 'auto' },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2.5,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <IconSearch size={22} aria-hidden />
        {/* A plain input: MUI's inputs would change how the sign-in page's code is split (decision 003). */}
        <Box
          component="input"
          autoFocus
          type="text"
          placeholder={t('workspace.search.placeholder')}
          value={term}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setTerm(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-label={t('workspace.search.title')}
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results.length > 0 ? optionId(current) : undefined}
          maxLength={SEARCH_MAX_LENGTH}
          sx={{
            flex: 1,
            minWidth: 0,
            border: 0,
            outline: 0,
            bgcolor: 'transparent',
            color: 'text.primary',
            font: 'inherit',
            fontSize: '1rem',
            py: 1,
            // Spelled out as MUI's inputs do: the prefixer's own expansion of ::placeholder breaks the
            // right-to-left style plugin.
            '&::-webkit-input-placeholder': { color: 'text.secondary', opacity: 1 },
            '&::-moz-placeholder': { color: 'text.secondary', opacity: 1 },
          }}
        />
        <Box
          component="kbd"
          onClick={onClose}
          sx={{
            fontFamily: 'inherit',
            fontSize: '0.75rem',
            px: 0.75,
            py: 0.25,
            border: 1,
            borderColor: 'divider',
            borderRadius: 0.75,
            color: 'text.secondary',
            cursor: 'pointer',
          }}
        >
          Esc
        </Box>
      </Box>
      <Box sx={{ height: 2 }}>{term.trim() && searching && <LinearProgress sx={{ height: 2 }} />}</Box>
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        {!term.trim() ? (
          <Typography sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }}>
            {t('workspace.search.hint')}
          </Typography>
        ) : isError ? (
          <Typography role="alert" sx={{ p: 3, color: 'error.main', textAlign: 'center' }}>
            {t('errors.server')}
          </Typography>
        ) : results.length === 0 && !searching ? (
          <Typography role="status" sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }}>
            {t('workspace.search.noResults', { term: term.trim() })}
          </Typography>
        ) : null}
        <Box id={listId} role="listbox" aria-label={t('workspace.search.results')} sx={{ pb: 1 }}>
          {GROUPS.filter((group) => results.some((result) => result.group === group)).map((group) => (
            <Box key={group} role="group" aria-label={t(`workspace.search.groups.${group}`)}>
              <Typography
                aria-hidden
                variant="overline"
                sx={{ display: 'block', px: 2.5, pt: 1.5, color: 'text.secondary', lineHeight: 2 }}
              >
                {t(`workspace.search.groups.${group}`)}
              </Typography>
              {results.map((result, index) =>
                result.group !== group ? null : (
                  <Box
                    key={result.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === current}
                    onClick={() => choose(result)}
                    onMouseMove={() => setActive(index)}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1.5,
                      mx: 1,
                      px: 1.5,
                      py: 1,
                      borderRadius: 1,
                      cursor: 'pointer',
                      ...(index === current && { bgcolor: 'action.selected' }),
                    }}
                  >
                    <result.icon size={20} stroke={1.75} aria-hidden style={{ flexShrink: 0 }} />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography noWrap sx={{ color: 'text.primary' }}>
                        {result.title}
                      </Typography>
                      {result.detail && (
                        <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
                          {result.detail}
                        </Typography>
                      )}
                    </Box>
                  </Box>
                ),
              )}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
