import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import ar from '#domain/i18n/ar.json' with { type: 'json' };
import en from '#domain/i18n/en.json' with { type: 'json' };
import fr from '#domain/i18n/fr.json' with { type: 'json' };
import { ADMIN, buildTestApp, type TestApp } from '#server/testing/build-test-app.ts';

const FAILING_URL = '/api/test/failing';
const INTERNAL_DETAIL = 'connection to db-primary.internal:5432 failed for user app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({
    extend: (app) => {
      app.get(FAILING_URL, { config: { access: 'public' } }, async () => {
        throw new Error(INTERNAL_DETAIL);
      });
    },
  });
});
afterAll(() => testApp?.close());

/** What a stack trace or an internal path looks like in a body. */
const STACK_LIKE = /\bat .+:\d+:\d+|node_modules|\/src\/server\/|"stack"/;

describe('error answers', () => {
  test('an unknown /api route answers 404 JSON naming the method and path', async () => {
    const response = await testApp.browser().get('/api/no-such-thing?secret=1');

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      code: 'ROUTE_NOT_FOUND',
      message: 'No API route matches GET /api/no-such-thing.',
    });
  });

  test('an unknown /api route answers 404 JSON for other methods too, not the web page', async () => {
    const browser = testApp.browser();

    const response = await browser.delete('/api/no-such-thing');

    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
    expect((await browser.get('/api')).statusCode).toBe(404);
  });

  test('a malformed JSON body answers 400 JSON, without a stack trace', async () => {
    const browser = testApp.browser();
    await browser.fetchCsrfToken();

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        'content-type': 'application/json',
        cookie: browser.cookieHeader(),
        'x-csrf-token': browser.csrfToken!,
      },
      payload: '{"login": "admin", "password": ',
    });

    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: en.errors.validation });
    expect(response.body).not.toMatch(STACK_LIKE);
  });

  test('a body of an unsupported type answers 415 JSON', async () => {
    const browser = testApp.browser();
    await browser.fetchCsrfToken();

    const response = await browser.post('/api/auth/login', 'login=admin', {
      headers: { 'content-type': 'text/xml' },
    });

    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  test('a body over the size limit answers 413 JSON', async () => {
    const browser = testApp.browser();

    const response = await browser.post('/api/auth/login', {
      login: 'admin',
      password: 'x'.repeat(1024 * 1024 + 1),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: en.errors.payloadTooLarge });
  });

  test('an unexpected error inside a route answers 500 SERVER_ERROR, without the error or its stack', async () => {
    const response = await testApp.browser().get(FAILING_URL);

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'SERVER_ERROR', message: en.errors.server });
    expect(response.body).not.toContain('db-primary');
    expect(response.body).not.toMatch(STACK_LIKE);
  });

  test('every error answer carries the security headers', async () => {
    const response = await testApp.browser().get('/api/no-such-thing');

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('the language of messages', () => {
  test('a French browser gets French error messages', async () => {
    const browser = testApp.browser({ headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' } });

    const response = await browser.get('/api/auth/session');

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: fr.errors.unauthenticated });
  });

  test('a French browser gets French sign-in and field messages', async () => {
    const browser = testApp.browser({ headers: { 'accept-language': 'fr' }, ip: '192.0.2.10' });

    const failed = await browser.signIn(ADMIN.email, 'not-the-password');
    expect(failed.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: fr.auth.failed,
      errors: { login: [fr.auth.failed] },
    });

    const empty = await browser.signIn('', '');
    expect(empty.json()).toMatchObject({
      message: fr.errors.validation,
      errors: { login: [fr.validation.required] },
    });
  });

  test('an Arabic browser gets Arabic messages, with the placeholders filled in', async () => {
    const response = await testApp.browser({ headers: { 'accept-language': 'ar' } }).get('/api/nothing-here');

    expect(response.json().message).toBe(
      ar.errors.routeNotFound.replace('{{method}}', 'GET').replace('{{url}}', '/api/nothing-here'),
    );
  });

  test('a browser in an unsupported language gets English', async () => {
    const response = await testApp
      .browser({ headers: { 'accept-language': 'de-DE,de;q=0.9' } })
      .get('/api/auth/session');

    expect(response.json().message).toBe(en.errors.unauthenticated);
  });
});
