import '../../testing/layout-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_MESSAGES, NO_AI_PROVIDER_MESSAGE, type ContentDraft } from '@app/contracts';
import { setRequestLogger, toast } from '@app/web';
import { apiProblem, sentBodies, stubApi, type StubRoute } from '@app/web/testing';
import { loadMediaPicker } from '../../media-picker/load-media-picker';
import { FakeMediaPicker } from '../../testing/fake-media-picker';
import { makeDraft } from '../../testing/fixtures';
import { renderContentApp } from '../../testing/render-content-app';
import { AUTOSAVE_DELAY_MS } from './draft-editor';

// Loaded CI machines render the editor slowly (waits allow 5 s, set for every jsdom test).
// These render the whole editor (tiptap included) and walk through several requests each.
jest.setTimeout(30_000);

jest.mock('@app/web', () => ({ ...jest.requireActual('@app/web'), toast: jest.fn() }));
jest.mock('../../media-picker/load-media-picker', () => ({ loadMediaPicker: jest.fn() }));

const DRAFTS = '/api/admin/content-drafts';
const AI_STATUS: StubRoute = { method: 'GET', path: '/api/admin/ai/status', body: { providerConfigured: false, model: null } };
const draftPath = (draft: ContentDraft) => `${DRAFTS}/${draft.id}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  jest.mocked(loadMediaPicker).mockResolvedValue({ default: FakeMediaPicker });
  setRequestLogger(jest.fn());
});

/** The editor page is loaded lazily, with tiptap: its first render may take a while. */
const editorReady = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

async function renderNew(routes: StubRoute[] = []) {
  const api = stubApi([...routes, AI_STATUS]);
  renderContentApp('/admin/content/new');
  await editorReady('New Content');
  return api;
}

async function renderExisting(draft: ContentDraft, routes: StubRoute[] = []) {
  const api = stubApi([...routes, { method: 'GET', path: draftPath(draft), body: draft }, AI_STATUS]);
  renderContentApp(`/admin/content/edit/${draft.id}`);
  await editorReady('Edit Content');
  return api;
}

const button = (name: string) => screen.getByRole('button', { name });

/** A media picker button once the remote has loaded (while loading, a disabled stand-in carries its name). */
async function picker(name: string) {
  const loaded = await screen.findByRole('button', { name });
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  return loaded.isConnected ? loaded : screen.getByRole('button', { name });
}
const titleInput = () => screen.getByRole('textbox', { name: 'Title' });

/** Replaces a text field's value in one input event: typing letter by letter adds nothing these tests check. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.paste(text);
}

/** ProseMirror cannot be typed into in jsdom, which has no layout; pasting goes through the same input path. */
async function writeContent(text: string) {
  screen.getByRole('textbox', { name: 'Content' }).focus();
  await userEvent.paste(text);
}

async function fillNewDraft() {
  await fill(titleInput(), 'Renting out a condominium in 2026');
  await writeContent('Start with a realistic rent.');
}

describe('the content editor', () => {
  it('keeps Save disabled without a title or content', async () => {
    await renderNew();

    expect(button('Save')).toBeDisabled();
    await fill(titleInput(), 'Renting out a condominium');
    expect(button('Save')).toBeDisabled();
    await writeContent('Start with a realistic rent.');
    expect(button('Save')).toBeEnabled();
    await userEvent.clear(titleInput());
    expect(button('Save')).toBeDisabled();
  });

  it('creates a draft with the SPEC §7 body, says so and opens it', async () => {
    const created = makeDraft({ id: 'd-created', title: 'Renting out a condominium in 2026' });
    const api = await renderNew([
      { method: 'POST', path: DRAFTS, status: 201, body: created },
      { method: 'GET', path: draftPath(created), body: created },
    ]);
    await fillNewDraft();
    await userEvent.click(screen.getByRole('button', { name: 'Property Investment' }));

    await userEvent.click(button('Save'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Content' })).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Content created successfully.' });
    expect(sentBodies(api, 'POST', DRAFTS)).toEqual([
      {
        title: 'Renting out a condominium in 2026',
        content: '<p>Start with a realistic rent.</p>',
        author: 'Sarah Lim',
        contentType: 'blog',
        status: 'draft',
        tags: ['Property Investment'],
        imageUrl: null,
        featuredImage: null,
        scheduledFor: null,
        creationKey: expect.stringMatching(UUID),
        revisionSource: 'manual',
      },
    ]);
  });

  it('autosaves a new draft without Save: made once, by its creation key, in the same editor, now on its edit route', async () => {
    const created = makeDraft({ id: 'd-autosaved', title: 'Renting out a condominium in 2026', content: '<p>Start with a realistic rent.</p>' });
    const api = await renderNew([{ method: 'POST', path: DRAFTS, status: 201, body: created }]);
    const title = titleInput();
    await fillNewDraft();

    // 'Edit Content' shows only with the id of the address; no GET of the draft: the editor stays, with what is typed.
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Content' }, { timeout: AUTOSAVE_DELAY_MS + 5_000 })).toBeInTheDocument();
    expect(titleInput()).toBe(title);
    expect(title).toHaveValue('Renting out a condominium in 2026');
    expect(sentBodies(api, 'POST', DRAFTS)).toEqual([expect.objectContaining({ revisionSource: 'autosave', creationKey: expect.stringMatching(UUID) })]);
    expect(sentBodies(api, 'GET', draftPath(created))).toEqual([]);
    expect(toast).not.toHaveBeenCalled();
  });

  it('refuses a blog draft without an author with the Author Required notice', async () => {
    const api = await renderNew();
    await fillNewDraft();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Author' }));

    await userEvent.click(button('Save'));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Author Required', description: 'Please provide an author name for the blog post.', variant: 'destructive' }),
    );
    expect(sentBodies(api, 'POST', DRAFTS)).toHaveLength(0);
  });

  it('lets other content types go without an author', async () => {
    const created = makeDraft({ id: 'd-news', contentType: 'newsletter', author: null });
    const api = await renderNew([
      { method: 'POST', path: DRAFTS, status: 201, body: created },
      { method: 'GET', path: draftPath(created), body: created },
    ]);
    await fillNewDraft();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Content type' }), 'Newsletter');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Author' }));

    await userEvent.click(button('Save'));

    await waitFor(() => expect(sentBodies(api, 'POST', DRAFTS)).toEqual([expect.objectContaining({ contentType: 'newsletter', author: null })]));
  });

  it('tells why a save failed', async () => {
    await renderNew([{ method: 'POST', path: DRAFTS, ...apiProblem(400, 'Title must be at most 200 characters') }]);
    await fillNewDraft();

    await userEvent.click(button('Save'));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to create or update content: Title must be at most 200 characters',
        variant: 'destructive',
      }),
    );
  });

  it('takes at most two tags', async () => {
    await renderNew();
    const tags = await screen.findByRole('group', { name: 'Tags' });

    await userEvent.click(within(tags).getByRole('button', { name: 'HDB' }));
    await userEvent.click(within(tags).getByRole('button', { name: 'Wealth' }));
    await userEvent.click(within(tags).getByRole('button', { name: 'Maintenance' }));

    expect(toast).toHaveBeenCalledWith({
      title: 'Maximum Tags Reached',
      description: 'You can only select up to 2 tags per blog post.',
      variant: 'destructive',
    });
    expect(within(tags).getByRole('button', { name: 'Maintenance' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(tags).getByRole('button', { name: 'HDB' }));
    await userEvent.click(within(tags).getByRole('button', { name: 'Maintenance' }));
    expect(within(tags).getByRole('button', { name: 'Maintenance' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for a future publish time when the draft is scheduled', async () => {
    await renderNew();
    await fillNewDraft();
    expect(screen.queryByLabelText(/^Publish at/)).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Scheduled');
    await userEvent.click(button('Save'));
    expect(await screen.findByText(CONTENT_MESSAGES.scheduleRequired)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Publish at/), '2020-01-01T09:00');
    await userEvent.click(button('Save'));
    expect(await screen.findByText(CONTENT_MESSAGES.scheduleInPast)).toBeInTheDocument();
  });

  it('sends the publish time of a scheduled draft', async () => {
    const created = makeDraft({ id: 'd-later', status: 'scheduled', scheduledFor: '2099-05-01T01:30:00.000Z' });
    const api = await renderNew([
      { method: 'POST', path: DRAFTS, status: 201, body: created },
      { method: 'GET', path: draftPath(created), body: created },
    ]);
    await fillNewDraft();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Scheduled');
    await userEvent.type(screen.getByLabelText(/^Publish at/), '2099-05-01T09:30');

    await userEvent.click(button('Save'));

    await waitFor(() =>
      expect(sentBodies(api, 'POST', DRAFTS)).toEqual([
        expect.objectContaining({ status: 'scheduled', scheduledFor: new Date('2099-05-01T09:30').toISOString() }),
      ]),
    );
  });

  describe('Update Blog Post', () => {
    const approved = makeDraft({ status: 'approved', publishedPostId: 'p-1' });
    const UPDATE = `${draftPath(approved)}/update-post`;

    it('is offered only for an existing blog draft that is approved', async () => {
      await renderExisting(approved);
      expect(button('Update Blog Post')).toBeInTheDocument();

      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Content type' }), 'Market Report');
      expect(screen.queryByRole('button', { name: 'Update Blog Post' })).not.toBeInTheDocument();

      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Content type' }), 'Blog Post');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In Review');
      expect(screen.queryByRole('button', { name: 'Update Blog Post' })).not.toBeInTheDocument();
    });

    it('is not offered on a new draft, even an approved one', async () => {
      await renderNew();
      await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Approved');

      expect(screen.queryByRole('button', { name: 'Update Blog Post' })).not.toBeInTheDocument();
    });

    it('saves the draft, then pushes it to the published post', async () => {
      const api = await renderExisting(approved, [
        { method: 'PUT', path: draftPath(approved), body: { ...approved, title: 'A sharper title' } },
        { method: 'POST', path: UPDATE, body: { success: true, post: { id: 'p-1', slug: 'a-sharper-title' } } },
      ]);
      await fill(titleInput(), 'A sharper title');

      await userEvent.click(button('Update Blog Post'));

      await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Blog Post Updated' })));
      expect(sentBodies(api, 'PUT', draftPath(approved))).toEqual([expect.objectContaining({ title: 'A sharper title' })]);
      expect(sentBodies(api, 'POST', UPDATE)).toHaveLength(1);
    });

    it('says when the draft was never published', async () => {
      await renderExisting(approved, [{ method: 'POST', path: UPDATE, ...apiProblem(409, 'No published blog post found for this draft') }]);

      await userEvent.click(button('Update Blog Post'));

      await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Blog Post Not Published Yet', variant: 'destructive' })));
    });

    it('says when the update failed for another reason', async () => {
      await renderExisting(approved, [{ method: 'POST', path: UPDATE, ...apiProblem(503, 'The blog is being maintained') }]);

      await userEvent.click(button('Update Blog Post'));

      await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Update Failed', description: 'The blog is being maintained', variant: 'destructive' }));
    });
  });

  describe('Publish', () => {
    it('is enabled only when the status is approved', async () => {
      await renderExisting(makeDraft({ status: 'review' }));
      expect(button('Publish')).toBeDisabled();
      expect(button('Publish')).toHaveAccessibleDescription('Publish is available once the status is Approved.');

      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Approved');
      expect(button('Publish')).toBeEnabled();
    });

    it('publishes an approved draft', async () => {
      const approved = makeDraft({ status: 'approved' });
      const api = await renderExisting(approved, [
        { method: 'POST', path: `${draftPath(approved)}/publish`, body: { success: true, post: { id: 'p-9', slug: 'asset-progression-for-hdb-upgraders' } } },
      ]);

      await userEvent.click(button('Publish'));

      await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Content published' })));
      expect(sentBodies(api, 'PUT', draftPath(approved))).toHaveLength(0);
    });

    it('says when publishing failed', async () => {
      const approved = makeDraft({ status: 'approved' });
      await renderExisting(approved, [
        { method: 'POST', path: `${draftPath(approved)}/publish`, ...apiProblem(409, 'Only an approved draft can be published') },
      ]);

      await userEvent.click(button('Publish'));

      await waitFor(() =>
        expect(toast).toHaveBeenCalledWith({
          title: 'Error publishing content',
          description: 'Only an approved draft can be published',
          variant: 'destructive',
        }),
      );
    });
  });

  it('sets the listing and featured images from the media picker', async () => {
    const draft = makeDraft();
    const api = await renderExisting(draft, [{ method: 'PUT', path: draftPath(draft), body: draft }]);

    await userEvent.click(await picker('Choose featured image'));
    expect(screen.getByRole('img', { name: 'Chosen featured image' })).toHaveAttribute('src', '/media/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b/1920.webp');
    await userEvent.click(await picker('Choose listing image'));
    await userEvent.click(button('Remove listing image'));
    await userEvent.click(button('Save'));

    await waitFor(() =>
      expect(sentBodies(api, 'PUT', draftPath(draft))).toEqual([
        expect.objectContaining({ featuredImage: '/media/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b/1920.webp', imageUrl: null }),
      ]),
    );
  });

  it('inserts an image from the media library into the article', async () => {
    await renderExisting(makeDraft());

    await userEvent.click(await picker('Insert Media'));

    expect(within(screen.getByRole('textbox', { name: 'Content' })).getByRole('img', { name: 'Marina Bay view' })).toHaveAttribute(
      'src',
      '/media/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b/1920.webp',
    );
  });

  it('shows a fallback with Retry when the media library cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadMediaPicker).mockRejectedValueOnce(new Error('remoteEntry.js failed'));
    jest.mocked(loadMediaPicker).mockRejectedValueOnce(new Error('remoteEntry.js failed'));
    jest.mocked(loadMediaPicker).mockRejectedValueOnce(new Error('remoteEntry.js failed'));
    await renderExisting(makeDraft());

    await userEvent.click(await screen.findByRole('button', { name: 'Retry: Choose featured image' }));

    expect(await picker('Choose featured image')).toBeEnabled();
    expect(loadMediaPicker).toHaveBeenLastCalledWith(true);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('has an accessible toolbar, and Write and Preview tabs', async () => {
    await renderExisting(makeDraft());
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });

    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    await writeContent('Bold words');
    screen.getByRole('textbox', { name: 'Content' }).focus();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = await screen.findByRole('article', { name: 'Content preview' });
    expect(within(preview).getByRole('heading', { name: /Why upgrade now/ })).toBeInTheDocument();
    expect(within(preview).getByText(/Rising valuations/)).toBeInTheDocument();
    expect(within(preview).queryByRole('textbox')).not.toBeInTheDocument();
  });

  describe('Enhance with AI', () => {
    const ENHANCE = '/api/admin/content/enhance';
    const draft = makeDraft();

    async function enhance(instructions: string) {
      await userEvent.click(button('Enhance with AI'));
      const dialog = screen.getByRole('dialog', { name: 'Enhance with AI' });
      await fill(within(dialog).getByRole('textbox', { name: 'Instructions' }), instructions);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enhance' }));
      return dialog;
    }

    it('needs some content first', async () => {
      await renderNew();

      expect(await screen.findByRole('button', { name: 'Enhance with AI' })).toBeDisabled();
    });

    it('says plainly that no AI provider is configured', async () => {
      await renderExisting(draft);

      await userEvent.click(button('Enhance with AI'));

      expect(await within(screen.getByRole('dialog')).findByText(NO_AI_PROVIDER_MESSAGE)).toBeInTheDocument();
    });

    it('shows the suggestion, and Apply puts it in the editor', async () => {
      const api = await renderExisting(draft, [
        { method: 'POST', path: ENHANCE, body: { content: '<h2>Why upgrade now</h2><p>A friendlier opening for first-time upgraders.</p>' } },
      ]);

      const dialog = await enhance('Friendlier, please');

      expect(await within(dialog).findByText('A friendlier opening for first-time upgraders.')).toBeInTheDocument();
      expect(toast).toHaveBeenCalledWith({ title: 'Content Enhanced', description: 'Review the suggestion, then apply it.' });
      expect(sentBodies(api, 'POST', ENHANCE)).toEqual([{ content: draft.content, prompt: 'Friendlier, please', title: draft.title }]);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('textbox', { name: 'Content' })).toHaveTextContent('A friendlier opening for first-time upgraders.');
    });

    it('keeps an applied enhancement as an AI enhance revision when an autosave stores it before any Save', async () => {
      const enhanced = '<h2>Why upgrade now</h2><p>A friendlier opening for first-time upgraders.</p>';
      const api = await renderExisting(draft, [
        { method: 'POST', path: ENHANCE, body: { content: enhanced } },
        { method: 'PUT', path: draftPath(draft), body: { ...draft, content: enhanced, version: draft.version + 1 } },
      ]);
      const dialog = await enhance('Friendlier, please');
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Apply' }));

      await waitFor(() => expect(sentBodies(api, 'PUT', draftPath(draft))).toHaveLength(1), { timeout: AUTOSAVE_DELAY_MS + 5_000 });
      expect(sentBodies(api, 'PUT', draftPath(draft))[0]).toMatchObject({ content: enhanced, revisionSource: 'ai_enhance' });
    });

    it('still keeps an enhancement applied while an autosave was on its way as an AI enhance revision', async () => {
      const enhanced = '<h2>Why upgrade now</h2><p>A friendlier opening for first-time upgraders.</p>';
      const api = await renderExisting(draft, [
        { method: 'POST', path: ENHANCE, body: { content: enhanced } },
        { method: 'PUT', path: draftPath(draft), body: { ...draft, title: 'A retitled draft', version: draft.version + 1 }, once: true },
        { method: 'PUT', path: draftPath(draft), body: { ...draft, title: 'A retitled draft', content: enhanced, version: draft.version + 2 } },
      ]);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      globalThis.fetch = (async (input: string, init?: RequestInit) => {
        if (init?.method === 'PUT' && sentBodies(api, 'PUT', draftPath(draft)).length === 0) {
          const answer = api(input, init);
          await held;
          return answer;
        }
        return api(input, init);
      }) as typeof fetch;

      await fill(screen.getByRole('textbox', { name: 'Title' }), 'A retitled draft');
      await waitFor(() => expect(sentBodies(api, 'PUT', draftPath(draft))).toHaveLength(1), { timeout: AUTOSAVE_DELAY_MS + 5_000 });
      const dialog = await enhance('Friendlier, please');
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Apply' }));
      release();

      await waitFor(() => expect(sentBodies(api, 'PUT', draftPath(draft))).toHaveLength(2), { timeout: AUTOSAVE_DELAY_MS + 5_000 });
      expect(sentBodies(api, 'PUT', draftPath(draft)).map((body) => (body as { revisionSource: string }).revisionSource)).toEqual(['autosave', 'ai_enhance']);
    });

    it('says when enhancing failed', async () => {
      await renderExisting(draft, [{ method: 'POST', path: ENHANCE, ...apiProblem(502, 'The AI provider is unavailable') }]);

      const dialog = await enhance('Shorter');

      await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Error', description: 'Failed to enhance content', variant: 'destructive' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('The AI provider is unavailable');
    });
  });

  it('says when the draft does not exist', async () => {
    stubApi([{ method: 'GET', path: `${DRAFTS}/missing`, ...apiProblem(404, 'Content draft not found') }, AI_STATUS]);
    renderContentApp('/admin/content/edit/missing');

    expect(await screen.findByRole('heading', { name: 'Error loading the draft: Content draft not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Content Manager/ })).toHaveAttribute('href', '/admin/content?tab=drafts');
  });
});
