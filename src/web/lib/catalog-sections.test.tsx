import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import rest from './catalog-rest.ts';
import start from './catalog-start.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ROUTES = path.join(ROOT, 'src/web/app/routes') + path.sep;
const LIST_PAGE = path.join(ROUTES, 'complaints-list-page.tsx');
// i18n.ts's SIGN_IN_ENGLISH: there from the start on both pages.
const SIGN_IN = ['app', 'auth', 'common', 'errors', 'language', 'theme', 'validation'];
const SECTIONS = new Set(Object.keys(en));

function resolve(specifier: string, from: string): string | null {
  const bare = specifier.split('?')[0]!;
  if (bare.startsWith('#web/')) return path.join(ROOT, 'src/web', bare.slice('#web/'.length));
  if (bare.startsWith('#domain/')) return path.join(ROOT, 'src/domain', bare.slice('#domain/'.length));
  if (bare.startsWith('.')) return path.resolve(path.dirname(from), bare);
  return null;
}

/**
 * The catalog sections named in every module the app can run without opening a page other than the
 * complaint lists: from the app's entry, static and dynamic imports, but no route page other than
 * the lists'. A key is found by its section's name followed by a dot at the start of a string or
 * template (`t('complaints.title')`, `` t(`status.${s}`) ``), outside comments.
 */
function sectionsTheListsReach(): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [path.join(ROOT, 'src/web/main.tsx')];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    const source = fs
      .readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    for (const [, specifier] of source.matchAll(/(?:import|export)\s+(?!type\s)[^;]*?from\s*'([^']+)'/g)) {
      const module = resolve(specifier!, file);
      if (module) queue.push(module);
    }
    for (const [, specifier] of source.matchAll(/import\(\s*'([^']+)'\s*\)/g)) {
      const module = resolve(specifier!, file);
      if (module && (!module.startsWith(ROUTES) || module === LIST_PAGE)) queue.push(module);
    }
    for (const [, section] of source.matchAll(/['"`]([a-zA-Z]+)\.[a-zA-Z$]/g))
      if (SECTIONS.has(section!) && !found.has(section!)) found.set(section!, path.relative(ROOT, file));
  }
  expect(seen.has(LIST_PAGE)).toBe(true);
  return found;
}

describe('the English catalog’s parts (decision 062)', () => {
  it('has at start every section the layout and the complaint lists can show, and no other', () => {
    const reached = sectionsTheListsReach();
    const atStart = [...SIGN_IN, ...Object.keys(start)].sort();
    expect([...reached.keys()].filter((section) => !atStart.includes(section))).toEqual([]);
    expect(Object.keys(start).filter((section) => !reached.has(section))).toEqual([]);
  });

  it('puts every section in exactly one part', () => {
    const parts = [...SIGN_IN, ...Object.keys(start), ...Object.keys(rest)];
    expect(parts.sort()).toEqual([...SECTIONS].sort());
  });
});
