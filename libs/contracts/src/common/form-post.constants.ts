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

/**
 * The query parameter of the page a refused form post redirects to (the GOV.UK pattern): the opaque id of what was
 * typed and why it was refused, kept briefly on the server, so the page renders the form again with its messages and
 * values, at its own address, and nothing typed goes into an address.
 */
export const FORM_PROBLEM_PARAM = 'problem';

/** A hidden field naming which of a page's forms posting to one route was sent (the newsletter's footer or blog form). */
export const FORM_INSTANCE_FIELD = 'form';

/** The element of a refused form's error summary: the redirect's fragment, so the page opens at it. */
export const FORM_PROBLEM_SUMMARY_ID = 'form-problem';

/**
 * A refused form post, as the page renders it again: the form route it was posted to (which form of the page it is),
 * the text fields as they were sent, and each field's first message.
 */
export type FormProblem = {
  action: string;
  fields: Record<string, string>;
  errors: Record<string, string>;
};
