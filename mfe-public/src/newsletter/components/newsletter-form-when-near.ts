import { loadWhenNear } from '../../shared/components/load-when-near';

/** The newsletter form, whose code loads when the visitor comes near it (it is in the footer of every page). */
export const NewsletterFormWhenNear = loadWhenNear(() => import('./newsletter-form').then((module) => module.NewsletterForm), 'Loading the newsletter form');
