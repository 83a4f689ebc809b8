import type { Page } from '@playwright/test';
import { PAGE_METADATA } from '@app/content';

/** Every public page with a fixed path (and the 404), with its one h1 and its title. */
export const STATIC_ROUTES: Array<{ path: string; h1: string | RegExp; title: string }> = [
  { path: '/', h1: 'Premium Property Management in Singapore', title: PAGE_METADATA.home.title },
  { path: '/about', h1: 'About Harbourline', title: PAGE_METADATA.about.title },
  { path: '/services', h1: 'Property Services for Every Owner', title: PAGE_METADATA.services.title },
  { path: '/blog', h1: 'Property Insights', title: PAGE_METADATA.blog.title },
  { path: '/properties', h1: 'Properties to Rent and Buy', title: PAGE_METADATA.properties.title },
  { path: '/contact', h1: 'Talk to a Property Specialist', title: PAGE_METADATA.contact.title },
  { path: '/privacy', h1: 'Privacy Policy', title: PAGE_METADATA.privacy.title },
  { path: '/terms', h1: 'Terms of Service', title: PAGE_METADATA.terms.title },
  { path: '/cookies', h1: 'Cookie Policy', title: PAGE_METADATA.cookies.title },
  { path: '/newsletter/unsubscribe?token=x', h1: 'Unsubscribe from the Newsletter', title: PAGE_METADATA.newsletterUnsubscribe.title },
  { path: '/no/such/page', h1: '404 Page Not Found', title: PAGE_METADATA.notFound.title },
];

/**
 * Opens a page and waits until the network is quiet: a public page shows its server-rendered markup at once; its
 * islands (forms, blog filter, facades) hydrate each when near the screen, focused or idle (see support/page-scripts.ts).
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
}
