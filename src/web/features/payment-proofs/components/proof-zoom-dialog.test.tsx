import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderWithApp } from '#web/testing/render.tsx';
import { ProofZoomDialog } from './proof-zoom-dialog.tsx';

/** Makes `(hover: none)` match, as on a phone or tablet. */
function touchScreen() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query.includes('hover: none'),
    media: query,
  }));
}

// jsdom has no pointer capture.
Element.prototype.setPointerCapture ??= () => undefined;

afterEach(() => vi.restoreAllMocks());

const dialog = () =>
  renderWithApp(
    <ProofZoomDialog
      images={['/proof-1.png', '/proof-2.png']}
      orderNumber="ORD-1001"
      index={0}
      onIndexChange={() => undefined}
      onClose={() => undefined}
    />,
  );

describe('ProofZoomDialog on a touch screen', () => {
  test('says to tap, not to move a mouse, and a tap toggles the 200% zoom', async () => {
    touchScreen();
    dialog();
    expect(await screen.findByText('Tap the image to zoom in; drag to move around.')).toBeInTheDocument();
    expect(screen.queryByText('Move the mouse over the image to zoom in.')).not.toBeInTheDocument();

    const frame = document.querySelector('[data-zoom]')!;
    expect(frame).toHaveAttribute('data-zoom', '1.00');
    const tap = () => {
      fireEvent.pointerDown(frame, {
        pointerId: 1,
        pointerType: 'touch',
        clientX: 10,
        clientY: 10,
        button: 0,
      });
      fireEvent.pointerUp(frame, { pointerId: 1, pointerType: 'touch', clientX: 10, clientY: 10 });
    };
    tap();
    expect(frame).toHaveAttribute('data-zoom', '2.00');
    tap();
    expect(frame).toHaveAttribute('data-zoom', '1.00');
  });

  test('with a mouse it keeps the hover box and its hint', async () => {
    dialog();
    expect(await screen.findByText('Move the mouse over the image to zoom in.')).toBeInTheDocument();
    expect(document.querySelector('[data-zoom]')).toBeNull();
  });
});
