import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_MAX, type BulkChange, type BulkSummary } from '#domain/complaints/bulk.schemas.ts';
import type { ComplaintFilterInput } from '#domain/complaints/complaint-filter.ts';
import { PRIORITIES } from '#domain/complaints/complaint-priority.ts';
import { COMPLAINT_STATUSES, type ComplaintListName } from '#domain/complaints/complaint-status.ts';
import { useAssignees } from '#web/features/complaints/api/get-assignees.ts';
import { useBulkChange, useBulkJob, useMatchingCount } from '#web/features/complaints/api/bulk-change.ts';
import { useComplaints, type ComplaintListParams } from '#web/features/complaints/api/get-complaints.ts';
import { BulkJobStatus, BulkResult } from './bulk-result.tsx';
import { useBulkSelection } from './bulk-selection.tsx';

/** Where the running bulk job's id is kept, so its progress survives a page reload. */
const JOB_KEY = 'caredesk.bulkJob';

function useStoredJob(): [string | null, (id: string | null) => void] {
  const [id, setId] = useState<string | null>(() => sessionStorage.getItem(JOB_KEY));
  return [
    id,
    (next) => {
      if (next) sessionStorage.setItem(JOB_KEY, next);
      else sessionStorage.removeItem(JOB_KEY);
      setId(next);
    },
  ];
}

interface BulkActionBarProps {
  list: ComplaintListName;
  params: ComplaintListParams;
  /** The list's filter, for 'Select all N matching'. */
  filter: ComplaintFilterInput;
  /** Whether the user may assign complaints (the Assign action). */
  canAssign: boolean;
}

/**
 * The bulk actions of a list: 'Select all on screen', 'Select all N matching', then Assign,
 * Priority or Status for the chosen complaints, and the result or the job's progress.
 */
export function BulkActionBar({ list, params, filter, canAssign }: BulkActionBarProps) {
  const { t } = useTranslation();
  const selection = useBulkSelection();
  const cards = useComplaints(list, params).data?.pages.flatMap((page) => page.complaints) ?? [];
  const matching = useMatchingCount(list, filter, selection !== null);
  const change = useBulkChange();
  const [jobId, setJobId] = useStoredJob();
  const job = useBulkJob(jobId);
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  if (!selection) return null;

  const matchingCount = matching.data?.count ?? 0;
  const chosenCount = selection.allMatching ? matchingCount : selection.chosen.size;
  const busy = change.isPending || (job.data !== undefined && ['queued', 'active'].includes(job.data.state));

  function apply(body: BulkChange) {
    if (!selection) return;
    const target = selection.allMatching
      ? { filter, list }
      : { complaints: [...selection.chosen].map(([id, version]) => ({ id, version })) };
    setSummary(null);
    change.mutate(
      { target, change: body },
      {
        onSuccess: (reply) => {
          selection.clear();
          if ('summary' in reply) setSummary(reply.summary);
          else setJobId(reply.job.id);
        },
      },
    );
  }

  // A fragment: the bar is a child of the page's column, which holds the list, so it stays in
  // view (sticky) while the list scrolls.
  return (
    <>
      {jobId && job.data && <BulkJobStatus job={job.data} onClose={() => setJobId(null)} />}
      {summary && <BulkResult summary={summary} onClose={() => setSummary(null)} />}
      {change.isError && (
        <Alert severity="error" onClose={() => change.reset()}>
          {change.error.message}
        </Alert>
      )}
      <Card
        component="section"
        aria-label={t('complaints.bulk.label')}
        sx={{
          p: { xs: 1.5, sm: 2 },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          ...(chosenCount > 0 && { position: 'sticky', top: { xs: 80, sm: 88 }, zIndex: 3, boxShadow: 6 }),
        }}
      >
        <Typography role="status" sx={{ fontWeight: 600, flex: '1 1 auto', minWidth: 'max-content' }}>
          {selection.allMatching
            ? t('complaints.bulk.allMatchingChosen', { count: matchingCount })
            : chosenCount === 0
              ? t('complaints.bulk.hint')
              : t('complaints.bulk.chosen', { count: chosenCount })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => selection.selectOnScreen(cards)}
            disabled={!cards.length}
          >
            {t('complaints.bulk.selectOnScreen')}
          </Button>
          {matching.data && matching.data.count > cards.length && !selection.allMatching && (
            <Button
              size="small"
              variant="outlined"
              onClick={() => selection.selectAllMatching()}
              disabled={matching.data.more}
              title={matching.data.more ? t('complaints.bulk.tooManyMatching', { max: BULK_MAX }) : undefined}
            >
              {matching.data.more
                ? t('complaints.bulk.moreThanMax', { max: BULK_MAX })
                : t('complaints.bulk.selectAllMatching', { count: matching.data.count })}
            </Button>
          )}
          {chosenCount > 0 && (
            <Button size="small" onClick={() => selection.clear()}>
              {t('complaints.bulk.clear')}
            </Button>
          )}
        </Box>
        {chosenCount > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flexBasis: '100%' }}>
            {canAssign && (
              <AssignMenu disabled={busy} onChoose={(assignee) => apply({ action: 'assign', assignee })} />
            )}
            <ChoiceMenu
              label={t('complaints.bulk.priority')}
              disabled={busy}
              choices={PRIORITIES.map((priority) => ({ value: priority, label: t(`priority.${priority}`) }))}
              onChoose={(priority) => apply({ action: 'priority', priority })}
            />
            <ChoiceMenu
              label={t('complaints.bulk.status')}
              disabled={busy}
              choices={COMPLAINT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              onChoose={(status) => apply({ action: 'status', status })}
            />
          </Box>
        )}
      </Card>
    </>
  );
}

/** The Assign menu's first choice: back to Unassigned (null in the change). */
const UNASSIGNED = 0;

function AssignMenu({ disabled, onChoose }: { disabled: boolean; onChoose: (id: number | null) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const assignees = useAssignees(open);
  return (
    <ChoiceMenu
      label={t('complaints.bulk.assign')}
      disabled={disabled}
      onOpen={() => setOpen(true)}
      choices={[
        { value: UNASSIGNED, label: t('complaints.form.unassigned') },
        ...(assignees.data?.ddl_users ?? []).map((user) => ({ value: user.value, label: user.title })),
      ]}
      loading={assignees.isPending}
      onChoose={(value) => onChoose(value === UNASSIGNED ? null : value)}
    />
  );
}

function ChoiceMenu<V extends string | number>({
  label,
  choices,
  disabled,
  loading,
  onOpen,
  onChoose,
}: {
  label: string;
  choices: { value: V; label: string }[];
  disabled: boolean;
  loading?: boolean;
  onOpen?: () => void;
  onChoose: (value: V) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        size="small"
        disabled={disabled}
        endIcon={<IconChevronDown size={16} />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => {
          onOpen?.();
          setAnchor(event.currentTarget);
        }}
      >
        {label}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {loading && <MenuItem disabled>{t('common.loading')}</MenuItem>}
        {choices.map((choice) => (
          <MenuItem
            key={choice.value}
            onClick={() => {
              setAnchor(null);
              onChoose(choice.value);
            }}
          >
            {choice.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
