import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreatedPreviewLink, PreviewLink } from '@app/contracts';
import { setRequestLogger, toast } from '@app/web';
import { type ApiStub, type StubRoute } from '@app/web/testing';
import { loadMediaPicker } from '../../media-picker/load-media-picker';
import { FakeMediaPicker } from '../../testing/fake-media-picker';
import { listPage, makeDraft } from '../../testing/fixtures';
import { renderDraftEditor } from '../../testing/render-draft-editor';

jest.setTimeout(20_000);

jest.mock('@app/web', () => ({ ...jest.requireActual('@app/web'), toast: jest.fn() }));
jest.mock('../../media-picker/load-media-picker', () => ({ loadMediaPicker: jest.fn() }));

const draft = makeDraft({ id: '5d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a', version: 2 });
const DRAFT = `/api/admin/content-drafts/${draft.id}`;
const LINKS = `${DRAFT}/preview-links`;

const openLink: PreviewLink = {
  id: '7a6b5c4d-0000-4000-8000-000000000001',
  draftId: draft.id,
  createdBy: 'Sarah Lim',
  createdAt: '2026-03-02T03:00:00.000Z',
  expiresAt: '2099-03-09T03:00:00.000Z',
};
const madeLink: CreatedPreviewLink = { ...openLink, id: '7a6b5c4d-0000-4000-8000-000000000002', token: 'a-token_for-this-test' };

beforeEach(() => {
  jest.mocked(loadMediaPicker).mockResolvedValue({ default: FakeMediaPicker });
  jest.mocked(toast).mockClear();
  setRequestLogger(jest.fn());
});

const renderEditor = (routes: StubRoute[]) => renderDraftEditor(draft, routes);

async function openShareDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Share preview' }));
  return screen.findByRole('dialog', { name: 'Share preview' });
}

const calls = (api: ApiStub, method: string, path: string) =>
  api.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(input, 'http://localhost').pathname === path);

describe('sharing a preview', () => {
  it('says when no link is open, and makes one whose address can be copied', async () => {
    const api = await renderEditor([
      { method: 'GET', path: LINKS, body: listPage([]), once: true },
      { method: 'GET', path: LINKS, body: listPage([madeLink]) },
      { method: 'POST', path: LINKS, status: 201, body: madeLink },
    ]);
    const dialog = await openShareDialog();
    expect(await within(dialog).findByText(/No preview links are open/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'New link' })).toHaveValue('http://localhost/preview/a-token_for-this-test');
    expect(await within(dialog).findByRole('list', { name: 'Open preview links' })).toBeInTheDocument();
    expect(calls(api, 'POST', LINKS)).toHaveLength(1);
  });

  it('shows a failed list with a way to try again', async () => {
    await renderEditor([
      { method: 'GET', path: LINKS, status: 403, body: { statusCode: 403, error: 'Your role cannot do this' }, once: true },
      { method: 'GET', path: LINKS, body: listPage([openLink]) },
    ]);
    const dialog = await openShareDialog();
    expect(await within(dialog).findByText(/Error loading the preview links: Your role cannot do this/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByText(/Made by Sarah Lim/)).toBeInTheDocument();
  });

  it('withdraws a link only once confirmed', async () => {
    const api = await renderEditor([
      { method: 'GET', path: LINKS, body: listPage([openLink]) },
      { method: 'DELETE', path: `${LINKS}/${openLink.id}` },
    ]);
    const dialog = await openShareDialog();
    const list = await within(dialog).findByRole('list', { name: 'Open preview links' });

    await userEvent.click(within(list).getByRole('button', { name: /^Withdraw: Made by Sarah Lim/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Withdraw this preview link?' })).getByRole('button', { name: 'Cancel' }));
    expect(calls(api, 'DELETE', `${LINKS}/${openLink.id}`)).toHaveLength(0);

    await userEvent.click(within(list).getByRole('button', { name: /^Withdraw: Made by Sarah Lim/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Withdraw this preview link?' })).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(calls(api, 'DELETE', `${LINKS}/${openLink.id}`)).toHaveLength(1));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Link withdrawn' })));
  });

  it('lists the newest links first and adds older ones on "Load older links", which then goes', async () => {
    const olderLink: PreviewLink = { ...openLink, id: '7a6b5c4d-0000-4000-8000-000000000003', createdBy: 'Ahmad Rahman' };
    const api = await renderEditor([
      { method: 'GET', path: LINKS, body: listPage([openLink], { pageSize: 1, total: 2 }), once: true },
      { method: 'GET', path: LINKS, body: listPage([olderLink], { page: 2, pageSize: 1, total: 2 }) },
    ]);
    const dialog = await openShareDialog();
    const list = await within(dialog).findByRole('list', { name: 'Open preview links' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Load older links' }));
    expect(await within(list).findByText(/Made by Ahmad Rahman/)).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: 'Load older links' })).not.toBeInTheDocument();
    expect(calls(api, 'GET', LINKS).map(([input]) => new URL(input, 'http://localhost').searchParams.get('page'))).toEqual(['1', '2']);
  });
});

describe('the Preview button', () => {
  it('shows the draft as it is being edited to the staff member, in the panel, and makes no link', async () => {
    const open = jest.spyOn(window, 'open');
    const api = await renderEditor([{ method: 'GET', path: LINKS, body: listPage([]) }]);
    await userEvent.clear(screen.getByRole('textbox', { name: /Title/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Renewing a lease in 2027');

    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    const post = within(dialog).getByRole('article', { name: 'Preview of Renewing a lease in 2027' });
    expect(within(post).getByRole('heading', { level: 2, name: 'Renewing a lease in 2027' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Only you see it here/)).toBeInTheDocument();
    expect(calls(api, 'POST', LINKS)).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
