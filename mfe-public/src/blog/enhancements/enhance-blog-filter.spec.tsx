import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { theme } from '@app/ui';
import { makePost } from '../../testing/fixtures';
import { BlogFilter } from '../components/blog-filter';
import { blogFiltersOf } from '../utils/blog-address';
import { distinctTopics, filterPosts, matchKeysOf } from '../utils/post-topics';
import { BLOG_GRID_ID, MATCH_KEYS_ATTRIBUTE } from './blog-filter-parts';
import { enhanceBlogFilterIn } from './enhance-blog-filter';

const POSTS = [
  makePost({ id: '1', slug: 'hdb-subletting', title: 'Subletting your HDB flat', excerpt: 'Approvals explained', tags: ['HDB'] }),
  makePost({ id: '2', slug: 'condo-checklist', title: 'Condo landlord checklist', excerpt: 'Before the first viewing', tags: ['Property', 'HDB'] }),
  makePost({ id: '3', slug: 'market-outlook', title: 'Rental market outlook', excerpt: 'What rents will do', tags: [], category: 'Wealth' }),
];

/** /blog as the server sends it for `address`: the filter and every card, those not matching hidden. */
function serverBlog(address: string): void {
  const filters = blogFiltersOf(address);
  const found = filterPosts(POSTS, filters.search, filters.topic);
  const sheet = new ServerStyleSheet();
  document.body.innerHTML = renderToString(
    sheet.collectStyles(
      <ThemeProvider theme={theme}>
        <BlogFilter topics={distinctTopics(POSTS)} filters={filters} found={found.length} />
        <ul id={BLOG_GRID_ID}>
          {POSTS.map((post) => (
            <li key={post.id} hidden={!found.includes(post)} {...{ [MATCH_KEYS_ATTRIBUTE]: JSON.stringify(matchKeysOf(post)) }}>
              <h2>{post.title}</h2>
            </li>
          ))}
        </ul>
      </ThemeProvider>,
    ),
  );
  sheet.seal();
  window.history.replaceState(null, '', `/blog${address}`);
}

const shown = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const topicLink = (name: string) => within(screen.getByRole('list', { name: 'Topics' })).getByRole('link', { name });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search articles' }) as HTMLInputElement;

describe('enhanceBlogFilter', () => {
  it('is, before it runs, a GET form and topic links that the server filtered', () => {
    serverBlog('?q=checklist&topic=hdb');
    expect(shown()).toEqual(['Condo landlord checklist']);
    expect(screen.getByRole('search')).toHaveAttribute('action', '/blog');
    expect(searchBox()).toHaveValue('checklist');
    expect(topicLink('hdb')).toHaveAttribute('aria-current', 'page');
    expect(topicLink('wealth')).toHaveAttribute('href', '/blog?q=checklist&topic=wealth');
    expect(screen.getByRole('status')).toHaveTextContent('1 article found');
  });

  it('filters in place as the visitor types, keeping the address and the topic links in step', async () => {
    serverBlog('');
    enhanceBlogFilterIn(document);
    await userEvent.type(searchBox(), 'VIEWING');

    expect(shown()).toEqual(['Condo landlord checklist']);
    expect(screen.getByRole('status')).toHaveTextContent('1 article found');
    expect(window.location.search).toBe('?q=VIEWING');
    expect(topicLink('hdb')).toHaveAttribute('href', '/blog?q=VIEWING&topic=hdb');
  });

  it('chooses a topic in place, by keyboard too, and Enter in the search does not reload', async () => {
    serverBlog('');
    enhanceBlogFilterIn(document);
    await userEvent.click(topicLink('wealth'));
    expect(shown()).toEqual(['Rental market outlook']);
    expect(topicLink('wealth')).toHaveAttribute('aria-current', 'page');
    expect(topicLink('All Topics')).not.toHaveAttribute('aria-current');

    topicLink('property').focus();
    await userEvent.keyboard('{Enter}');
    expect(shown()).toEqual(['Condo landlord checklist']);
    await userEvent.type(searchBox(), 'nothing like this{Enter}');
    expect(window.location.search).toBe('?q=nothing+like+this&topic=property');
  });

  it("says 'No articles found' and resets the filters", async () => {
    serverBlog('?topic=wealth');
    enhanceBlogFilterIn(document);
    await userEvent.type(searchBox(), 'penthouse');

    expect(shown()).toEqual(['No articles found']);
    await userEvent.click(screen.getByRole('link', { name: 'Reset Filters' }));
    expect(shown()).toHaveLength(3);
    expect(searchBox()).toHaveValue('');
    expect(topicLink('All Topics')).toHaveAttribute('aria-current', 'page');
    expect(window.location.search).toBe('');
  });

  it('applies what was typed before it ran', () => {
    serverBlog('');
    searchBox().value = 'hdb';
    enhanceBlogFilterIn(document);

    expect(shown()).toEqual(['Subletting your HDB flat', 'Condo landlord checklist']);
    expect(window.location.search).toBe('?q=hdb');
  });
});
