import { homePathFor, type RoleSlug } from './roles.ts';

// Any origin does: a path is kept only when it resolves to the origin it was read against.
const BASE = 'http://this-site.invalid';

/**
 * Where the sign-in page sends a signed-in user: the page they asked for, else their role's home.
 * Only paths of this very site are followed. The address is read as a browser reads it: `/\host`,
 * `/<tab>/host` or `/<newline>/host` look like paths but lead elsewhere.
 */
export function afterSignInPath(role: RoleSlug, redirect: string | null): string {
  if (!redirect?.startsWith('/')) return homePathFor(role);
  let target: URL;
  try {
    target = new URL(redirect, BASE);
  } catch {
    return homePathFor(role);
  }
  return target.origin === BASE ? `${target.pathname}${target.search}${target.hash}` : homePathFor(role);
}
