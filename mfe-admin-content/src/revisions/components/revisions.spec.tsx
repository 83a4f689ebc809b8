import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVISION_MESSAGES, type ContentDraft, type ContentRevisionSummary } from '@app/contracts';
import { setRequestLogger, toast } from '@app/web';
import { apiProblem, requestedUrls, sentBodies, type StubRoute } from '@app/web/testing';
import { loadMediaPicker } from '../../media-picker/load-media-picker';
import { FakeMediaPicker } from '../../testing/fake-media-picker';
import { listPage, makeDraft } from '../../testing/fixtures';
import { renderDraftEditor } from '../../testing/render-draft-editor';

jest.setTimeout(20_000);

jest.mock('@app/web', () => ({ ...jest.requireActual('@app/web'), toast: jest.fn() }));
jest.mock('../../media-picker/load-media-picker', () => ({ loadMediaPicker: jest.fn() }));

const draft = makeDraft({ id: '5d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a', version: 2 });
const DRAFT = `/api/admin/content-drafts/${draft.id}`;

const revision = (fields: Partial<ContentRevisionSummary>): ContentRevisionSummary => ({
  id: 'r-2',
  draftId: draft.id,
  draftVersion: 2,
  source: 'ai_enhance',
  title: draft.title,
  createdBy: 'Sarah Lim',
  createdAt: '2026-03-02T03:00:00.000Z',
  ...fields,
});
const HISTORY = [
  revision({ id: 'b7a6f5e4-0000-4000-8000-000000000002' }),
  revision({ id: 'b7a6f5e4-0000-4000-8000-000000000001', source: 'manual', draftVersion: 1 }),
];

beforeEach(() => {
  jest.mocked(loadMediaPicker).mockResolvedValue({ default: FakeMediaPicker });
  setRequestLogger(jest.fn());
});

const renderEditor = (routes: StubRoute[]) => renderDraftEditor(draft, routes);

describe('revision history', () => {
  it('lists the revisions, shows the word-level difference and restores one as a new revision', async () => {
    const restored: ContentDraft = { ...draft, title: 'The title as it was', version: 3 };
    const api = await renderEditor([
      { method: 'GET', path: `${DRAFT}/revisions`, body: listPage(HISTORY) },
      {
        method: 'GET',
        path: `${DRAFT}/revisions/diff`,
        body: {
          from: HISTORY[1],
          to: HISTORY[0],
          title: [{ text: draft.title, change: 'same' }],
          content: [
            { text: 'Rising ', change: 'same' },
            { text: 'sharply', change: 'added' },
            { text: 'slowly', change: 'removed' },
          ],
        },
      },
      { method: 'POST', path: `${DRAFT}/revisions/${HISTORY[1]?.id}/restore`, body: restored },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revision history' });
    const list = await within(dialog).findByRole('list', { name: 'Revisions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText(/AI enhanced .* by Sarah Lim/)).toBeInTheDocument();

    const differences = await within(dialog).findByRole('region', { name: 'Differences' });
    expect(within(differences).getByText('sharply').tagName).toBe('INS');
    expect(within(differences).getByText('slowly').tagName).toBe('DEL');

    await userEvent.click(within(list).getByRole('button', { name: /^Restore Saved/ }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('The title as it was'));
    expect(api.mock.calls.some(([input, init]) => init?.method === 'POST' && String(input).includes('/restore'))).toBe(true);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Revision restored' }));
  });
});

describe('older revisions', () => {
  const oldest = revision({
    id: 'b7a6f5e4-0000-4000-8000-000000000000',
    source: 'autosave',
    draftVersion: 0,
    title: 'A first title',
    createdAt: '2026-03-01T03:00:00.000Z',
  });
  const diff = { from: oldest, to: HISTORY[0], title: [{ text: 'A first title', change: 'removed' }], content: [] };

  /** Holds the answer to the second page until `release` is called, so its loading state can be seen. */
  function holdSecondPage(api: jest.Mock) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = (async (input: string, init?: RequestInit) => {
      if (new URL(input, 'http://localhost').searchParams.get('page') === '2') await held;
      return api(input, init);
    }) as typeof fetch;
    return release;
  }

  it('reads the newest page first; "Load older revisions" adds the next page to the list, the compare selects and restore, then goes', async () => {
    const api = await renderEditor([
      { method: 'GET', path: `${DRAFT}/revisions`, body: listPage(HISTORY, { pageSize: 2, total: 3 }), once: true },
      { method: 'GET', path: `${DRAFT}/revisions`, body: listPage([oldest], { page: 2, pageSize: 2, total: 3 }) },
      { method: 'GET', path: `${DRAFT}/revisions/diff`, body: diff },
    ]);
    const release = holdSecondPage(api);

    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revision history' });
    const list = await within(dialog).findByRole('list', { name: 'Revisions' });
    const compare = within(dialog).getByRole('combobox', { name: 'Compare' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(compare).getAllByRole('option')).toHaveLength(2);

    const loadOlder = within(dialog).getByRole('button', { name: 'Load older revisions' });
    loadOlder.focus();
    await userEvent.keyboard('{Enter}');
    const loading = await within(dialog).findByRole('button', { name: 'Loading older revisions...' });
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveFocus();
    release();

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(dialog).queryByRole('button', { name: /older revisions/ })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^Restore Autosaved/ })).toBeInTheDocument();
    for (const name of ['Compare', 'With']) expect(within(within(dialog).getByRole('combobox', { name })).getAllByRole('option')).toHaveLength(3);

    await userEvent.selectOptions(compare, oldest.id);
    const differences = await within(dialog).findByRole('region', { name: 'Differences' });
    expect(within(differences).getByText('A first title').tagName).toBe('DEL');
    const pages = requestedUrls(api, `${DRAFT}/revisions`);
    expect(pages.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    const diffs = requestedUrls(api, `${DRAFT}/revisions/diff`);
    expect(diffs.at(-1)?.searchParams.get('from')).toBe(oldest.id);
  });

  it('keeps the list when an older page fails, says so beside the button, and the button tries again', async () => {
    await renderEditor([
      { method: 'GET', path: `${DRAFT}/revisions`, body: listPage(HISTORY, { pageSize: 2, total: 3 }), once: true },
      { method: 'GET', path: `${DRAFT}/revisions`, ...apiProblem(404, 'Draft not found'), once: true },
      { method: 'GET', path: `${DRAFT}/revisions`, body: listPage([oldest], { page: 2, pageSize: 2, total: 3 }) },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revision history' });
    const list = await within(dialog).findByRole('list', { name: 'Revisions' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Load older revisions' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not load more: Draft not found');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Load older revisions' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a save that someone else overtook', () => {
  const theirs: ContentDraft = { ...draft, title: 'Their newer title', version: 3 };
  const diff = {
    title: [
      { text: 'Their newer', change: 'removed' },
      { text: 'My', change: 'added' },
      { text: ' title', change: 'same' },
    ],
    content: [{ text: 'Rising rents', change: 'same' }],
  };
  const conflict = apiProblem(409, REVISION_MESSAGES.conflict, {
    conflict: { current: theirs, yours: { title: 'My title', content: draft.content }, diff },
  });

  it('sends the version it started from, and on 409 offers both versions and their word-level difference; the saved one can replace the text', async () => {
    const api = await renderEditor([{ method: 'PUT', path: DRAFT, ...conflict }]);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Title' }));
    await userEvent.paste('My title');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'This draft was changed by someone else' });
    expect(sentBodies(api, 'PUT', DRAFT)[0]).toMatchObject({ baseVersion: 2, revisionSource: 'manual', title: 'My title' });
    expect(within(dialog).getByText('Their newer title')).toBeInTheDocument();
    expect(within(dialog).getByText('My title')).toBeInTheDocument();
    const differences = within(dialog).getByRole('region', { name: 'Differences from the saved version to yours' });
    expect(within(differences).getByText('Their newer').tagName).toBe('DEL');
    expect(within(differences).getByText('My').tagName).toBe('INS');
    expect(within(differences).getByText('Rising rents').tagName).toBe('SPAN');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Use saved version' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Their newer title'));
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Error' }));
  });

  it('keeps your text to merge by hand, and the next Save builds on the saved version', async () => {
    const merged: ContentDraft = { ...theirs, title: 'My title', version: 4 };
    const api = await renderEditor([
      { method: 'PUT', path: DRAFT, ...conflict, once: true },
      { method: 'PUT', path: DRAFT, body: merged },
    ]);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Title' }));
    await userEvent.paste('My title');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'This draft was changed by someone else' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep mine and merge by hand' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('My title');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBodies(api, 'PUT', DRAFT)).toHaveLength(2));
    expect(sentBodies(api, 'PUT', DRAFT)[1]).toMatchObject({ baseVersion: 3, title: 'My title' });
  });
});
