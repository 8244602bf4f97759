import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { newVisitDraft, reportKey, visitDraftKey } from '#web/features/visits/api/visit-draft.ts';
import { enqueueReport, setPhotoStore, visitQueue } from '#web/features/visits/api/visit-queue.ts';
import { memoryFileStore, type DeviceFileStore } from '#web/lib/device-files.ts';
import { readDraft, writeDraft } from '#web/lib/use-draft.ts';
import { fakeServer, renderWithApp } from '#web/testing/render.tsx';
import { UserMenu } from './user-menu.tsx';

const ME = 41;
const OTHER = 42;
const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
let photos: DeviceFileStore;
const assign = vi.fn();

beforeEach(() => {
  localStorage.clear();
  photos = memoryFileStore();
  setPhotoStore(photos);
  assign.mockReset();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, assign } });
});
afterEach(() => vi.unstubAllGlobals());

function serve() {
  return fakeServer({
    'GET /api/auth/session': {
      body: {
        user: {
          id: ME,
          name: 'Tech One',
          username: 'tech',
          email: 't@example.com',
          designation: 'Technician',
          role: 'technician',
        },
        role: 'technician',
        userAbilityRules: [],
        maintenance: false,
        timeZone: 'UTC',
      },
    },
    'POST /api/auth/logout': { status: 204 },
  });
}

const STARTED = ['2026-11-24T08:00:00.000Z', '2026-11-24T09:00:00.000Z', '2026-11-24T11:00:00.000Z'];
/** The keys of the photos `leaveOnDevice` keeps for a person (their complaints are numbered from userId × 100). */
const photoKeysOf = (userId: number) =>
  STARTED.map((startedAt, index) => reportKey(userId * 100 + index, startedAt));

/** What a technician leaves on a shared phone: two queued reports with photos, a visit in progress with a photo, typed drafts. */
async function leaveOnDevice(userId: number) {
  const [first, second, inProgress] = photoKeysOf(userId);
  for (const [index, key] of [first!, second!, inProgress!].entries())
    await photos.put(key, [photo(`before-${index}.jpg`)]);
  for (const index of [0, 1])
    enqueueReport(
      userId,
      userId * 100 + index,
      { ...newVisitDraft(STARTED[index]!, null), pendingPhotos: 1 },
      '2026-11-24T10:00:00.000Z',
    );
  writeDraft(visitDraftKey(userId, userId * 100 + 2), {
    ...newVisitDraft(STARTED[2]!, null),
    workDone: 'Customer at flat 4',
  });
  writeDraft(`comment:${userId}:7`, 'Customer says the unit leaks');
  writeDraft(`note:${userId}:8`, 'Door code 4417');
}

const keptPhotos = async (userId: number) =>
  (await Promise.all(photoKeysOf(userId).map((key) => photos.read(key)))).flat().length;

async function openMenuAndSignOut(view: ReturnType<typeof renderWithApp>) {
  await view.user.click(await screen.findByRole('button', { name: 'Account menu' }));
  await view.user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
}

test('unsent visit reports are named before signing out; Cancel keeps everything', async () => {
  const requests = serve();
  await leaveOnDevice(ME);
  const view = renderWithApp(<UserMenu />);

  await openMenuAndSignOut(view);

  const dialog = await screen.findByRole('dialog', { name: 'Visit reports not sent' });
  expect(dialog).toHaveTextContent('2 visit reports are not sent yet. Signing out deletes them.');
  await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(visitQueue.items(ME)).toHaveLength(2);
  expect(readDraft(`comment:${ME}:7`, null)).toBe('Customer says the unit leaks');
  expect(requests.some((request) => request.path === '/api/auth/logout')).toBe(false);
});

test("'Sign out anyway' deletes this person's queue, photos and drafts, and only theirs", async () => {
  const requests = serve();
  await leaveOnDevice(ME);
  await leaveOnDevice(OTHER);
  expect(await keptPhotos(ME)).toBe(3);
  const view = renderWithApp(<UserMenu />);

  await openMenuAndSignOut(view);
  await view.user.click(await screen.findByRole('button', { name: 'Sign out anyway' }));

  await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
  expect(requests.some((request) => request.method === 'POST' && request.path === '/api/auth/logout')).toBe(
    true,
  );
  expect(visitQueue.items(ME)).toEqual([]);
  expect(readDraft(`visit-queue:${ME}`, null)).toBeNull();
  expect(readDraft(visitDraftKey(ME, ME * 100 + 2), null)).toBeNull();
  expect(readDraft(`comment:${ME}:7`, null)).toBeNull();
  expect(readDraft(`note:${ME}:8`, null)).toBeNull();
  expect(await keptPhotos(ME)).toBe(0);
  // The other person's are untouched.
  expect(await keptPhotos(OTHER)).toBe(3);
  expect(visitQueue.items(OTHER)).toHaveLength(2);
  expect(readDraft(`comment:${OTHER}:7`, null)).toBe('Customer says the unit leaks');
  expect(readDraft(visitDraftKey(OTHER, OTHER * 100 + 2), null)).not.toBeNull();
});

test('with nothing queued, signing out asks nothing and still forgets the drafts', async () => {
  const requests = serve();
  writeDraft(`comment:${ME}:7`, 'Half a sentence');
  const view = renderWithApp(<UserMenu />);

  await openMenuAndSignOut(view);

  await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(requests.some((request) => request.path === '/api/auth/logout')).toBe(true);
  expect(readDraft(`comment:${ME}:7`, null)).toBeNull();
});
