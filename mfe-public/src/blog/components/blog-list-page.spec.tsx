import { screen, within } from '@testing-library/react';
import type { BlogListPage as BlogListAnswer, BlogPostSummary } from '@app/contracts';
import { setRequestLogger } from '@app/web';
import { makePost } from '../../testing/fixtures';
import { renderPage, stubPendingApi, stubPublicApi } from '../../testing/render-public';
import { BlogListPage } from './blog-list-page';

const PAGE = '/api/blog-page';
const posts = [
  makePost({ id: '1', slug: 'hdb-subletting', title: 'Subletting your HDB flat', excerpt: 'Approvals explained', tags: ['HDB'] }),
  makePost({ id: '2', slug: 'condo-checklist', title: 'Condo landlord checklist', excerpt: 'Before the first viewing', tags: ['Property', 'HDB'] }),
  makePost({ id: '3', slug: 'market-outlook', title: 'Rental market outlook', excerpt: 'What rents will do', tags: [], category: 'Wealth' }),
];
const TOPICS = ['hdb', 'property', 'wealth'];
const answer = (items: BlogPostSummary[], total = items.length, page = 1): BlogListAnswer => ({ items, total, page, pageSize: 12, topics: TOPICS });

beforeAll(() => setRequestLogger(() => undefined));

const topicLinks = () => within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('link');
const topicLink = (name: string) => within(screen.getByRole('list', { name: 'Topics' })).getByRole('link', { name });

function articles() {
  return screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
}

describe('BlogListPage', () => {
  it('lists the page of posts the server found, with links to them, and topic tabs', async () => {
    stubPublicApi([{ method: 'GET', path: PAGE, body: answer(posts) }]);
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
    expect(screen.getByRole('status')).toHaveTextContent('3 articles found');
    expect(screen.queryByRole('navigation', { name: 'Pages of articles' })).not.toBeInTheDocument();
  });

  it('asks the server for the list the address names, and shows only what it found', async () => {
    const api = stubPublicApi([{ method: 'GET', path: PAGE, body: answer([posts[1] as BlogPostSummary]) }]);
    renderPage('/blog?q=checklist&topic=HDB', <BlogListPage />);

    await screen.findAllByRole('article');
    const asked = new URL(api.mock.calls.map(([input]) => String(input)).find((input) => input.includes(PAGE)) ?? '', 'http://localhost');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ q: 'checklist', topic: 'hdb' });
    expect(articles()).toEqual(['Condo landlord checklist']);
    expect(screen.getByPlaceholderText('Search articles...')).toHaveValue('checklist');
    expect(topicLink('hdb')).toHaveAttribute('aria-current', 'page');
    expect(topicLink('wealth')).toHaveAttribute('href', '/blog?q=checklist&topic=wealth');
  });

  it('marks the words a search matched, and nothing else of the text', async () => {
    const matched = { ...posts[0], matched: { title: ['Subletting your ', 'HDB', ' flat'], excerpt: ['<b>Approvals</b> explained'] } } as BlogPostSummary;
    stubPublicApi([{ method: 'GET', path: PAGE, body: answer([matched]) }]);
    renderPage('/blog?q=hdb', <BlogListPage />);

    const card = await screen.findByRole('article');
    expect([...card.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['HDB']);
    expect(within(card).getByRole('heading')).toHaveTextContent('Subletting your HDB flat');
    expect(within(card).getByText('<b>Approvals</b> explained')).toBeInTheDocument();
  });

  it('links to the previous and next pages, keeping the filters', async () => {
    stubPublicApi([{ method: 'GET', path: PAGE, body: answer(posts, 30, 2) }]);
    renderPage('/blog?topic=hdb&page=2', <BlogListPage />);

    const pages = await screen.findByRole('navigation', { name: 'Pages of articles' });
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog?topic=hdb');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?topic=hdb&page=3');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
    expect(pages).toHaveTextContent('Page 2 of 3');
    expect(screen.getByRole('status')).toHaveTextContent('30 articles found');
  });

  it("shows 'No articles found' with a link that resets the filters", async () => {
    stubPublicApi([{ method: 'GET', path: PAGE, body: answer([]) }]);
    renderPage('/blog?topic=wealth&q=penthouse', <BlogListPage />);

    expect(await screen.findByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset Filters' })).toHaveAttribute('href', '/blog');
    expect(articles()).toEqual([]);
  });

  it('shows skeleton cards while loading', () => {
    stubPendingApi();
    renderPage('/blog', <BlogListPage />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading articles');
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('says when the posts could not be loaded', async () => {
    stubPublicApi([{ method: 'GET', path: PAGE, status: 400, body: { statusCode: 400, error: 'Bad', message: 'Bad' } }]);
    renderPage('/blog', <BlogListPage />);

    expect(await screen.findByRole('heading', { name: 'Failed to fetch blog posts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('offers the newsletter at the bottom', async () => {
    stubPublicApi([{ method: 'GET', path: PAGE, body: answer([]) }]);
    renderPage('/blog', <BlogListPage />);

    expect(await screen.findByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Subscribe to Our Newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Newsletter subscription' })).toBeInTheDocument();
  });
});
