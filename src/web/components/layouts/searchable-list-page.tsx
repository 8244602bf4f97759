import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { flashMessage } from '#web/components/feedback/flash-message.ts';
import { TimedAlert } from '#web/components/feedback/timed-alert.tsx';
import { SearchField } from '#web/components/form/search-field.tsx';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';

interface SearchableListPageProps {
  title: string;
  searchLabel: string;
  /** The messages `?message=` may name (e.g. `{ created: 'dealers.messages.created' }`). */
  messages: Record<string, string>;
  /** The 'Add' button, when the reader may create. */
  create?: { label: string; to: string };
  /** The table of what `search` matches. */
  children: (search: string) => ReactNode;
}

/** A list screen (dealers, products): title, add button, a search kept in the URL (`?search=`), the table. */
export function SearchableListPage({
  title,
  searchLabel,
  messages,
  create,
  children,
}: SearchableListPageProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  useDocumentTitle(title);
  const search = query.get('search')?.trim() ?? '';

  const setParam = (name: string, value: string) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      // The page stays where it is scrolled to (ScrollRestoration would reset it for a new entry).
      { replace: true, preventScrollReset: true },
    );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TimedAlert
        message={flashMessage(t, query.get('message'), messages)}
        onClose={() => setParam('message', '')}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flex: '1 1 auto' }}>
          {title}
        </Typography>
        {create && (
          <Button component={Link} to={create.to} variant="contained">
            {create.label}
          </Button>
        )}
      </Box>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } }, display: 'grid' }}>
          <SearchField label={searchLabel} value={search} onChange={(value) => setParam('search', value)} />
        </CardContent>
      </Card>
      {children(search)}
    </Box>
  );
}
