import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRequestLogger } from '@app/web';
import { makePost } from '../../testing/fixtures';
import { renderPage, stubPendingApi, stubPublicApi } from '../../testing/render-public';
import { BlogListPage } from './blog-list-page';

const POSTS = '/api/blog-posts';
const posts = [
  makePost({ id: '1', slug: 'hdb-subletting', title: 'Subletting your HDB flat', excerpt: 'Approvals explained', tags: ['HDB'] }),
  makePost({ id: '2', slug: 'condo-checklist', title: 'Condo landlord checklist', excerpt: 'Before the first viewing', tags: ['Property', 'HDB'] }),
  makePost({ id: '3', slug: 'market-outlook', title: 'Rental market outlook', excerpt: 'What rents will do', tags: [], category: 'Wealth' }),
];

beforeAll(() => setRequestLogger(() => undefined));

const topicLinks = () => within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('link');
const topicLink = (name: string) => within(screen.getByRole('list', { name: 'Topics' })).getByRole('link', { name });

function articles() {
  return screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
}

describe('BlogListPage', () => {
  it('lists every post with a link to it, and topic tabs from tags or category', async () => {
    stubPublicApi([{ method: 'GET', path: POSTS, body: posts }]);
    renderPage('/blog', <BlogListPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Property Insights' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Subletting your HDB flat' })).toHaveAttribute('href', '/blog/hdb-subletting');
    expect(articles()).toEqual(['Subletting your HDB flat', 'Condo landlord checklist', 'Rental market outlook']);
    // Links that filter on the server without JavaScript, and in place with it.
    expect(topicLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All Topics', '/blog'],
      ['hdb', '/blog?topic=hdb'],
      ['property', '/blog?topic=property'],
      ['wealth', '/blog?topic=wealth'],
    ]);
    expect(topicLink('All Topics')).toHaveAttribute('aria-current', 'page');
    // The search is a GET form to the same page.
    expect(screen.getByRole('search')).toHaveAttribute('action', '/blog');
    expect(screen.getByPlaceholderText('Search articles...')).toHaveAttribute('name', 'q');
  });

  it('shows the list the address asks for, as the server renders it', async () => {
    stubPublicApi([{ method: 'GET', path: POSTS, body: posts }]);
    renderPage('/blog?q=checklist&topic=hdb', <BlogListPage />);

    await screen.findAllByRole('article');
    expect(articles()).toEqual(['Condo landlord checklist']);
    expect(screen.getByPlaceholderText('Search articles...')).toHaveValue('checklist');
    expect(topicLink('hdb')).toHaveAttribute('aria-current', 'page');
    expect(topicLink('wealth')).toHaveAttribute('href', '/blog?q=checklist&topic=wealth');
  });

  it('searches title, excerpt and tags', async () => {
    stubPublicApi([{ method: 'GET', path: POSTS, body: posts }]);
    renderPage('/blog', <BlogListPage />);
    const search = await screen.findByPlaceholderText('Search articles...');
    await screen.findAllByRole('article');

    await userEvent.type(search, 'VIEWING');
    expect(articles()).toEqual(['Condo landlord checklist']);
    expect(screen.getByRole('status')).toHaveTextContent('1 article found');

    await userEvent.clear(search);
    await userEvent.type(search, 'hdb');
    expect(articles()).toEqual(['Subletting your HDB flat', 'Condo landlord checklist']);
  });

  it('filters by topic in place, by keyboard too, keeping the address in step', async () => {
    stubPublicApi([{ method: 'GET', path: POSTS, body: posts }]);
    renderPage('/blog', <BlogListPage />);
    await screen.findAllByRole('article');

    await userEvent.click(topicLink('wealth'));
    expect(articles()).toEqual(['Rental market outlook']);
    expect(topicLink('wealth')).toHaveAttribute('aria-current', 'page');
    expect(window.location.search).toBe('?topic=wealth');

    topicLink('property').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(topicLink('property')).toHaveAttribute('aria-current', 'page'));
    expect(articles()).toEqual(['Condo landlord checklist']);
  });

  it("shows 'No articles found' and resets the filters", async () => {
    stubPublicApi([{ method: 'GET', path: POSTS, body: posts }]);
    renderPage('/blog?topic=wealth', <BlogListPage />);
    await screen.findAllByRole('article');

    await userEvent.type(screen.getByPlaceholderText('Search articles...'), 'penthouse');

    expect(screen.getByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Reset Filters' }));
    expect(articles()).toHaveLength(3);
    expect(screen.getByPlaceholderText('Search articles...')).toHaveValue('');
    expect(topicLink('All Topics')).toHaveAttribute('aria-current', 'page');
  });

  it('shows skeleton cards while loading', () => {
    stubPendingApi();
    renderPage('/blog', <BlogListPage />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading articles');
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('says when the posts could not be loaded', async () => {
    stubPublicApi([{ method: 'GET', path: POSTS, status: 400, body: { statusCode: 400, error: 'Bad', message: 'Bad' } }]);
    renderPage('/blog', <BlogListPage />);

    expect(await screen.findByRole('heading', { name: 'Failed to fetch blog posts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('offers the newsletter at the bottom', async () => {
    stubPublicApi([{ method: 'GET', path: POSTS, body: [] }]);
    renderPage('/blog', <BlogListPage />);

    expect(await screen.findByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Subscribe to Our Newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Newsletter subscription' })).toBeInTheDocument();
  });
});
