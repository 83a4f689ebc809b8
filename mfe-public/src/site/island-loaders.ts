import type { IslandComponents } from '../islands/island-registry';

/** How the browser fetches each island's code: one loader for every island the registry names, and no other. */
export const ISLAND_LOADERS: { [Name in keyof IslandComponents]: () => Promise<IslandComponents[Name]> } = {
  'contact-form': () => import('../contact/components/contact-form').then((module) => module.ContactForm),
  'newsletter-form': () => import('../newsletter/components/newsletter-form').then((module) => module.NewsletterForm),
  'newsletter-link-action': () => import('../newsletter/components/newsletter-link-action').then((module) => module.NewsletterLinkAction),
  'map-facade': () => import('../company/components/map-facade').then((module) => module.MapFacade),
  'video-facade': () => import('../shared/components/video-facade').then((module) => module.VideoFacade),
};
