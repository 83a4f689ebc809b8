import type { Request, Response } from 'express';
import { CONTACT_ENDPOINTS, FORM_SENT_PARAM, type FormSent, NEWSLETTER_ENDPOINTS } from '@app/contracts';

const FORM_ROUTES: readonly string[] = [
  CONTACT_ENDPOINTS.sendForm.path,
  NEWSLETTER_ENDPOINTS.subscribeForm.path,
  NEWSLETTER_ENDPOINTS.confirmForm.path,
  NEWSLETTER_ENDPOINTS.unsubscribeForm.path,
];

/**
 * A request to a public form's route for visitors without JavaScript: it may be form-encoded, and its problems are
 * answered as a page, not JSON. (`baseUrl` is where a middleware is mounted, /api, or empty in a route's handling.)
 */
export function isFormPost(request: Request): boolean {
  return FORM_ROUTES.includes(request.baseUrl + request.path);
}

/** After a form post: 303 back to the page it came from, saying which form was sent (nothing that was typed in it). */
export function redirectToPage(response: Response, returnTo: string, sent: FormSent): void {
  response.redirect(303, `${returnTo}?${FORM_SENT_PARAM}=${sent}`);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/**
 * A form post the API refuses (400 for the form's own validation messages, 429 past the rate limit, ...): a page
 * listing why. The visitor goes back to the form with the browser's Back, which keeps what they typed; nothing
 * typed is echoed, stored or put in an address.
 */
export function sendFormProblem(response: Response, statusCode: number, messages: readonly string[]): void {
  const items = [...new Set(messages)].map((message) => `<li>${escapeHtml(message)}</li>`).join('');
  response
    .status(statusCode)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>Your form was not sent</title></head><body><main>` +
        `<h1>Your form was not sent</h1><ul>${items}</ul>` +
        `<p>Use your browser's Back button to return to the form: what you typed is still there.</p></main></body></html>`,
    );
}
