import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { toast, uploadToEndpoint } from '@app/web';
import type { MediaItem } from '@app/contracts';
import { type ApiStub, busyOnce, renderWithProviders, requestedUrls, retryAfterBusy, sentBodies, setUpEachTest, stubApi } from '@app/web/testing';
import { imageFile, makeMediaItem, makeProcessingItem, stubObjectUrls } from '../../testing/media-items';
import { MediaLibraryPage } from './media-library-page';

jest.mock('@app/web', () => ({ ...jest.requireActual('@app/web'), toast: jest.fn(), uploadToEndpoint: jest.fn() }));

const MEDIA = '/api/admin/media';
/** The server's answer holding `items` on one page of the library. */
const page = (items: MediaItem[], { total = items.length, number = 1 } = {}) => ({ items, total, page: number, pageSize: 24 });
/** The query string each read of the library asked for: its search and page. */
const libraryAsked = (api: ApiStub) => requestedUrls(api, MEDIA).map((url) => ({ q: url.searchParams.get('q'), page: url.searchParams.get('page') }));
const pool = makeMediaItem();
const lobby = makeMediaItem({ id: 'm-lobby', originalFilename: 'Lobby.PNG', title: null, caption: null, tags: ['blog'], mimeType: 'image/png', size: 800 });
const brochure = makeMediaItem({
  id: 'm-failed',
  originalFilename: 'brochure-cover.gif',
  title: 'Brochure cover',
  caption: null,
  tags: null,
  mimeType: 'image/gif',
  size: 3 * 1024 * 1024,
  status: 'failed',
  failureReason: 'The image could not be decoded. It may be damaged; try exporting it again.',
  url: null,
  thumbnailUrl: null,
  variants: [],
});

/** How the address last changed (PUSH: a new history entry, REPLACE: in place) and its search. */
function HistoryProbe() {
  const location = useLocation();
  return <p>{`History: ${useNavigationType()} ${location.search || 'without a search'}`}</p>;
}

function renderPage() {
  return renderWithProviders(
    '/admin/media',
    <>
      <Routes>
        <Route path="/admin" element={<h1>Dashboard</h1>} />
        <Route path="/admin/media" element={<MediaLibraryPage />} />
      </Routes>
      <HistoryProbe />
    </>,
  );
}

const grid = () => screen.findByRole('list', { name: 'Media files' });
const names = async () =>
  within(await grid())
    .getAllByRole('button', { pressed: false })
    .map((button) => button.textContent);

async function openActions(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

describe('MediaLibraryPage', () => {
  setUpEachTest();
  beforeEach(stubObjectUrls);

  it('shows the title, Back to Admin and the two tabs', async () => {
    stubApi([{ method: 'GET', path: MEDIA, body: page([]) }]);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Media Library' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Media Library', 'Upload Media']);
    expect(await screen.findByRole('heading', { name: 'No media files have been uploaded yet' })).toBeInTheDocument();
    expect(screen.getByText('Upload some media files to get started')).toBeInTheDocument();
  });

  it('shows a grid by default: thumbnails, else a file icon, with title or file name and size', async () => {
    stubApi([{ method: 'GET', path: MEDIA, body: page([pool, lobby, brochure]) }]);
    const { container } = renderPage();

    const cards = within(await grid()).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('button', { pressed: false }).textContent)).toEqual(['Pool deck', 'Lobby.PNG', 'Brochure cover']);
    expect(within(cards[0]!).getByText('245.0 KB')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('800 B')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('3.0 MB')).toBeInTheDocument();
    expect(container.querySelector(`img[src="/media/${pool.id}/thumb.webp"]`)).not.toBeNull();
    expect(within(cards[2]!).queryByRole('img')).not.toBeInTheDocument();
    expect(within(cards[2]!).getByText('Failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to the list with its columns', async () => {
    stubApi([{ method: 'GET', path: MEDIA, body: page([pool]) }]);
    renderPage();
    await grid();

    await userEvent.click(screen.getByRole('button', { name: 'List view' }));

    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Media', 'File name', 'Size', 'Date', 'Actions']);
    const row = screen.getByRole('button', { name: 'Show details of Pool deck' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('pool-deck.jpg')).toBeInTheDocument();
    expect(within(row).getByText(/^\d{1,2} Mar 2026, \d{1,2}:34 [ap]m$/)).toBeInTheDocument();
  });

  it('asks the server to search once typing pauses, starting at the first page, and clears the search', async () => {
    const api = stubApi([
      { method: 'GET', path: MEDIA, once: true, body: page([pool, lobby, brochure], { total: 30 }) },
      { method: 'GET', path: MEDIA, once: true, body: page([brochure], { total: 30, number: 2 }) },
      { method: 'GET', path: MEDIA, once: true, body: page([lobby]) },
      { method: 'GET', path: MEDIA, once: true, body: page([]) },
      { method: 'GET', path: MEDIA, body: page([pool, lobby, brochure], { total: 30 }) },
    ]);
    renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Search media files' });
    expect(search).toHaveAttribute('placeholder', 'Search media files...');
    expect(await names()).toEqual(['Pool deck', 'Lobby.PNG', 'Brochure cover']);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('1–24 of 30 · Page 1 of 2');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await names()).toEqual(['Brochure cover']));
    await userEvent.type(search, 'BLOG');
    await waitFor(async () => expect(await names()).toEqual(['Lobby.PNG']));

    await userEvent.clear(search);
    await userEvent.type(search, 'penthouse');
    expect(await screen.findByRole('heading', { name: 'No media files match your search' })).toBeInTheDocument();
    expect(screen.getByText('Try different search terms or clear the search')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    await waitFor(async () => expect(await names()).toHaveLength(3));
    expect(libraryAsked(api)).toEqual([
      { q: null, page: '1' },
      { q: null, page: '2' },
      { q: 'BLOG', page: '1' },
      { q: 'penthouse', page: '1' },
      { q: null, page: '1' },
    ]);
  });

  it('says it is loading, then shows a failure with Try Again', async () => {
    stubApi([busyOnce({ method: 'GET', path: MEDIA }), { method: 'GET', path: MEDIA, body: page([pool]) }]);
    renderPage();

    expect(screen.getByRole('status')).toHaveTextContent('Loading media');
    await retryAfterBusy('media');
    expect(await names()).toEqual(['Pool deck']);
  });

  it('sets the search text from the Filter menu, and asks the server for it', async () => {
    const api = stubApi([{ method: 'GET', path: MEDIA, body: page([pool, lobby]) }]);
    renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Search media files' });

    for (const [filter, text] of [
      ['Images', 'image/'],
      ['Blog content', 'blog'],
      ['Property listings', 'property'],
      ['All media', ''],
    ]) {
      await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: filter }));
      expect(search).toHaveValue(text);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Property listings' }));
    await waitFor(() => expect(libraryAsked(api).at(-1)).toEqual({ q: 'property', page: '1' }));
  });

  it('keeps a typed search in the current history entry, and makes a Filter entry or Clear search a new one', async () => {
    stubApi([{ method: 'GET', path: MEDIA, body: page([]) }]);
    renderPage();
    const history = () => screen.getByText(/^History: /);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search media files' }), 'pool');
    await waitFor(() => expect(history()).toHaveTextContent('History: REPLACE ?q=pool'));

    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Blog content' }));
    expect(history()).toHaveTextContent('History: PUSH ?q=blog');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear search' }));
    expect(history()).toHaveTextContent('History: PUSH without a search');
  });

  it('shows the details of the selected item with its real dimensions and where it is used', async () => {
    const used = makeMediaItem({
      usageCount: 2,
      usage: [
        { kind: 'post', id: 'p1', title: 'Co-living in Tiong Bahru', field: 'featuredImage' },
        { kind: 'draft', id: 'd1', title: 'HDB upgrading guide', field: 'content' },
      ],
    });
    stubApi([{ method: 'GET', path: MEDIA, body: page([used]) }]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Pool deck', pressed: false }));

    const panel = screen.getByRole('complementary', { name: 'Media details' });
    expect(within(panel).getByRole('heading', { name: 'Pool deck' })).toBeInTheDocument();
    const facts = Object.fromEntries(
      within(panel)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({ 'Original file': 'pool-deck.jpg', Type: 'image/jpeg', Size: '245.0 KB', Dimensions: '1280 × 960', Usage: '2' });
    expect(within(panel).getByRole('img', { name: 'The pool deck at dusk' })).toHaveAttribute(
      'srcset',
      `/media/${used.id}/640.webp 640w, /media/${used.id}/1280.webp 1280w`,
    );
    const usedIn = within(panel).getByRole('region', { name: 'Used in' });
    expect(
      within(usedIn)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Post “Co-living in Tiong Bahru” (featured image)', 'Draft “HDB upgrading guide” (inline content)']);
    expect(within(panel).getByLabelText('Tags')).toHaveValue('property, featured');
    expect(within(panel).getByLabelText('Tags')).toHaveAttribute('placeholder', 'blog, property, featured');
  });

  it('updates the details, normalised, and shows the server’s version', async () => {
    const path = `${MEDIA}/${pool.id}`;
    const api = stubApi([
      { method: 'GET', path: MEDIA, body: page([pool]) },
      { method: 'PUT', path, body: { ...pool, title: null, caption: 'Sunset', tags: ['blog', 'hdb'] } },
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Pool deck' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit details' }));
    const panel = screen.getByRole('complementary', { name: 'Media details' });
    const title = within(panel).getByLabelText('Title');
    await waitFor(() => expect(title).toHaveFocus());

    await userEvent.clear(title);
    await userEvent.clear(within(panel).getByLabelText('Caption'));
    await userEvent.type(within(panel).getByLabelText('Caption'), '  Sunset ');
    await userEvent.clear(within(panel).getByLabelText('Tags'));
    await userEvent.type(within(panel).getByLabelText('Tags'), ' blog, ,hdb ,');
    await userEvent.click(within(panel).getByRole('button', { name: 'Update details' }));

    await waitFor(() => expect(sentBodies(api, 'PUT', path)).toEqual([{ title: null, caption: 'Sunset', tags: ['blog', 'hdb'] }]));
    expect(toast).toHaveBeenCalledWith({ title: 'Media updated', description: 'The media details have been successfully updated.' });
    expect(await within(panel).findByRole('heading', { name: 'pool-deck.jpg' })).toBeInTheDocument();
  });

  it('says why an update failed', async () => {
    stubApi([
      { method: 'GET', path: MEDIA, body: page([pool]) },
      { method: 'PUT', path: `${MEDIA}/${pool.id}`, status: 404, body: { statusCode: 404, error: 'Media item not found', message: 'Media item not found' } },
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Pool deck', pressed: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Update details' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Error updating media', description: 'Media item not found', variant: 'destructive' }));
  });

  it('copies the full URL of an item', async () => {
    stubApi([{ method: 'GET', path: MEDIA, body: page([pool]) }]);
    renderPage();
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');

    await user.click(await screen.findByRole('button', { name: 'Actions for Pool deck' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy URL' }));

    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/media/${pool.id}/1280.webp`));
    expect(toast).toHaveBeenCalledWith({ title: 'URL copied', description: 'The media URL has been copied to clipboard.' });
  });

  it('asks before deleting, warns where the item is used, then removes it', async () => {
    const used = makeMediaItem({ usageCount: 1, usage: [{ kind: 'draft', id: 'd1', title: 'HDB upgrading guide', field: 'listingImage' }] });
    const path = `${MEDIA}/${used.id}`;
    const api = stubApi([
      { method: 'GET', path: MEDIA, once: true, body: page([used, lobby]) },
      { method: 'GET', path: MEDIA, body: page([lobby]) },
      { method: 'DELETE', path, body: { success: true } },
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Pool deck', pressed: false }));
    await userEvent.click(within(screen.getByRole('complementary', { name: 'Media details' })).getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription(
      'This action cannot be undone. This will permanently delete the media file from the server. ' +
        'It is still used in 1 place, which will show a missing image: • Draft “HDB upgrading guide” (listing image)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Media details' })).not.toBeInTheDocument());
    expect(sentBodies(api, 'DELETE', path)).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith({ title: 'Media deleted', description: 'The media file has been successfully deleted.' });
    expect(await names()).toEqual(['Lobby.PNG']);
  });

  it('says why a delete failed', async () => {
    stubApi([
      { method: 'GET', path: MEDIA, body: page([pool]) },
      { method: 'DELETE', path: `${MEDIA}/${pool.id}`, status: 403, body: { statusCode: 403, error: 'Cross-site requests are not allowed', message: 'x' } },
    ]);
    renderPage();
    const menu = await openActions('Pool deck');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Error deleting media', description: 'Cross-site requests are not allowed', variant: 'destructive' }),
    );
  });

  describe('Upload Media tab', () => {
    const openUploadTab = async () => {
      await userEvent.click(screen.getByRole('tab', { name: 'Upload Media' }));
      expect(screen.getByRole('heading', { name: 'Upload Media Files' })).toBeInTheDocument();
      return screen.getByLabelText('Choose images');
    };

    it.each([
      [
        '11 files',
        Array.from({ length: 11 }, (_, index) => imageFile(`room-${index}.png`)),
        { title: 'Too many files', description: 'You can upload up to 10 files at a time.' },
      ],
      [
        'a PDF',
        [imageFile('brochure.pdf', 100, 'application/pdf')],
        { title: 'Invalid file type', description: 'Only JPEG, PNG, GIF and WebP images are allowed.' },
      ],
      ['a 6 MB photo', [imageFile('huge.jpg', 6 * 1024 * 1024, 'image/jpeg')], { title: 'File too large', description: 'Files must be smaller than 5MB.' }],
    ])('refuses %s before sending anything', async (_case, files, notice) => {
      stubApi([{ method: 'GET', path: MEDIA, body: page([]) }]);
      renderPage();
      const input = await openUploadTab();

      await userEvent.upload(input, files, { applyAccept: false });

      expect(toast).toHaveBeenCalledWith({ ...notice, variant: 'destructive' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(uploadToEndpoint).not.toHaveBeenCalled();
    });

    it('previews the files, shows the real progress, then follows each item until it is ready', async () => {
      const uploaded = makeProcessingItem({ id: 'm-new', originalFilename: 'lobby.png', title: 'Lobby', tags: ['hdb', 'blog'] });
      let finish: (body: unknown) => void = () => undefined;
      jest.mocked(uploadToEndpoint).mockImplementation((_endpoint, _input, _form, onProgress) => {
        onProgress(42);
        return new Promise((resolve) => (finish = resolve));
      });
      stubApi([
        { method: 'GET', path: MEDIA, body: page([]) },
        { method: 'GET', path: `${MEDIA}/m-new`, body: uploaded, once: true },
        { method: 'GET', path: `${MEDIA}/m-new`, body: { ...uploaded, ...makeMediaItem({ id: 'm-new', originalFilename: 'lobby.png' }) } },
      ]);
      renderPage();
      await userEvent.upload(await openUploadTab(), [imageFile('lobby.png'), imageFile('pool.jpg', 4096, 'image/jpeg')]);

      const dialog = screen.getByRole('dialog', { name: 'Upload 2 files' });
      expect(within(dialog).getByText('lobby.png')).toBeInTheDocument();
      expect(within(dialog).getByText('4.0 KB')).toBeInTheDocument();
      await userEvent.type(within(dialog).getByLabelText('Title'), 'Lobby');
      await userEvent.type(within(dialog).getByLabelText('Tags'), 'hdb, , blog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

      expect(await within(dialog).findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '42');
      expect(within(dialog).getByRole('button', { name: 'Uploading...' })).toBeDisabled();
      const form = jest.mocked(uploadToEndpoint).mock.calls[0]?.[2];
      expect(form?.getAll('files').map((file) => (file as File).name)).toEqual(['lobby.png', 'pool.jpg']);
      expect([form?.get('title'), form?.get('caption'), form?.get('tags')]).toEqual(['Lobby', null, 'hdb,blog']);

      finish([uploaded]);

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(toast).toHaveBeenCalledWith({ title: 'Upload successful', description: '1 file was uploaded and is being processed.' });
      const recent = screen.getByRole('region', { name: 'Uploaded files' });
      expect(await within(recent).findByText('Processing…')).toBeInTheDocument();
      expect(await within(recent).findByText('Ready', {}, { timeout: 8000 })).toBeInTheDocument();
    }, 15_000);

    it('says why an upload failed', async () => {
      const { ApiError } = jest.requireActual('@app/web');
      jest.mocked(uploadToEndpoint).mockRejectedValue(
        new ApiError({
          kind: 'http',
          status: 415,
          userMessage: 'Invalid file type: "lobby.png" is not a JPEG, PNG, GIF or WebP image',
          method: 'POST',
          url: MEDIA,
        }),
      );
      stubApi([{ method: 'GET', path: MEDIA, body: page([]) }]);
      renderPage();
      await userEvent.upload(await openUploadTab(), [imageFile('lobby.png')]);
      await userEvent.click(within(screen.getByRole('dialog', { name: 'Upload 1 file' })).getByRole('button', { name: 'Upload' }));

      await waitFor(() =>
        expect(toast).toHaveBeenCalledWith({
          title: 'Upload failed',
          description: 'Invalid file type: "lobby.png" is not a JPEG, PNG, GIF or WebP image',
          variant: 'destructive',
        }),
      );
      expect(screen.getByRole('dialog', { name: 'Upload 1 file' })).toBeInTheDocument();
    });
  });
});
