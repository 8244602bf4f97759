import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithApp } from '#web/testing/render.tsx';
import { csvRecordCounter } from '#web/features/complaints/api/export-complaints.ts';
import { ComplaintExportButton } from './complaint-export-button.tsx';

const encoder = new TextEncoder();

/** A streamed reply the test feeds piece by piece, as a long export arrives. */
function streamedReply(total: number, fileName: string) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    return new Response(body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
        'x-total-count': String(total),
      },
    });
  });
  return {
    requests,
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
  };
}

let saved: Blob[];
// jsdom has no object URLs; the saved file is what the component hands to one.
beforeEach(() => {
  saved = [];
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return 'blob:export';
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function startCsvExport(user: ReturnType<typeof renderWithApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Export this list' }));
  // The menu's code loads on the first click (decision 062).
  await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
  return screen.findByRole('dialog', { name: 'Exporting complaints' });
}

describe('ComplaintExportButton', () => {
  test('shows the rows received against the total, then saves the file under its name', async () => {
    const server = streamedReply(3, 'complaints-2026-11-24.csv');
    const { user } = renderWithApp(<ComplaintExportButton list="all" />);
    const dialog = await startCsvExport(user);
    expect(server.requests[0]).toMatch(/^\/api\/complaints\/export\?.*list=all&format=csv$/);

    server.send('\uFEFFNumber,Name\r\n#001,"Ali\r\nKhan"\r\n');
    expect(await within(dialog).findByText('1 of 3 complaints')).toBeVisible();
    server.send('#002,Sara\r\n#003,"Omar ""the"" Butt"\r\n');
    expect(await within(dialog).findByText('3 of 3 complaints')).toBeVisible();
    server.end();

    expect(await screen.findByRole('status')).toHaveTextContent('Saved complaints-2026-11-24.csv.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(await saved[0]!.text()).toContain('Omar ""the"" Butt');
  });

  test('a download that breaks off says so and saves nothing', async () => {
    const server = streamedReply(1_000, 'complaints-2026-11-24.csv');
    const { user } = renderWithApp(<ComplaintExportButton list="pending" />);
    const dialog = await startCsvExport(user);
    server.send('\uFEFFNumber,Name\r\n#001,Ali\r\n');
    await within(dialog).findByText('1 of 1,000 complaints');
    server.fail();

    const failed = await screen.findByRole('dialog', { name: 'Export this list' });
    expect(within(failed).getByRole('alert')).toHaveTextContent(
      'The download stopped before the end, so no file was saved. Try again.',
    );
    expect(saved).toEqual([]);
  });
});

describe('csvRecordCounter', () => {
  test('counts records, not line feeds inside quoted cells, across pieces', () => {
    const count = csvRecordCounter();
    expect(count(encoder.encode('a,"line one\nline'))).toBe(0);
    expect(count(encoder.encode(' two"\r\nb,"say ""hi"""\r\n'))).toBe(2);
    expect(count(encoder.encode('محمد,لاہور\r\n'))).toBe(3);
  });
});
