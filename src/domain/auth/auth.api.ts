import { endpoint } from '#domain/api/endpoint.ts';
import { csrfTokenReply, sessionReply, signInInput } from './auth.schemas.ts';

const tag = 'auth';

/** Sign-in, sign-out and the session (spec 2.1 and 4); they keep working during maintenance. */
export const authApi = {
  csrfToken: endpoint({
    method: 'GET',
    path: '/api/auth/csrf-token',
    access: 'public',
    duringMaintenance: true,
    tag,
    summary: 'The CSRF token for this browser, for API clients that do not load the page',
    status: 200,
    reply: csrfTokenReply,
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    duringMaintenance: true,
    tag,
    summary: 'Sign in with username or e-mail and password',
    body: signInInput,
    status: 200,
    reply: sessionReply,
  }),
  signOut: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    duringMaintenance: true,
    tag,
    summary: 'Sign out: deletes the session',
    status: 204,
    reply: null,
  }),
  session: endpoint({
    method: 'GET',
    path: '/api/auth/session',
    access: 'signedIn',
    duringMaintenance: true,
    tag,
    summary: 'The signed-in user, their role and ability rules',
    status: 200,
    reply: sessionReply,
  }),
};
