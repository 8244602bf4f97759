import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIORITIES, PRIORITY_COLORS, type Priority } from '#domain/complaints/complaint-priority.ts';
import {
  ALL_DAY,
  DEFAULT_BUSINESS_HOURS,
  isAllDay,
  timesOf,
  WEEK_DAYS,
  type BusinessHours,
  type DayTimes,
} from '#domain/sla/business-hours.ts';
import { slaSettingsInput, type SlaSettingsReply } from '#domain/sla/sla.api.ts';
import type { SlaPolicy } from '#domain/sla/sla-policy.ts';
import { SectionCard } from '#web/components/data-display/section-card.tsx';
import { TonalChip } from '#web/components/data-display/tonal-chip.tsx';
import { fieldErrorsOf, fieldMessage } from '#web/lib/form-errors.ts';
import { useDates } from '#web/lib/use-dates.ts';
import { useSaveSlaSettings } from '#web/features/sla/api/sla.ts';

type Errors = Record<string, string>;

/** Week days in the reader's language, Monday first (a Sunday in 2026-03 is the 1st). */
function useWeekDayNames(): Record<number, string> {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
    return Object.fromEntries(WEEK_DAYS.map((day) => [day, format.format(Date.UTC(2026, 2, 1 + day))]));
  }, [i18n.language]);
}

const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

function timeZones(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * A time field cannot show 24:00: a day that closes at midnight shows 00:00 there, and 00:00 typed
 * as a closing time (which must come after the opening) is that midnight.
 */
const closingShown = (close: string) => (close === '24:00' ? '00:00' : close);
const closingKept = (typed: string) => (typed === '00:00' ? '24:00' : typed);

/**
 * The SLA screen's form (decision 022): business hours, holidays and time zone, then the targets per
 * priority. Read-only for Support Agents.
 */
export function SlaSettingsForm({
  initial,
  onSaved,
}: {
  initial: SlaSettingsReply;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { date } = useDates();
  const dayNames = useWeekDayNames();
  const [hours, setHours] = useState<BusinessHours>(initial.hours);
  const [policy, setPolicy] = useState<SlaPolicy>(initial.policy);
  const [holiday, setHoliday] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveSlaSettings();
  const readOnly = !initial.canEdit;
  const error = (path: string) => fieldMessage(errors[path]);

  const setDayTimes = (day: number, times: DayTimes) =>
    setHours((current) => ({ ...current, times: { ...current.times, [day]: times } }));

  const setTarget = (priority: Priority, target: 'response' | 'resolution', value: string) =>
    setPolicy((current) => ({ ...current, [priority]: { ...current[priority], [target]: Number(value) } }));

  const submit = () => {
    const parsed = slaSettingsInput.safeParse({ hours, policy });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onSuccess: (reply) => onSaved(reply.message) });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 3 }}
    >
      {readOnly && <Alert severity="info">{t('sla.readOnly')}</Alert>}
      <SectionCard title={t('sla.hours.title')} contentSx={{ display: 'grid', gap: 2.5 }}>
        <Autocomplete
          options={timeZones(hours.timeZone)}
          value={hours.timeZone}
          disableClearable
          readOnly={readOnly}
          onChange={(_, timeZone) => setHours((current) => ({ ...current, timeZone }))}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('sla.hours.timeZone')}
              error={Boolean(error('hours.timeZone'))}
              helperText={error('hours.timeZone') ?? t('sla.hours.timeZoneHelp')}
            />
          )}
        />
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 1.5 }}>
          <FormLabel component="legend" sx={{ mb: 1 }}>
            {t('sla.hours.days')}
          </FormLabel>
          {MONDAY_FIRST.map((day) => {
            const working = hours.days.includes(day);
            const times = timesOf(hours, day);
            const allDay = isAllDay(times);
            return (
              <Box
                key={day}
                role="group"
                aria-label={dayNames[day]}
                sx={{
                  display: 'grid',
                  gap: { xs: 1, sm: 2 },
                  alignItems: 'start',
                  gridTemplateColumns: { xs: '1fr 1fr', sm: '180px 170px 1fr 1fr' },
                }}
              >
                <FormControlLabel
                  label={dayNames[day]}
                  sx={{ pt: { sm: 1 } }}
                  control={
                    <Checkbox
                      checked={working}
                      disabled={readOnly}
                      onChange={(event) =>
                        setHours((current) => ({
                          ...current,
                          days: event.target.checked
                            ? [...current.days, day].sort()
                            : current.days.filter((other) => other !== day),
                        }))
                      }
                    />
                  }
                />
                {working && (
                  <FormControlLabel
                    label={t('sla.hours.allDay')}
                    sx={{ pt: { sm: 1 }, justifySelf: { xs: 'end', sm: 'start' } }}
                    control={
                      <Switch
                        checked={allDay}
                        disabled={readOnly}
                        onChange={(event) =>
                          setDayTimes(
                            day,
                            event.target.checked
                              ? ALL_DAY
                              : { open: DEFAULT_BUSINESS_HOURS.open, close: DEFAULT_BUSINESS_HOURS.close },
                          )
                        }
                      />
                    }
                  />
                )}
                {working &&
                  !allDay &&
                  (['open', 'close'] as const).map((edge) => (
                    <TextField
                      key={edge}
                      type="time"
                      size="small"
                      label={t(`sla.hours.${edge}`)}
                      value={edge === 'close' ? closingShown(times.close) : times.open}
                      slotProps={{ htmlInput: { readOnly }, inputLabel: { shrink: true } }}
                      error={Boolean(error(`hours.times.${day}.${edge}`))}
                      helperText={error(`hours.times.${day}.${edge}`)}
                      onChange={(event) =>
                        setDayTimes(day, {
                          ...times,
                          [edge]: edge === 'close' ? closingKept(event.target.value) : event.target.value,
                        })
                      }
                    />
                  ))}
              </Box>
            );
          })}
          {error('hours.days') && <FormHelperText error>{error('hours.days')}</FormHelperText>}
        </Box>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="subtitle1" component="h3">
            {t('sla.hours.holidays')}
          </Typography>
          {hours.holidays.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('sla.hours.noHolidays')}
            </Typography>
          ) : (
            <Box
              component="ul"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
            >
              {hours.holidays.map((day) => (
                <li key={day}>
                  <Chip
                    label={date(day)}
                    onDelete={
                      readOnly
                        ? undefined
                        : () =>
                            setHours((current) => ({
                              ...current,
                              holidays: current.holidays.filter((other) => other !== day),
                            }))
                    }
                    aria-label={readOnly ? undefined : t('sla.hours.removeHoliday', { date: date(day) })}
                  />
                </li>
              ))}
            </Box>
          )}
          {!readOnly && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <TextField
                type="date"
                size="small"
                label={t('sla.hours.holidayDate')}
                value={holiday}
                slotProps={{ inputLabel: { shrink: true } }}
                onChange={(event) => setHoliday(event.target.value)}
              />
              <Button
                variant="outlined"
                disabled={!holiday}
                onClick={() => {
                  setHours((current) => ({
                    ...current,
                    holidays: [...new Set([...current.holidays, holiday])].sort(),
                  }));
                  setHoliday('');
                }}
              >
                {t('sla.hours.addHoliday')}
              </Button>
            </Box>
          )}
        </Box>
      </SectionCard>
      <SectionCard title={t('sla.policy.title')} contentSx={{ display: 'grid', gap: 2 }}>
        {[...PRIORITIES].reverse().map((priority) => (
          <Box
            key={priority}
            role="group"
            aria-label={t(`priority.${priority}`)}
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', sm: '120px 1fr 1fr' },
            }}
          >
            <Box sx={{ pt: { sm: 1 } }}>
              <TonalChip color={PRIORITY_COLORS[priority]} label={t(`priority.${priority}`)} />
            </Box>
            {(['response', 'resolution'] as const).map((target) => (
              <TextField
                key={target}
                type="number"
                label={t(`sla.policy.${target}`)}
                value={Number.isNaN(policy[priority][target]) ? '' : policy[priority][target]}
                slotProps={{ htmlInput: { min: 1, step: 1, readOnly } }}
                error={Boolean(error(`policy.${priority}.${target}`))}
                helperText={error(`policy.${priority}.${target}`)}
                onChange={(event) => setTarget(priority, target, event.target.value)}
              />
            ))}
          </Box>
        ))}
      </SectionCard>
      {save.error && <Alert severity="error">{save.error.message}</Alert>}
      {!readOnly && (
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('sla.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
