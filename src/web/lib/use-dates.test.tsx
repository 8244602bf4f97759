import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, test } from 'vitest';
import { sessionKeys } from './query-client.ts';
import { useDates } from './use-dates.ts';

/** The session as the app caches it, with only the company's time zone. */
function withTimeZone(timeZone: string) {
  const client = new QueryClient();
  client.setQueryData(sessionKeys.all, { timeZone });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

test('comment, note and visit times are in the company’s time zone and say which', () => {
  const { result } = renderHook(() => useDates(), { wrapper: withTimeZone('Asia/Karachi') });
  expect(result.current.noteTime('2026-03-01T00:30:00Z')).toBe('01/Mar/2026 at 05:30 AM GMT+5');
  expect(result.current.dateTime('2026-03-01T00:30:00Z')).toBe('Sun, 01/Mar/2026 at 05:30:00 AM GMT+5');
});

test('with no zone set, times are UTC, as the spec shows them', () => {
  const { result } = renderHook(() => useDates(), { wrapper: withTimeZone('UTC') });
  expect(result.current.noteTime('2026-03-01T00:30:00Z')).toBe('01/Mar/2026 at 12:30 AM UTC');
});

test('times move to the company’s zone as soon as the session is read', () => {
  const client = new QueryClient();
  const { result } = renderHook(() => useDates(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
  expect(result.current.noteTime('2026-03-01T00:30:00Z')).toBe('01/Mar/2026 at 12:30 AM UTC');
  act(() => client.setQueryData(sessionKeys.all, { timeZone: 'Asia/Karachi' }));
  expect(result.current.noteTime('2026-03-01T00:30:00Z')).toBe('01/Mar/2026 at 05:30 AM GMT+5');
});
