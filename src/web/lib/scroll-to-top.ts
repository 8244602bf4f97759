/** Scrolls the page to its top (where a saved form's message shows), smoothly unless motion is reduced. */
export function scrollToTop() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}
