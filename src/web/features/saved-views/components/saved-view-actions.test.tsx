import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { complaintFilterSchema } from '#domain/complaints/complaint-filter.ts';
import type { SavedView } from '#domain/complaints/saved-view.schemas.ts';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { fakeServer, refusedOnFields, renderWithApp } from '#web/testing/render.tsx';
import { SavedViewActions } from './saved-view-actions.tsx';

const views = en.complaints.views;
const FILTER = complaintFilterSchema.parse({ priority: 'L3', city: 'Lahore', order: 'asc' });
const VIEW: SavedView = {
  id: 7,
  name: 'Lahore urgent',
  list: 'all',
  filter: { priority: 'L3', city: 'Lahore', order: 'asc' },
  sharedRole: null,
  mine: true,
  ownerName: 'Bilal Ahmed',
};

function renderActions({
  viewParam = null,
  canShare = false,
}: { viewParam?: string | null; canShare?: boolean } = {}) {
  return renderWithApp(
    <SavedViewActions list="all" filter={FILTER} viewParam={viewParam} canShare={canShare} />,
  );
}

test('Save view names the current filter and order and sends them in their query form', async () => {
  const requests = fakeServer({
    'POST /api/saved-views': (body) => ({
      status: 201,
      body: { view: { ...VIEW, ...(body as object), id: 8 } },
    }),
  });
  const { user } = renderActions();
  await user.click(screen.getByRole('button', { name: views.saveView }));
  const dialog = await screen.findByRole('dialog', { name: views.saveTitle });
  expect(within(dialog).queryByRole('combobox', { name: views.shareWith })).toBeNull();

  await user.click(within(dialog).getByRole('button', { name: en.common.save }));
  expect(await within(dialog).findByText(en.validation.required)).toBeInTheDocument();
  expect(requests).toEqual([]);

  await user.type(within(dialog).getByRole('textbox', { name: views.name }), 'Lahore urgent');
  await user.click(within(dialog).getByRole('button', { name: en.common.save }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(requests[0]).toMatchObject({
    method: 'POST',
    path: '/api/saved-views',
    body: { name: 'Lahore urgent', list: 'all', filter: VIEW.filter, sharedRole: null },
  });
  expect(await screen.findByText('View “Lahore urgent” saved.')).toBeInTheDocument();
});

test('a name the owner already uses is refused on the Name field, and the dialog stays open', async () => {
  fakeServer({
    'POST /api/saved-views': refusedOnFields({ name: [views.duplicateName] }),
  });
  const { user } = renderActions();
  await user.click(screen.getByRole('button', { name: views.saveView }));
  await user.type(await screen.findByRole('textbox', { name: views.name }), 'Karachi');
  await user.click(screen.getByRole('button', { name: en.common.save }));

  expect(await screen.findByText(views.duplicateName)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: views.saveTitle })).toBeInTheDocument();
});

test('an admin may share the view with a role', async () => {
  const requests = fakeServer({
    'POST /api/saved-views': (body) => ({ status: 201, body: { view: { ...VIEW, ...(body as object) } } }),
  });
  const { user } = renderActions({ canShare: true });
  await user.click(screen.getByRole('button', { name: views.saveView }));
  await user.type(await screen.findByRole('textbox', { name: views.name }), 'For agents');
  await user.click(screen.getByRole('combobox', { name: views.shareWith }));
  await user.click(screen.getByRole('option', { name: en.designation.Agent }));
  await user.click(screen.getByRole('button', { name: en.common.save }));

  await waitFor(() =>
    expect(requests[0]).toMatchObject({ body: { name: 'For agents', sharedRole: 'agent' } }),
  );
});

test('the open view’s menu is its owner’s only; deleting asks first', async () => {
  const requests = fakeServer({
    'GET /api/saved-views': { body: { views: [VIEW, { ...VIEW, id: 9, mine: false, sharedRole: 'agent' }] } },
    'DELETE /api/saved-views/7': { status: 204 },
  });
  const shared = renderActions({ viewParam: '9' });
  await waitFor(() => expect(requests.some((request) => request.method === 'GET')).toBe(true));
  expect(screen.queryByRole('button', { name: views.menu })).toBeNull();
  shared.unmount();

  const { user } = renderActions({ viewParam: '7' });
  await user.click(await screen.findByRole('button', { name: views.menu }));
  await user.click(screen.getByRole('menuitem', { name: views.delete }));
  // The dialog's code loads when it is first opened (decision 062).
  const confirm = await screen.findByRole('dialog', { name: views.deleteTitle });
  expect(confirm).toHaveTextContent('Lahore urgent');
  expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);

  await user.click(within(confirm).getByRole('button', { name: views.delete }));
  await waitFor(() =>
    expect(requests.filter((request) => request.method === 'DELETE')).toMatchObject([
      { path: '/api/saved-views/7' },
    ]),
  );
  expect(await screen.findByText('View “Lahore urgent” deleted.')).toBeInTheDocument();
});
