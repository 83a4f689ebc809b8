import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_METADATA } from '@app/content';
import { renderPublicApp, stubPublicApi } from '../../testing/render-public';

const ABOUT_PAGE_ROUTES = [{ method: 'GET' as const, path: '/api/blog-posts', body: [] }];

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('the public frame', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('has the header links, Contact Us, the bottom bar and the floating contact button', async () => {
    stubPublicApi(ABOUT_PAGE_ROUTES);
    renderPublicApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Harbourline' });

    // The wide-screen navigation shows from the md breakpoint, and jsdom applies no media queries: the browser tests check it.
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'About', 'Services', 'Blog', 'Contact Us']);
    expect(within(menu).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    const bottomBar = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(within(bottomBar).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Services', 'About', 'Blog']);
    expect(screen.getByRole('link', { name: 'Quick contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('has a footer with social links, quick links, the seven service anchors, the newsletter and the policies', async () => {
    stubPublicApi(ABOUT_PAGE_ROUTES);
    renderPublicApp('/about');
    const footer = screen.getByRole('contentinfo');

    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      expect(within(footer).getByRole('link', { name: `Harbourline Property Management on ${network}` })).toBeInTheDocument();
    }
    const services = within(footer).getByRole('navigation', { name: 'Our Services' });
    expect(within(services).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/services#property-management',
      '/services#co-living',
      '/services#luxury',
      '/services#tenant-placement',
      '/services#maintenance',
      '/services#asset-progression',
      '/services#coliving-operations',
    ]);
    expect(within(footer).getByRole('navigation', { name: 'Quick Links' })).toBeInTheDocument();
    expect(within(footer).getByRole('form', { name: 'Newsletter subscription' })).toBeInTheDocument();
    const policies = within(footer).getByRole('navigation', { name: 'Policies' });
    expect(within(policies).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/privacy', '/terms', '/cookies']);
    await screen.findByRole('heading', { level: 1, name: 'About Harbourline' });
  });

  it('gives the header a shadow once the page scrolls past 20 px', async () => {
    stubPublicApi(ABOUT_PAGE_ROUTES);
    renderPublicApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Harbourline' });
    const header = screen.getByRole('banner');

    scrollPageTo(20);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollPageTo(21);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollPageTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('opens and closes the mobile menu from the keyboard', async () => {
    stubPublicApi(ABOUT_PAGE_ROUTES);
    renderPublicApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Harbourline' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes the mobile menu and goes to the top when a page is chosen', async () => {
    stubPublicApi(ABOUT_PAGE_ROUTES);
    renderPublicApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Harbourline' });
    const scrollTo = jest.mocked(window.scrollTo);
    scrollTo.mockClear();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Services' }));

    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Property Services for Every Owner' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await waitFor(() => expect(document.title).toBe(PAGE_METADATA.services.title));
  });

  it('scrolls to the section an anchor names', async () => {
    stubPublicApi([]);
    renderPublicApp('/services#luxury');

    await screen.findByRole('heading', { level: 1, name: 'Property Services for Every Owner' });
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
    const target = jest.mocked(Element.prototype.scrollIntoView).mock.contexts[0] as HTMLElement;
    expect(target.id).toBe('luxury');
  });

  it("shows the shell's 404 page inside the frame for an unknown path", async () => {
    stubPublicApi([]);
    renderPublicApp('/no/such/page');

    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(document.title).toBe(PAGE_METADATA.notFound.title);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', PAGE_METADATA.notFound.description);
  });
});
