import type { SessionReply, SignInInput } from '#domain/auth/auth.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { rememberSession } from './session.ts';

export async function signIn(input: SignInInput): Promise<SessionReply> {
  const session = await api<SessionReply>('POST', '/auth/login', input);
  rememberSession(session);
  return session;
}
