import { expect, test } from 'vitest';
import { sanitizeProblemDetail } from './problem-detail.ts';

const SAMPLES = [
  '<p>Hi<script>alert(1)</script></p><img src=x onerror=alert(2)>',
  '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href=" javascript:alert(1)">c</a><a href="&#106;avascript:alert(1)">d</a>',
  '<a href="//evil.example.com">protocol-relative</a><a href="data:text/html,<script>x</script>">data</a>',
  '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
  '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>one</li><li data-list="evil">two</li></ol>',
  '<svg><script>alert(1)</script></svg><math><mi>x</mi></math><noscript><p>n</p></noscript>',
];

test.each(SAMPLES)('nothing that can run survives: %s', (html) => {
  const clean = sanitizeProblemDetail(html);

  expect(clean).not.toMatch(/<script|<img|<svg|<math|onerror|javascript:|data:|\/\/evil|class="ql-ui"|evil/i);
});

test.each(SAMPLES)(
  'sanitizing twice changes nothing more, so unchanged details never look edited: %s',
  (html) => {
    const once = sanitizeProblemDetail(html);

    expect(sanitizeProblemDetail(once)).toBe(once);
  },
);

test("Quill's list markup keeps its kind, so bullet lists stay bullets", () => {
  expect(sanitizeProblemDetail('<ol><li data-list="bullet">a</li><li data-list="ordered">b</li></ol>')).toBe(
    '<ol><li data-list="bullet">a</li><li data-list="ordered">b</li></ol>',
  );
});

test('links keep their address and always get rel="noopener noreferrer" and target="_blank"', () => {
  expect(sanitizeProblemDetail('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
    '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
  );
});
