import type { authApi } from '#domain/auth/auth.api.ts';
import type { SessionReply } from '#domain/auth/auth.schemas.ts';
import { ApiError, call } from '#web/lib/api-client.ts';
import { STORAGE_KEYS } from '#web/lib/settings.ts';

/** Keeps the spec's per-browser copies (userAbilityRules, userData) in step with the server. */
export function rememberSession(session: SessionReply | null): SessionReply | null {
  if (session) {
    localStorage.setItem(STORAGE_KEYS.userAbilityRules, JSON.stringify(session.userAbilityRules));
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ ...session.user, role: session.role }));
  } else {
    localStorage.removeItem(STORAGE_KEYS.userAbilityRules);
    localStorage.removeItem(STORAGE_KEYS.userData);
  }
  return session;
}

/** The signed-in user, or null when signed out. */
export async function getSession(): Promise<SessionReply | null> {
  try {
    // Named by address: the sign-in page loads this module and must not load the schemas.
    return rememberSession(await call<typeof authApi.session>({ method: 'GET', path: '/api/auth/session' }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return rememberSession(null);
    throw error;
  }
}
