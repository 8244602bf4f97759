import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ThemeProviders } from '#web/app/providers.tsx';

/** Renders a component as the app does: theme, translations (English), a router and a fresh cache. */
export function renderWithApp(ui: ReactNode): RenderResult & { user: UserEvent } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ThemeProviders>{ui}</ThemeProviders>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user };
}

type Answer = { status?: number; body?: unknown };

/** The server's 422 answer with a message on each named field, as its error handler words it. */
export function refusedOnFields(errors: Record<string, string[]>): Answer {
  return {
    status: 422,
    body: { code: 'VALIDATION_FAILED', message: 'The given data was invalid.', errors },
  };
}

/**
 * Stands in for the server: each `'METHOD /api/path'` (query string left out) answers with its
 * status and JSON body. Returns the requests made, to check what the component sent.
 */
export function fakeServer(answers: Record<string, Answer | ((body: unknown) => Answer)>) {
  const requests: { method: string; path: string; query: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const { pathname, search } = new URL(url, 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: pathname, query: search, body });
    const answer = answers[`${method} ${pathname}`];
    if (!answer) return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    const { status = 200, body: reply } = typeof answer === 'function' ? answer(body) : answer;
    return status === 204 ? new Response(null, { status }) : Response.json(reply, { status });
  });
  return requests;
}
