import { expect, test } from 'vitest';
import { afterSignInPath } from './after-sign-in.ts';

test('a path of this site is followed with its query and hash', () => {
  expect(afterSignInPath('admin', '/dealers?search=Khan#top')).toBe('/dealers?search=Khan#top');
});

test('without a redirect the role lands on its home', () => {
  expect(afterSignInPath('admin', null)).toBe('/dashboards/crm');
  expect(afterSignInPath('agent', '')).toBe('/complaints/mine');
});

test.each([
  'https://evil.example/x',
  '//evil.example/x',
  '/\\evil.example/x',
  '/\t/evil.example',
  '/\n/evil.example',
  'javascript:alert(1)',
])('%j, which a browser reads as another site, lands on the home instead', (redirect) => {
  expect(afterSignInPath('dealer', redirect)).toBe('/complaints');
});
