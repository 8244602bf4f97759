import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithApp } from '#web/testing/render.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

test('while the editor loads, its placeholder is announced as loading (a label needs a role)', () => {
  renderWithApp(<RichTextEditor value="" onChange={() => {}} label="Problem Details" />);
  // Found by role and name: a span with only an aria-label is a serious axe violation.
  expect(screen.getByRole('progressbar', { name: 'Loading...' })).toHaveClass('MuiSkeleton-root');
});
