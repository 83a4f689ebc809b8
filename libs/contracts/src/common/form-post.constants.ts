// Zod-free: the public site's first load imports these without the schemas beside them.

/**
 * A public form sent without JavaScript posts `application/x-www-form-urlencoded` to its form route, with the page
 * it was on in this hidden field; the API answers 303 back to that page with FORM_SENT_PARAM saying what was sent.
 */
export const FORM_RETURN_FIELD = 'returnTo';

/** The query parameter of the page a form post redirects to: which form was sent (never what was in it). */
export const FORM_SENT_PARAM = 'sent';

export const FORM_SENT = {
  contact: 'contact',
  newsletter: 'newsletter',
  newsletterPending: 'newsletter-pending',
  newsletterConfirmed: 'newsletter-confirmed',
  newsletterUnsubscribed: 'newsletter-unsubscribed',
} as const;
export type FormSent = (typeof FORM_SENT)[keyof typeof FORM_SENT];

/** The value of a checked checkbox in a form post. */
export const CHECKED_CHECKBOX = 'on';
