import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { ALL_TOPICS } from '@app/contracts';
import { theme } from '@app/ui';
import { makePost } from '../../testing/fixtures';
import { BlogFilter } from '../components/blog-filter';
import { blogFiltersOf } from '../utils/blog-address';
import { BLOG_FILTER_PARTS, BLOG_GRID_ID } from './blog-filter-parts';
import { enhanceBlogFilterIn } from './enhance-blog-filter';

const POSTS = [
  makePost({ id: '1', slug: 'hdb-subletting', title: 'Subletting your HDB flat', excerpt: 'Approvals explained', tags: ['HDB'] }),
  makePost({ id: '2', slug: 'condo-checklist', title: 'Condo landlord checklist', excerpt: 'Before the first viewing', tags: ['Property', 'HDB'] }),
  makePost({ id: '3', slug: 'market-outlook', title: 'Rental market outlook', excerpt: 'What rents will do', tags: [], category: 'Wealth' }),
];
const TOPICS = ['hdb', 'property', 'wealth'];

/** A stand-in for the server: the posts whose title or excerpt holds the search, on the topic. */
function found(address: string) {
  const { search, topic } = blogFiltersOf(address);
  const topicsOf = (post: (typeof POSTS)[number]) => [...post.tags, post.category ?? ''].map((value) => value.toLowerCase());
  return POSTS.filter(
    (post) => (topic === ALL_TOPICS || topicsOf(post).includes(topic)) && `${post.title} ${post.excerpt}`.toLowerCase().includes(search.toLowerCase()),
  );
}

/** /blog as the server sends it for `address` (`?q=…`): the filter and only the cards it found. */
function serverPage(address: string): { head: string; body: string } {
  const posts = found(address);
  const sheet = new ServerStyleSheet();
  const body = renderToString(
    sheet.collectStyles(
      <ThemeProvider theme={theme}>
        <BlogFilter topics={TOPICS} filters={blogFiltersOf(address)} found={posts.length}>
          {posts.length === 0 ? (
            <>
              <h2>No articles found</h2>
              <a href="/blog" {...{ [BLOG_FILTER_PARTS.reset]: true }}>
                Reset Filters
              </a>
            </>
          ) : (
            <ul id={BLOG_GRID_ID}>
              {posts.map((post) => (
                <li key={post.id}>
                  <h2>{post.title}</h2>
                </li>
              ))}
            </ul>
          )}
        </BlogFilter>
      </ThemeProvider>,
    ),
  );
  const head = sheet.getStyleTags();
  sheet.seal();
  return { head, body };
}

function openBlog(address: string): void {
  const { head, body } = serverPage(address);
  document.head.innerHTML = head;
  document.body.innerHTML = body;
  window.history.replaceState(null, '', `/blog${address}`);
}

const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  window.fetch = jest.fn(async (address: string) => {
    asked.push(address);
    const { head, body } = serverPage(address.replace('/blog', ''));
    return { ok: true, status: 200, text: async () => `<!doctype html><html><head>${head}</head><body>${body}</body></html>` } as Response;
  }) as unknown as typeof fetch;
});

const shown = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const topicLink = (name: string) => within(screen.getByRole('list', { name: 'Topics' })).getByRole('link', { name });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search articles' }) as HTMLInputElement;

describe('enhanceBlogFilter', () => {
  it('is, before it runs, a GET form and topic links that the server filtered, with only what it found', () => {
    openBlog('?q=checklist&topic=hdb');
    expect(shown()).toEqual(['Condo landlord checklist']);
    expect(document.body.innerHTML).not.toContain('Subletting your HDB flat');
    expect(screen.getByRole('search')).toHaveAttribute('action', '/blog');
    expect(searchBox()).toHaveValue('checklist');
    expect(topicLink('hdb')).toHaveAttribute('aria-current', 'page');
    expect(topicLink('wealth')).toHaveAttribute('href', '/blog?q=checklist&topic=wealth');
    expect(screen.getByRole('status')).toHaveTextContent('1 article found');
  });

  it('asks the server once the visitor pauses typing, and puts what it found in place, the address and topic links in step', async () => {
    openBlog('');
    enhanceBlogFilterIn(document);
    await userEvent.type(searchBox(), 'VIEWING');

    await waitFor(() => expect(shown()).toEqual(['Condo landlord checklist']));
    expect(asked).toEqual(['/blog?q=VIEWING']);
    expect(screen.getByRole('status')).toHaveTextContent('1 article found');
    expect(window.location.search).toBe('?q=VIEWING');
    expect(topicLink('hdb')).toHaveAttribute('href', '/blog?q=VIEWING&topic=hdb');
    expect(searchBox()).toHaveValue('VIEWING');
  });

  it('chooses a topic in place, by keyboard too, and Enter in the search does not reload', async () => {
    openBlog('');
    enhanceBlogFilterIn(document);
    await userEvent.click(topicLink('wealth'));
    await waitFor(() => expect(shown()).toEqual(['Rental market outlook']));
    expect(topicLink('wealth')).toHaveAttribute('aria-current', 'page');
    expect(topicLink('All Topics')).not.toHaveAttribute('aria-current');

    topicLink('property').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(shown()).toEqual(['Condo landlord checklist']));
    await userEvent.type(searchBox(), 'nothing like this{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?q=nothing+like+this&topic=property'));
    await waitFor(() => expect(shown()).toEqual(['No articles found']));
  });

  it("says 'No articles found' and resets the filters", async () => {
    openBlog('?topic=wealth');
    enhanceBlogFilterIn(document);
    await userEvent.type(searchBox(), 'penthouse');

    await waitFor(() => expect(shown()).toEqual(['No articles found']));
    await userEvent.click(screen.getByRole('link', { name: 'Reset Filters' }));
    await waitFor(() => expect(shown()).toHaveLength(3));
    expect(searchBox()).toHaveValue('');
    expect(topicLink('All Topics')).toHaveAttribute('aria-current', 'page');
    expect(window.location.search).toBe('');
  });

  it('applies what was typed before it ran', async () => {
    openBlog('');
    searchBox().value = 'hdb';
    enhanceBlogFilterIn(document);

    expect(window.location.search).toBe('?q=hdb');
    await waitFor(() => expect(shown()).toEqual(['Subletting your HDB flat']));
  });

  it('shows only the answer to the last thing asked, whatever order the answers come in', async () => {
    openBlog('');
    const answers: Array<() => void> = [];
    const server = window.fetch;
    window.fetch = jest.fn(
      (address: string) => new Promise<Response>((resolve) => answers.push(() => resolve(server(address) as unknown as Response))),
    ) as never;
    enhanceBlogFilterIn(document);
    await userEvent.click(topicLink('wealth'));
    await userEvent.click(topicLink('property'));
    answers[1]?.();
    await waitFor(() => expect(shown()).toEqual(['Condo landlord checklist']));
    answers[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown()).toEqual(['Condo landlord checklist']);
  });
});
