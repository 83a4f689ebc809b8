import { loadWhenNear } from '../../shared/components/load-when-near';

/** The enquiry form, whose code loads when the visitor comes near it. */
export const ContactFormWhenNear = loadWhenNear(() => import('./contact-form').then((module) => module.ContactForm), 'Loading the enquiry form');
