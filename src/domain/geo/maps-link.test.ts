import { describe, expect, test } from 'vitest';
import { mapsHref } from './maps-link.ts';

describe('mapsHref', () => {
  test('joins the address, city and province into one search, encoded', () => {
    expect(mapsHref(['House 12, Street 4\nGulberg III', 'Lahore', 'Punjab'])).toBe(
      'https://www.google.com/maps/search/?api=1&query=House%2012%2C%20Street%204%20Gulberg%20III%2C%20Lahore%2C%20Punjab',
    );
  });

  test('leaves out empty parts and gives null when nothing is left', () => {
    expect(mapsHref([null, ' ', 'Multan', undefined])).toBe(
      'https://www.google.com/maps/search/?api=1&query=Multan',
    );
    expect(mapsHref([null, '', '-'])).toBeNull();
  });

  test('keeps Arabic and Urdu text as typed', () => {
    expect(decodeURIComponent(mapsHref(['شارع المكتبة', 'لاہور'])!.split('query=')[1]!)).toBe(
      'شارع المكتبة, لاہور',
    );
  });
});
