import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Calls `onVisible` when the element scrolls within `rootMargin` of the viewport. `watch` renews the
 * observer (for example after a page loads), so an element still in view reports again.
 */
export function useInView(onVisible: () => void, { enabled = true, rootMargin = '600px', watch = 0 } = {}) {
  const [element, setElement] = useState<Element | null>(null);
  const report = useEffectEvent(onVisible);
  useEffect(() => {
    if (!element || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) report();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled, rootMargin, watch]);
  return setElement;
}
