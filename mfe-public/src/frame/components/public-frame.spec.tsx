import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_METADATA } from '@app/content';
import { renderPublicApp, stubPublicApi } from '../../testing/render-public';

const ABOUT_PAGE_ROUTES = [{ method: 'GET' as const, path: '/api/blog-posts', body: [] }];

function phoneMenu(): HTMLDetailsElement {
  const menu = document.querySelector<HTMLDetailsElement>('details[data-phone-menu]');
  if (!menu) throw new Error('The header has no phone menu');
  return menu;
}

const toggleOf = (menu: HTMLDetailsElement) => menu.querySelector('summary') as HTMLElement;

describe('the public frame', () => {
  it('has the header links, Contact Us, the bottom bar and the floating contact button', async () => {
    stubPublicApi(ABOUT_PAGE_ROUTES);
    renderPublicApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Harbourline' });

    // The wide-screen navigation shows from the md breakpoint, and jsdom applies no media queries: the browser tests check it.
    await userEvent.click(toggleOf(phoneMenu()));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'About', 'Services', 'Properties', 'Blog', 'Contact Us']);
    expect(within(menu).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    const bottomBar = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(
      within(bottomBar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Services', 'About', 'Blog']);
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
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
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
    expect(
      within(policies)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/privacy', '/terms', '/cookies']);
    await screen.findByRole('heading', { level: 1, name: 'About Harbourline' });
  });

  it('opens its phone menu without script: a <details> whose toggle is named for what it does', async () => {
    stubPublicApi(ABOUT_PAGE_ROUTES);
    renderPublicApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Harbourline' });
    const menu = phoneMenu();
    expect(menu.open).toBe(false);
    expect(within(menu).getByText('Open menu')).toBeInTheDocument();

    await userEvent.click(toggleOf(menu));
    expect(menu.open).toBe(true);
    expect(within(menu).getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  });

  it('goes to the top on a navigation in the browser, and never on the first render', async () => {
    stubPublicApi(ABOUT_PAGE_ROUTES);
    renderPublicApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Harbourline' });
    const scrollTo = jest.mocked(window.scrollTo);
    expect(scrollTo).not.toHaveBeenCalled();

    await userEvent.click(toggleOf(phoneMenu()));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Services' }));

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
