import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftPreview, NO_AI_PROVIDER_MESSAGE } from '@app/contracts';
import { toast } from '@app/web';
import { apiProblem, requestedUrls, sentBodies, setUpEachTest, shownToasts, stubApi, type StubRoute } from '@app/web/testing';
import { listPage, makeBlogItem, makeDraft, onePage } from '../../testing/fixtures';
import { renderContentApp } from '../../testing/render-content-app';

// Loaded CI machines render the editor slowly (waits allow 5 s, set for every jsdom test).
jest.setTimeout(20_000);

jest.mock('@app/web', () => ({ ...jest.requireActual('@app/web'), toast: jest.fn() }));

const DRAFTS = '/api/admin/content-drafts';
const BLOG = '/api/admin/blog';
const AI_STATUS = { method: 'GET', path: '/api/admin/ai/status', body: { providerConfigured: false, model: null } } as const;

const post = makeBlogItem({ draftId: 'd-live' });
const publishedDraft = makeDraft({ id: 'd-live', title: post.title, status: 'approved', publishedPostId: post.id });

function stubContent(routes: StubRoute[] = []) {
  return stubApi([
    ...routes,
    { method: 'GET', path: BLOG, body: onePage([post]) },
    { method: 'GET', path: DRAFTS, body: onePage([publishedDraft]) },
    AI_STATUS,
  ]);
}

setUpEachTest();

const openTab = async (name: string) => userEvent.click(await screen.findByRole('tab', { name }));

describe('ContentManagerPage', () => {
  it('offers Back, AI Generate, Create New and Log Out', async () => {
    stubContent();
    renderContentApp('/admin/content');

    expect(screen.getByRole('heading', { level: 1, name: 'Content Manager' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New' })).toHaveAttribute('href', '/admin/content/new');
    expect(screen.getByRole('button', { name: 'AI Generate' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lists blog posts with status, views and dates, and edits the draft a post came from', async () => {
    stubContent();
    renderContentApp('/admin/content');

    const row = (await screen.findByRole('cell', { name: post.title })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('1,280')).toBeInTheDocument();
    expect(within(row).getByText('February 10, 2026')).toBeInTheDocument();
    expect(within(row).getByText('February 9, 2026')).toBeInTheDocument();
    expect(await within(row).findByRole('link', { name: `Edit ${post.title}` })).toHaveAttribute('href', '/admin/content/edit/d-live');
  });

  it('unpublishes a post', async () => {
    const api = stubContent([{ method: 'POST', path: `${BLOG}/${post.id}/unpublish`, body: { success: true, post: { id: post.id, slug: post.slug } } }]);
    renderContentApp('/admin/content');

    await userEvent.click(await screen.findByRole('button', { name: `Unpublish ${post.title}` }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Blog post unpublished' })));
    expect(sentBodies(api, 'POST', `${BLOG}/${post.id}/unpublish`)).toHaveLength(1);
  });

  it('deletes a post only after confirmation', async () => {
    const api = stubContent([{ method: 'DELETE', path: `${BLOG}/${post.id}`, body: { success: true, post: { id: post.id, slug: post.slug } } }]);
    renderContentApp('/admin/content');

    await userEvent.click(await screen.findByRole('button', { name: `Delete ${post.title}` }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sentBodies(api, 'DELETE', `${BLOG}/${post.id}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: `Delete ${post.title}` }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Blog post deleted' })));
    expect(sentBodies(api, 'DELETE', `${BLOG}/${post.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('says when there are no posts yet', async () => {
    stubApi([{ method: 'GET', path: BLOG, body: onePage([]) }, { method: 'GET', path: DRAFTS, body: onePage([]) }, AI_STATUS]);
    renderContentApp('/admin/content');

    expect(await screen.findByRole('heading', { name: 'No blog posts yet' })).toBeInTheDocument();
  });

  it.each([
    { subject: 'blog posts', entry: '/admin/content', path: BLOG, listed: () => screen.findByRole('cell', { name: post.title }) },
    { subject: 'content drafts', entry: '/admin/content?tab=drafts', path: DRAFTS, listed: () => screen.findByRole('heading', { name: publishedDraft.title }) },
  ])('shows a $subject load error with Try Again', async ({ subject, entry, path, listed }) => {
    stubContent([{ method: 'GET', path, ...apiProblem(500, 'Database unavailable'), once: true }]);
    renderContentApp(entry);

    expect(await screen.findByRole('heading', { name: new RegExp(`^Error loading ${subject}: Database unavailable`) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await listed()).toBeInTheDocument();
  });

  it('lists drafts with their status, AI Generated, a 150-character preview without headings, and Edit', async () => {
    const longText = 'Condominium owners in Singapore can plan an exit years ahead. '.repeat(5);
    const aiDraft = makeDraft({
      id: 'd-ai',
      title: 'Market report: Q1',
      status: 'review',
      isAutomated: true,
      content: `<h2>Heading to hide</h2><p>${longText}</p>`,
    });
    stubApi([{ method: 'GET', path: DRAFTS, body: onePage([aiDraft]) }, { method: 'GET', path: BLOG, body: onePage([]) }, AI_STATUS]);
    renderContentApp('/admin/content?tab=drafts');

    const card = (await screen.findByRole('heading', { name: 'Market report: Q1' })).closest('li') as HTMLElement;
    expect(within(card).getByText('In Review')).toBeInTheDocument();
    expect(within(card).getByText('AI Generated')).toBeInTheDocument();
    const preview = draftPreview(aiDraft.content);
    expect(preview).toHaveLength(150);
    expect(within(card).getByText(preview)).toBeInTheDocument();
    expect(within(card).queryByText(/Heading to hide/)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit Market report: Q1' })).toHaveAttribute('href', '/admin/content/edit/d-ai');
  });

  it('deletes a draft only after confirmation, saying its published post stays', async () => {
    const api = stubContent([{ method: 'DELETE', path: `${DRAFTS}/${publishedDraft.id}`, body: publishedDraft }]);
    renderContentApp('/admin/content?tab=drafts');

    await userEvent.click(await screen.findByRole('button', { name: `Delete ${publishedDraft.title}` }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent(`permanently delete the draft "${publishedDraft.title}"; its published post stays on the blog.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Draft deleted' })));
    expect(sentBodies(api, 'DELETE', `${DRAFTS}/${publishedDraft.id}`)).toHaveLength(1);
  });

  it('says when there are no drafts', async () => {
    stubApi([{ method: 'GET', path: DRAFTS, body: onePage([]) }, { method: 'GET', path: BLOG, body: onePage([]) }, AI_STATUS]);
    renderContentApp('/admin/content');

    await openTab('Content Drafts');

    expect(await screen.findByRole('heading', { name: 'No content drafts yet' })).toBeInTheDocument();
  });

  it('asks the server for drafts a page at a time, searched and filtered, keeping the query in the address', async () => {
    const later = makeDraft({ id: 'd-later', title: 'Renewal checklist' });
    const api = stubApi([
      { method: 'GET', path: DRAFTS, once: true, body: listPage([publishedDraft], { pageSize: 25, total: 26 }) },
      { method: 'GET', path: DRAFTS, once: true, body: listPage([later], { page: 2, pageSize: 25, total: 26 }) },
      { method: 'GET', path: DRAFTS, once: true, body: onePage([]) },
      { method: 'GET', path: BLOG, body: onePage([]) },
      AI_STATUS,
    ]);
    renderContentApp('/admin/content?tab=drafts');
    const draftsAsked = () =>
      requestedUrls(api, DRAFTS).map((url) => ({ q: url.searchParams.get('q'), status: url.searchParams.get('status'), page: url.searchParams.get('page') }));

    expect(await screen.findByRole('heading', { name: publishedDraft.title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('1–25 of 26 · Page 1 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Renewal checklist' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search titles' }), 'penthouse');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'review');
    expect(await screen.findByRole('heading', { name: 'No content drafts found' })).toBeInTheDocument();
    expect(draftsAsked()).toEqual([
      { q: null, status: null, page: '1' },
      { q: null, status: null, page: '2' },
      { q: null, status: 'review', page: '1' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(draftsAsked().at(-1)).toEqual({ q: 'penthouse', status: 'review', page: '1' }));
  });

  it('goes to the media library from its tab', async () => {
    stubContent();
    renderContentApp('/admin/content');

    await openTab('Media Library');

    expect(await screen.findByRole('heading', { name: 'Media Library' })).toBeInTheDocument();
  });

  it('logs out', async () => {
    stubContent([{ method: 'POST', path: '/api/auth/logout', body: { success: true } }]);
    renderContentApp('/admin/content');

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(shownToasts()).toContainEqual(expect.objectContaining({ title: 'Logged out' }));
  });

  describe('AI Generate', () => {
    const JOB = `${DRAFTS}/generate/job-1`;
    const generated = makeDraft({ id: 'd-new', title: 'Co-living operations checklist', isAutomated: true, contentType: 'newsletter' });

    async function generate(contentType: string) {
      await userEvent.click(screen.getByRole('button', { name: 'AI Generate' }));
      const dialog = screen.getByRole('dialog', { name: 'Generate Content with AI' });
      await userEvent.selectOptions(within(dialog).getByLabelText('Content type'), contentType);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
      return dialog;
    }

    it('says plainly that no AI provider is configured', async () => {
      stubContent();
      renderContentApp('/admin/content');

      await userEvent.click(screen.getByRole('button', { name: 'AI Generate' }));

      expect(await within(screen.getByRole('dialog')).findByText(NO_AI_PROVIDER_MESSAGE)).toBeInTheDocument();
    });

    it('follows the job with visible progress, then opens the new draft', async () => {
      const api = stubContent([
        { method: 'POST', path: `${DRAFTS}/generate`, status: 202, body: { jobId: 'job-1' } },
        { method: 'GET', path: JOB, body: { jobId: 'job-1', state: 'active', draftId: null, error: null }, once: true },
        { method: 'GET', path: JOB, body: { jobId: 'job-1', state: 'completed', draftId: 'd-new', error: null } },
        { method: 'GET', path: `${DRAFTS}/d-new`, body: generated },
      ]);
      renderContentApp('/admin/content');

      const dialog = await generate('Newsletter');

      expect(await within(dialog).findByText('Writing the draft…')).toBeInTheDocument();
      const steps = within(within(dialog).getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
      expect(steps).toHaveLength(3);
      expect(steps[0]).toHaveTextContent('Request sent (done)');
      expect(steps[1]).toHaveTextContent('Writing the draft');
      expect(steps[1]).toHaveAttribute('aria-current', 'step');
      expect(steps[2]).not.toHaveAttribute('aria-current');
      expect(within(dialog).getByRole('button', { name: 'Generating...' })).toBeDisabled();
      expect(await screen.findByRole('heading', { level: 1, name: 'Edit Content' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Content generated' }));
      expect(sentBodies(api, 'POST', `${DRAFTS}/generate`)).toEqual([{ contentType: 'newsletter' }]);
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Co-living operations checklist');
    });

    it('says when the job fails', async () => {
      stubContent([
        { method: 'POST', path: `${DRAFTS}/generate`, status: 202, body: { jobId: 'job-1' } },
        { method: 'GET', path: JOB, body: { jobId: 'job-1', state: 'failed', draftId: null, error: 'The AI provider did not answer in time' } },
      ]);
      renderContentApp('/admin/content');

      const dialog = await generate('Blog Post');

      await waitFor(() =>
        expect(toast).toHaveBeenCalledWith({
          title: 'Error generating content',
          description: 'The AI provider did not answer in time',
          variant: 'destructive',
        }),
      );
      expect(within(dialog).getByRole('button', { name: 'Generate' })).toBeEnabled();
    });

    it('says when the job cannot be started', async () => {
      stubContent([{ method: 'POST', path: `${DRAFTS}/generate`, ...apiProblem(503, 'The queue is unavailable') }]);
      renderContentApp('/admin/content');

      await generate('Blog Post');

      await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error generating content', variant: 'destructive' })));
    });
  });
});
