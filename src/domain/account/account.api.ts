import { endpoint } from '#domain/api/endpoint.ts';
import { notificationPreferences } from '#domain/users/user.schemas.ts';
import {
  accountMessageReply,
  accountReply,
  changePasswordInput,
  forgotPasswordInput,
  registerInput,
  registrationState,
  resetPasswordInput,
  updateAccountInput,
  verifyEmailInput,
  verifyEmailReply,
} from './account.schemas.ts';

const tag = 'account';

/** The signed-in user's own account: account settings, security, notifications (spec 2.4). */
export const accountApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/account',
    access: 'signedIn',
    tag,
    summary: 'The signed-in user’s own details, notification preferences and other sessions',
    status: 200,
    reply: accountReply,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/account',
    access: 'signedIn',
    tag,
    summary: 'Change one’s own name, e-mail, phone, address, province and city',
    body: updateAccountInput,
    status: 200,
    reply: accountReply,
  }),
  resendEmailChange: endpoint({
    method: 'POST',
    path: '/api/account/email-change/resend',
    access: 'signedIn',
    tag,
    summary: 'Send a new link to the pending e-mail address (the old link stops working)',
    status: 200,
    reply: accountReply,
  }),
  cancelEmailChange: endpoint({
    method: 'DELETE',
    path: '/api/account/email-change',
    access: 'signedIn',
    tag,
    summary: 'Cancel the pending e-mail change; the link sent stops working',
    status: 200,
    reply: accountReply,
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    access: 'public',
    tag: 'auth',
    summary: 'Confirm a new e-mail address with the token of the link sent to it (signed in or not)',
    body: verifyEmailInput,
    status: 200,
    reply: verifyEmailReply,
  }),
  setNotifications: endpoint({
    method: 'PUT',
    path: '/api/account/notifications',
    access: 'signedIn',
    tag,
    summary: 'What the user wants to be told about in the app',
    body: notificationPreferences,
    status: 200,
    reply: accountReply,
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/api/account/password',
    access: 'signedIn',
    tag,
    summary: 'Change one’s password, given the current one; other sessions end',
    body: changePasswordInput,
    status: 200,
    reply: accountMessageReply,
  }),
  signOutOthers: endpoint({
    method: 'POST',
    path: '/api/account/sign-out-others',
    access: 'signedIn',
    tag,
    summary: 'End every session of this account except the one making the call',
    status: 200,
    reply: accountMessageReply,
  }),
};

/** 'Forgot Password?': a single-use link by e-mail, then a new password. */
export const passwordResetApi = {
  forgot: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    tag: 'auth',
    summary: 'Send a single-use reset link; the answer is the same whether or not the address has an account',
    body: forgotPasswordInput,
    status: 200,
    reply: accountMessageReply,
  }),
  reset: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    tag: 'auth',
    summary: 'Set a new password with a reset link’s token; every session of the account ends',
    body: resetPasswordInput,
    status: 200,
    reply: accountMessageReply,
  }),
};

/** Self-registration, off unless an admin opens it. */
export const registrationApi = {
  state: endpoint({
    method: 'GET',
    path: '/api/auth/registration',
    access: 'public',
    tag: 'auth',
    summary: 'Whether /register is open',
    status: 200,
    reply: registrationState,
  }),
  set: endpoint({
    method: 'PUT',
    path: '/api/settings/registration',
    access: { action: 'manage', subject: 'Settings' },
    tag: 'settings',
    summary: 'Open or close self-registration',
    body: registrationState,
    status: 200,
    reply: registrationState,
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    tag: 'auth',
    summary: 'Create an account with no access until an admin gives it a designation (when open)',
    body: registerInput,
    status: 201,
    reply: accountMessageReply,
  }),
};
