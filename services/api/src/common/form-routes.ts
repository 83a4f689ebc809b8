import type { Request } from 'express';
import { CONTACT_ENDPOINTS, NEWSLETTER_ENDPOINTS, PUBLIC_VIEWINGS_ENDPOINTS, VIEWING_PAGES_ENDPOINTS } from '@app/contracts';

const FORM_ROUTES: readonly RegExp[] = [
  CONTACT_ENDPOINTS.sendForm.path,
  NEWSLETTER_ENDPOINTS.subscribeForm.path,
  NEWSLETTER_ENDPOINTS.confirmForm.path,
  NEWSLETTER_ENDPOINTS.unsubscribeForm.path,
  PUBLIC_VIEWINGS_ENDPOINTS.bookForm.path,
  VIEWING_PAGES_ENDPOINTS.cancel.path,
  VIEWING_PAGES_ENDPOINTS.reschedule.path,
].map((path) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`));

/**
 * A request to a public form's route for visitors without JavaScript: it may be form-encoded, and its problems are
 * answered as a page, not JSON. (`baseUrl` is where a middleware is mounted, /api, or empty in a route's handling.)
 */
export function isFormPost(request: Request): boolean {
  const path = request.baseUrl + request.path;
  return FORM_ROUTES.some((route) => route.test(path));
}
