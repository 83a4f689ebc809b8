import 'fake-indexeddb/auto';
import { runInThisContext } from 'node:vm';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError } from '@app/web';
import { uploadItemPhoto } from '../api/condition-report-queries';
import { forgetPhoto, keptPhotos } from './photo-queue-store';
import { usePhotoQueue } from './use-photo-queue';

jest.mock('../api/condition-report-queries', () => ({ uploadItemPhoto: jest.fn() }));
const upload = jest.mocked(uploadItemPhoto);
jest.mock('./photo-queue-store', () => {
  const store = jest.requireActual<typeof import('./photo-queue-store')>('./photo-queue-store');
  return { ...store, forgetPhoto: jest.fn(store.forgetPhoto) };
});

// jsdom has neither structuredClone (IndexedDB copies values with it) nor Blob#arrayBuffer, which browsers have.
globalThis.structuredClone ??= runInThisContext('structuredClone');
const readBytes = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
Blob.prototype.arrayBuffer ??= function (this: Blob) {
  return readBytes(this);
};

const offline = () => new ApiError({ kind: 'network', method: 'POST', url: '/api/admin/condition-reports/r/items/i/photos', userMessage: 'No connection' });
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
const photo = (name: string, text: string) => new File([text], name, { type: 'image/jpeg' });

describe('the condition report photo queue', () => {
  beforeEach(() => upload.mockReset());

  it('keeps a photo taken offline on the device, and sends it with its progress when the report is opened again', async () => {
    upload.mockRejectedValue(offline());
    const first = renderHook(() => usePhotoQueue('report-1'), { wrapper });
    act(() => first.result.current.add('item-sofa', [photo('sofa.jpg', 'sofa bytes'), photo('sofa-2.jpg', 'more bytes')]));
    await waitFor(() =>
      expect(first.result.current.queue.map((queued) => [queued.name, queued.state, queued.onDevice])).toContainEqual(['sofa.jpg', 'failed', true]),
    );
    await waitFor(() => expect(first.result.current.queue.every((queued) => queued.onDevice)).toBe(true));
    expect((await keptPhotos('report-1')).map((kept) => [kept.itemId, kept.name])).toEqual([
      ['item-sofa', 'sofa.jpg'],
      ['item-sofa', 'sofa-2.jpg'],
    ]);
    expect(await keptPhotos('report-2')).toEqual([]);
    first.unmount();
    upload.mockClear();

    // The tab was closed; the signal is back when the report opens again.
    const sent: Array<{ name: string; text: string }> = [];
    let signal = () => {};
    const signalBack = new Promise<void>((resolve) => (signal = resolve));
    upload.mockImplementation(async (_reportId, _itemId, file, onProgress) => {
      onProgress(50);
      await signalBack;
      sent.push({ name: file.name, text: new TextDecoder().decode(await readBytes(file)) });
      return undefined as never;
    });
    const again = renderHook(() => usePhotoQueue('report-1'), { wrapper });
    await waitFor(() =>
      expect(again.result.current.queue.map((queued) => [queued.name, queued.state, queued.progress])).toEqual([
        ['sofa.jpg', 'sending', 50],
        ['sofa-2.jpg', 'waiting', 0],
      ]),
    );
    signal();
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(again.result.current.queue).toEqual([]));
    expect(sent).toEqual([
      { name: 'sofa.jpg', text: 'sofa bytes' },
      { name: 'sofa-2.jpg', text: 'more bytes' },
    ]);
    expect(upload.mock.calls.map(([reportId, itemId]) => [reportId, itemId])).toEqual([
      ['report-1', 'item-sofa'],
      ['report-1', 'item-sofa'],
    ]);
    expect(await keptPhotos('report-1')).toEqual([]);
    again.unmount();
  });

  it('sends the next photo while the one sent before is still being forgotten on the device', async () => {
    upload.mockResolvedValue(undefined as never);
    jest.mocked(forgetPhoto).mockImplementationOnce(() => new Promise<void>(() => {}));
    const { result, unmount } = renderHook(() => usePhotoQueue('report-4'), { wrapper });
    act(() => result.current.add('item-door', [photo('door.jpg', 'door'), photo('door-2.jpg', 'door again')]));
    await waitFor(() => expect(result.current.queue).toEqual([]));
    expect(upload.mock.calls.map(([, , file]) => file.name)).toEqual(['door.jpg', 'door-2.jpg']);
    unmount();
  });

  it('does not send again a photo still being sent when its report is left and opened again', async () => {
    let finish = () => {};
    upload.mockImplementation(() => new Promise((resolve) => (finish = () => resolve(undefined as never))));
    const first = renderHook(() => usePhotoQueue('report-5'), { wrapper });
    act(() => first.result.current.add('item-tap', [photo('tap.jpg', 'tap')]));
    await waitFor(() => expect(first.result.current.queue).toMatchObject([{ name: 'tap.jpg', state: 'sending', onDevice: true }]));
    first.unmount();

    const again = renderHook(() => usePhotoQueue('report-5'), { wrapper });
    await act(async () => {
      await keptPhotos('report-5');
    });
    expect(again.result.current.queue).toEqual([]);
    finish();
    await waitFor(async () => expect(await keptPhotos('report-5')).toEqual([]));
    expect(upload).toHaveBeenCalledTimes(1);
    again.unmount();
  });

  it('drops a photo the API refuses for good instead of trying it again at every visit', async () => {
    upload.mockRejectedValue(new ApiError({ kind: 'http', status: 400, method: 'POST', url: '/x', userMessage: 'That file is not an image' }));
    const { result, unmount } = renderHook(() => usePhotoQueue('report-3'), { wrapper });
    act(() => result.current.add('item-oven', [photo('oven.txt', 'not an image')]));
    await waitFor(() =>
      expect(result.current.queue).toMatchObject([{ name: 'oven.txt', state: 'refused', error: 'That file is not an image', onDevice: false }]),
    );
    await waitFor(async () => expect(await keptPhotos('report-3')).toEqual([]));
    expect(upload).toHaveBeenCalledTimes(1);
    unmount();
  });
});
