import { describe, expect, it } from 'vitest';
import { durationOf, slaDisplay, slaSummaryOf, type SlaSummaryColumns } from './sla-summary.ts';

const at = (iso: string) => new Date(iso);
const running: SlaSummaryColumns = {
  status: 'Open',
  sla_paused_at: null,
  response_due_at: at('2026-03-02T14:00:00Z'),
  response_met_at: null,
  resolution_due_at: at('2026-03-05T10:00:00Z'),
  resolution_met_at: null,
  sla_next_due_at: at('2026-03-02T14:00:00Z'),
  sla_next_warn_at: at('2026-03-02T13:12:00Z'),
  response_breached: false,
  resolution_breached: false,
};

describe('SLA badge', () => {
  const summary = slaSummaryOf(running)!;

  it('is green while running, orange in the last 20 %, red once breached', () => {
    expect(slaDisplay(summary, at('2026-03-02T11:00:00Z'))).toEqual({
      key: 'responseDueIn',
      duration: { unit: 'hours', count: 3 },
      tone: 'success',
    });
    expect(slaDisplay(summary, at('2026-03-02T13:30:00Z'))).toEqual({
      key: 'responseDueIn',
      duration: { unit: 'minutes', count: 30 },
      tone: 'warning',
    });
    expect(slaDisplay(summary, at('2026-03-04T14:00:00Z'))).toEqual({
      key: 'responseOverdueBy',
      duration: { unit: 'days', count: 2 },
      tone: 'error',
    });
  });

  it('names the resolution once the response is met, a pause, and met or missed when resolved', () => {
    const responded = { ...running, response_met_at: at('2026-03-02T12:00:00Z') };
    expect(slaSummaryOf({ ...responded, sla_next_due_at: running.resolution_due_at })).toMatchObject({
      state: 'running',
      target: 'resolution',
      dueAt: '2026-03-05T10:00:00.000Z',
    });
    const paused = slaSummaryOf({
      ...responded,
      status: 'Pending',
      sla_paused_at: at('2026-03-02T12:00:00Z'),
    });
    expect(slaDisplay(paused!, at('2026-03-09T00:00:00Z'))).toMatchObject({
      key: 'resolutionPaused',
      tone: 'default',
    });
    const resolved = slaSummaryOf({ ...responded, status: 'Resolved', resolution_breached: true });
    expect(resolved).toEqual({ state: 'done', responseMet: true, resolutionMet: false });
    expect(slaDisplay(resolved!, at('2026-03-09T00:00:00Z'))).toMatchObject({ key: 'missed', tone: 'error' });
  });

  it('has no badge for a complaint without a clock', () => {
    expect(slaSummaryOf({ ...running, response_due_at: null, resolution_due_at: null })).toBeNull();
  });

  it('words durations in the largest unit that fits', () => {
    expect(durationOf(20_000)).toEqual({ unit: 'minutes', count: 1 });
    expect(durationOf(47 * 3_600_000)).toEqual({ unit: 'hours', count: 47 });
    expect(durationOf(50 * 3_600_000)).toEqual({ unit: 'days', count: 2 });
  });
});
