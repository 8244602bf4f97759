import { lazy, Suspense, useEffect, useState } from 'react';
import { useOnceTrue } from '#web/lib/use-once-true.ts';

/** Spec 9: the scroll-to-top button shows after this many pixels of scrolling. */
export const SCROLL_TO_TOP_AFTER = 200;

/** Whether the window is scrolled further down than `threshold` pixels. */
export function useWindowScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

// The button's code (MUI's Fab and Zoom) loads when the page is first scrolled far enough
// (decision 062); Zoom then plays its entrance as before.
const ScrollToTopButton = lazy(() =>
  import('./scroll-to-top-button.tsx').then((m) => ({ default: m.ScrollToTopButton })),
);

export function ScrollToTop() {
  const visible = useWindowScrolled(SCROLL_TO_TOP_AFTER);
  return useOnceTrue(visible) ? (
    <Suspense>
      <ScrollToTopButton visible={visible} />
    </Suspense>
  ) : null;
}
