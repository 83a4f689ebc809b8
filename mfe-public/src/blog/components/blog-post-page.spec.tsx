import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOG_POST_NOT_FOUND_MESSAGE } from '@app/contracts';
import { setRequestLogger } from '@app/web';
import { makePost } from '../../testing/fixtures';
import { renderPage, stubPendingApi, stubPublicApi } from '../../testing/render-public';
import { BlogPostPage } from './blog-post-page';

const post = makePost({ featuredImage: null, imageUrl: '/images/blog/blog-6.svg' });
const related = [makePost({ id: 'r1', slug: 'one', title: 'Related one' }), makePost({ id: 'r2', slug: 'two', title: 'Related two' })];
const POST = `/api/blog-posts/${post.slug}`;
const RELATED = '/api/blog-posts/recommended/HDB';

beforeAll(() => setRequestLogger(() => undefined));

function renderPost(slug = post.slug) {
  return renderPage(`/blog/${slug}`, <BlogPostPage />, '/blog/:slug');
}

describe('BlogPostPage', () => {
  it('shows the article with its tags, author, date, body, share links and related articles', async () => {
    const api = stubPublicApi([
      { method: 'GET', path: POST, body: post },
      { method: 'GET', path: RELATED, body: related },
    ]);
    renderPost();

    const article = await screen.findByRole('article', { name: post.title });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(post.title);
    expect(within(article).getByText('MLT')).toBeInTheDocument();
    expect(within(article).getByText('Mei Ling Tan')).toBeInTheDocument();
    expect(within(article).getByText('March 5, 2025')).toBeInTheDocument();
    expect(within(article).getByText('Before you sublet, check your minimum occupation period.')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: '#HDB' })).toHaveAttribute('href', '/blog?topic=hdb');
    expect(within(article).getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    for (const network of ['Facebook', 'X', 'LinkedIn']) {
      expect(within(article).getByRole('link', { name: `Share on ${network}` })).toHaveAttribute(
        'href',
        expect.stringContaining(encodeURIComponent(`http://localhost/blog/${post.slug}`)),
      );
    }
    const relatedSection = await screen.findByRole('region', { name: 'Related Articles' });
    expect(within(relatedSection).getAllByRole('article')).toHaveLength(2);
    const [relatedUrl] = api.mock.calls.map(([url]) => url).filter((url) => url.includes('/recommended/'));
    expect(relatedUrl).toContain(`excludeId=${post.id}&limit=3`);
    expect(document.title).toBe(`${post.title} | Harbourline Property Management`);
  });

  it('falls back to the listing image, then to the placeholder when the image breaks', async () => {
    stubPublicApi([
      { method: 'GET', path: POST, body: post },
      { method: 'GET', path: RELATED, body: [] },
    ]);
    renderPost();
    const article = await screen.findByRole('article', { name: post.title });
    const hero = within(article)
      .getAllByRole('presentation')
      .find((image) => image.tagName === 'IMG') as HTMLImageElement;
    expect(hero).toHaveAttribute('src', '/images/blog/blog-6.svg');

    fireEvent.error(hero);

    expect(await within(article).findByRole('presentation')).toHaveAttribute('src', '/images/placeholder.svg');
    expect(screen.queryByRole('region', { name: 'Related Articles' })).not.toBeInTheDocument();
  });

  it("shows a media library featured image's variants at once, sized for the hero", async () => {
    const media = '/media/0b9f3c1e-4d2a-4c7b-9e1f-2a3b4c5d6e7f';
    const featuredImageSource = {
      url: `${media}/1920.webp`,
      width: 1920,
      height: 1080,
      variants: [640, 1920].map((width) => ({ width, height: (width * 9) / 16, url: `${media}/${width}.webp` })),
      placeholder: null,
    };
    stubPublicApi([
      { method: 'GET', path: POST, body: { ...post, featuredImage: featuredImageSource.url, featuredImageSource } },
      { method: 'GET', path: RELATED, body: [] },
    ]);
    renderPost();
    const article = await screen.findByRole('article', { name: post.title });
    const hero = within(article).getByRole('presentation');
    expect(hero).toHaveAttribute('srcset', `${media}/640.webp 640w, ${media}/1920.webp 1920w`);
    expect(hero).toHaveAttribute('sizes', '(min-width: 1024px) 976px, 100vw');
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('width', '1920');
  });

  it("marks a future post as 'Coming'", async () => {
    const upcoming = makePost({ publishDate: '2999-01-02T02:00:00.000Z' });
    stubPublicApi([
      { method: 'GET', path: POST, body: upcoming },
      { method: 'GET', path: RELATED, body: [] },
    ]);
    renderPost();

    expect(await screen.findByText('Coming January 2, 2999')).toHaveAttribute('data-upcoming', 'true');
  });

  it("shows 'Blog Post Not Found' with a way back to the blog", async () => {
    stubPublicApi([
      {
        method: 'GET',
        path: '/api/blog-posts/gone',
        status: 404,
        body: { statusCode: 404, error: BLOG_POST_NOT_FOUND_MESSAGE, message: BLOG_POST_NOT_FOUND_MESSAGE },
      },
    ]);
    renderPost('gone');

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Blog' }));
    expect(screen.getByText('Another page')).toBeInTheDocument();
  });

  it('offers a retry when the post fails to load for another reason', async () => {
    stubPublicApi([{ method: 'GET', path: POST, status: 400, body: { statusCode: 400, error: 'Bad', message: 'Bad' } }]);
    renderPost();

    expect(await screen.findByRole('heading', { level: 1, name: 'Error fetching blog post' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading', () => {
    stubPendingApi();
    renderPost();

    expect(screen.getByRole('status')).toHaveTextContent('Loading article');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
