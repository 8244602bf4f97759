import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { renderWithApp } from '#web/testing/render.tsx';

const TITLE = 'Created Mon, 02/Nov/2026 at 10:00';

// A fresh copy of the module for each test: the tooltip's code not loaded yet.
beforeEach(() => vi.resetModules());

async function renderAge() {
  const { LazyTooltip } = await import('./lazy-tooltip.tsx');
  const rendered = renderWithApp(
    <>
      <button type="button">Before</button>
      <LazyTooltip title={TITLE}>
        <time tabIndex={0}>3 days ago</time>
      </LazyTooltip>
    </>,
  );
  return { ...rendered, age: () => screen.getByText('3 days ago') };
}

test('the title is there before the tooltip loads, and it shows on hover', async () => {
  const { user, age } = await renderAge();
  // What MUI's closed tooltip gives its child: the title, for a pointer that rests without it.
  expect(age()).toHaveAttribute('title', TITLE);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

  await user.hover(age());
  expect(await screen.findByRole('tooltip')).toHaveTextContent(TITLE);
  expect(age()).toHaveAccessibleDescription(TITLE);
});

test('a pointer that leaves before the tooltip has loaded does not leave it open', async () => {
  const { age } = await renderAge();
  fireEvent.pointerEnter(age(), { pointerType: 'mouse' });
  fireEvent.pointerLeave(age(), { pointerType: 'mouse' });
  // Long enough for the tooltip's code to load and its transition to run.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  expect(age()).toHaveAttribute('title', TITLE);
});

// The keyboard's focus (jsdom has no `:focus-visible`): e2e/complaint-details.spec.ts.
