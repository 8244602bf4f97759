import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '#web/components/data-display/stacked-table.ts';
import { useDates } from '#web/lib/use-dates.ts';
import type { Cell, FigureTable as Figures } from '#web/features/dashboard/lib/figure-tables.ts';

/** A cell's text in the reader's language: numbers, days, months and ageing buckets. */
export function useCellText() {
  const { t, i18n } = useTranslation();
  const { date } = useDates();
  return (cell: Cell): string => {
    if (cell.value === null) return cell.emptyKey ? t(cell.emptyKey) : '';
    if (typeof cell.value === 'number') return cell.value.toLocaleString(i18n.language);
    if (cell.format === 'day') return date(cell.value);
    if (cell.format === 'age') return t(`dashboard.age.${cell.value}`);
    if (cell.format === 'month')
      return new Date(`${cell.value}-01T00:00:00Z`).toLocaleDateString(i18n.language, {
        year: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      });
    return cell.value;
  };
}

/** A chart's figures as a table: what screen readers read and what one copies; numbers open their lists. */
export function FigureTable({
  table,
  caption,
  heat = false,
}: {
  table: Figures;
  caption: string;
  /** Shade each number by its size against the biggest (a heat map). */
  heat?: boolean;
}) {
  const { t } = useTranslation();
  const { date } = useDates();
  const text = useCellText();
  const biggest = Math.max(
    1,
    ...table.rows.flat().map((cell) => (typeof cell.value === 'number' ? cell.value : 0)),
  );
  return (
    <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
      <Box component="caption" sx={{ ...visuallyHidden, captionSide: 'top' }}>
        {caption}
      </Box>
      <TableHead>
        <TableRow>
          {table.columns.map((column, index) => (
            <TableCell key={column} align={index === 0 ? 'left' : 'right'} scope="col">
              {index === 0 || !table.headers ? t(column) : text(table.headers[index]!)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {table.rows.map((row, rowIndex) => (
          <TableRow key={rowIndex}>
            {row.map((cell, index) => (
              <TableCell
                key={index}
                component={index === 0 ? 'th' : 'td'}
                scope={index === 0 ? 'row' : undefined}
                align={typeof cell.value === 'number' ? 'right' : 'left'}
                sx={
                  heat && typeof cell.value === 'number' && cell.value > 0
                    ? {
                        bgcolor: `rgba(var(--mui-palette-primary-mainChannel) / ${(0.06 + (0.4 * cell.value) / biggest).toFixed(2)})`,
                      }
                    : undefined
                }
              >
                {cell.href ? (
                  <Link
                    component={RouterLink}
                    to={cell.href}
                    title={cell.hint ? t(cell.hint.key, { day: date(cell.hint.day) }) : undefined}
                    // On a heat map's shade the link colour, itself the shade's hue, falls below 4.5:1:
                    // the text's own colour reads on every shade (in both schemes, overriding the
                    // theme's scheme rule for links), and the underline still marks the link.
                    sx={heat ? { color: 'text.primary', '.dark &': { color: 'text.primary' } } : undefined}
                  >
                    {text(cell)}
                  </Link>
                ) : (
                  text(cell)
                )}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
