import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { toast, uploadToEndpoint } from '@app/web';
import type { MediaItem } from '@app/contracts';
import { apiProblem, type ApiStub, renderWithProviders, requestedUrls, setUpEachTest, stubApi } from '@app/web/testing';
import { imageFile, makeMediaItem, makeProcessingItem, stubObjectUrls } from '../testing/media-items';
import { SEARCH_DELAY_MS } from '../media/hooks/use-media-search';
import MediaPicker from './media-picker';
import { PickerLibrary } from './picker-library';

jest.mock('@app/web', () => ({ ...jest.requireActual('@app/web'), toast: jest.fn(), uploadToEndpoint: jest.fn() }));

const MEDIA = '/api/admin/media';
const pool = makeMediaItem();
const lobby = makeMediaItem({ id: 'm-lobby', originalFilename: 'lobby.png', title: 'Lobby', tags: ['hdb'] });
const onePage = (items: MediaItem[], { total = items.length, page = 1 } = {}) => ({ items, total, page, pageSize: 24 });
/** What each read of the library asked for: ready images, a search, a page. */
const pickerAsked = (api: ApiStub) =>
  requestedUrls(api, MEDIA).map((url) => ({ status: url.searchParams.get('status'), q: url.searchParams.get('q'), page: url.searchParams.get('page') }));

function renderPicker(onSelect = jest.fn()) {
  renderWithProviders('/admin/content/new', <MediaPicker label="Choose featured image" onSelect={onSelect} />);
  return onSelect;
}

async function openPicker() {
  await userEvent.click(screen.getByRole('button', { name: 'Choose featured image' }));
  return screen.getByRole('dialog', { name: 'Choose featured image' });
}

describe('MediaPicker', () => {
  setUpEachTest();
  beforeEach(stubObjectUrls);

  it('asks the server for ready images a page at a time, searched, and hands the chosen one over', async () => {
    const api = stubApi([
      { method: 'GET', path: MEDIA, once: true, body: onePage([pool], { total: 25 }) },
      { method: 'GET', path: MEDIA, once: true, body: onePage([lobby], { total: 25, page: 2 }) },
      { method: 'GET', path: MEDIA, body: onePage([lobby]) },
    ]);
    const onSelect = renderPicker();
    const dialog = await openPicker();

    expect(await within(dialog).findByRole('button', { name: 'Choose Pool deck' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('button', { name: 'Choose Lobby' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search media files' }), 'HDB');
    await waitFor(() => expect(pickerAsked(api).at(-1)).toEqual({ status: 'ready', q: 'HDB', page: '1' }));
    expect(pickerAsked(api).slice(0, 2)).toEqual([
      { status: 'ready', q: null, page: '1' },
      { status: 'ready', q: null, page: '2' },
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose Lobby' }));

    expect(onSelect).toHaveBeenCalledWith(lobby);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the typed search once typing pauses, even when the picker re-renders meanwhile', async () => {
    jest.useFakeTimers();
    try {
      const api = stubApi([{ method: 'GET', path: MEDIA, body: onePage([pool]) }]);
      /** The library under a parent that re-renders it, with a new onChoose, on each click of Re-render. */
      function Parent() {
        const [renders, setRenders] = useState(0);
        return (
          <>
            <button type="button" onClick={() => setRenders(renders + 1)}>
              Re-render
            </button>
            <PickerLibrary onChoose={() => renders} />
          </>
        );
      }
      renderWithProviders('/', <Parent />);
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search media files' }), { target: { value: 'HDB' } });
      act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 100));
      fireEvent.click(screen.getByRole('button', { name: 'Re-render' }));
      await act(async () => jest.advanceTimersByTime(100));

      expect(pickerAsked(api).at(-1)).toEqual({ status: 'ready', q: 'HDB', page: '1' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when there is nothing to choose, and when nothing matches the search', async () => {
    stubApi([{ method: 'GET', path: MEDIA, body: onePage([]) }]);
    renderPicker();
    const dialog = await openPicker();

    expect(await within(dialog).findByRole('heading', { name: 'No images to choose from yet' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search media files' }), 'penthouse');
    expect(await within(dialog).findByRole('heading', { name: 'No media files match your search' })).toBeInTheDocument();
  });

  it('shows a failed read with Try Again', async () => {
    stubApi([
      { method: 'GET', path: MEDIA, once: true, ...apiProblem(500, 'Database unavailable') },
      { method: 'GET', path: MEDIA, body: onePage([pool]) },
    ]);
    renderPicker();
    const dialog = await openPicker();

    expect(await within(dialog).findByRole('heading', { name: /^Error loading media: Database unavailable/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByRole('button', { name: 'Choose Pool deck' })).toBeInTheDocument();
  });

  it('takes one file only, even when several are dropped on it', async () => {
    stubApi([{ method: 'GET', path: MEDIA, body: onePage([]) }]);
    renderPicker();
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Upload' }));

    const dropZone = within(dialog).getByText('Choose an image').parentElement as HTMLElement;
    fireEvent.drop(dropZone, { dataTransfer: { files: [imageFile('a.png'), imageFile('b.png')] } });

    expect(toast).toHaveBeenCalledWith({ title: 'Too many files', description: 'Choose one image.', variant: 'destructive' });
  });

  it('uploads one image, waits until it is processed, then chooses it', async () => {
    const uploaded = makeProcessingItem({ id: 'm-new', originalFilename: 'facade.jpg', title: null });
    const ready = makeMediaItem({ id: 'm-new', originalFilename: 'facade.jpg', title: null });
    jest.mocked(uploadToEndpoint).mockImplementation(async (_endpoint, _input, _form, onProgress) => {
      onProgress(100);
      return [uploaded];
    });
    stubApi([
      { method: 'GET', path: MEDIA, body: onePage([]) },
      { method: 'GET', path: `${MEDIA}/m-new`, body: uploaded, once: true },
      { method: 'GET', path: `${MEDIA}/m-new`, body: ready },
    ]);
    const onSelect = renderPicker();
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Upload' }));

    await userEvent.upload(within(dialog).getByLabelText('Choose an image'), imageFile('facade.jpg', 3000, 'image/jpeg'));
    expect(within(dialog).getByText('facade.jpg (2.9 KB)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByRole('status', { name: '' })).toHaveTextContent('Processing facade.jpg');
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(ready), { timeout: 8000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 15_000);

  it('says why the uploaded image could not be used, and lets another be uploaded', async () => {
    const failed = makeProcessingItem({ id: 'm-bad', status: 'failed', failureReason: 'The image has more than 50 megapixels.' });
    jest.mocked(uploadToEndpoint).mockResolvedValue([makeProcessingItem({ id: 'm-bad' })]);
    stubApi([
      { method: 'GET', path: MEDIA, body: onePage([]) },
      { method: 'GET', path: `${MEDIA}/m-bad`, body: failed },
    ]);
    const onSelect = renderPicker();
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Upload' }));
    await userEvent.upload(within(dialog).getByLabelText('Choose an image'), imageFile('huge.png'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByText('The image has more than 50 megapixels.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload another image' }));
    expect(within(dialog).getByLabelText('Choose an image')).toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
