import type { FastifyRequest } from 'fastify';
import type { AppAbility } from '#domain/auth/permissions.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { unauthenticated } from '#server/app-error.ts';
import type { AuthUser } from '#server/plugins/session.ts';

/** Who asks: the signed-in user, what their role lets them do, and the language answers are in. */
export interface Caller {
  user: AuthUser;
  ability: AppAbility;
  language: Language;
  /** This browser's session, told apart from the user's other sessions. */
  sessionTokenHash: string | null;
}

/** The signed-in caller of a request; 401 when nobody is signed in. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.user) throw unauthenticated();
  return {
    user: request.user,
    ability: request.ability,
    language: request.language,
    sessionTokenHash: request.sessionTokenHash,
  };
}
