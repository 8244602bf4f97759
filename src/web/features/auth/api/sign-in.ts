import type { authApi } from '#domain/auth/auth.api.ts';
import type { SessionReply, SignInInput } from '#domain/auth/auth.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { rememberSession } from './session.ts';

export async function signIn(input: SignInInput): Promise<SessionReply> {
  // Named by address: the sign-in page must not load the endpoint's schemas (decision 006).
  const session = await call<typeof authApi.signIn>(
    { method: 'POST', path: '/api/auth/login' },
    { body: input },
  );
  rememberSession(session);
  return session;
}
