/**
 * Warming a page before it opens (decision 029): the router (web/app), which knows each path's
 * code and data, says how; a link asks when the pointer rests on it or it gets the focus, so the
 * click finds both loaded or on their way. Features reach it here, without importing the app.
 */
type Warmer = (path: string) => void;

let warmer: Warmer = () => {};

export function setPathWarmer(next: Warmer): void {
  warmer = next;
}

/** Starts loading what the page at `path` needs; does nothing for a path without a warmer. */
export function warmPath(path: string): void {
  warmer(path);
}
