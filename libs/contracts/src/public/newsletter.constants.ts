// Zod-free: the public site's first load imports these without the schemas beside them.

/** Where the link in newsletter e-mails leads; the page posts the token to POST /api/newsletter/unsubscribe. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** Where the confirmation link of double opt-in leads; the page posts the token to POST /api/newsletter/confirm. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';

/** How long a confirmation link works; an address left unconfirmed this long is deleted. */
export const NEWSLETTER_CONFIRMATION_DAYS = 7;

/** Texts the newsletter API answers with. */
export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing to our newsletter.',
  confirmationPending: `Please check your inbox: your subscription starts once you open the confirmation link we have e-mailed you. The link works for ${NEWSLETTER_CONFIRMATION_DAYS} days.`,
  unsubscribed: 'You have been unsubscribed from our newsletter. You will receive no further e-mails from us.',
  invalidToken: 'This unsubscribe link is not valid. Please use the link from our most recent e-mail.',
  confirmed: 'Your subscription is confirmed. Thank you: our next newsletter will reach you.',
  invalidConfirmation: 'This confirmation link is not valid, has expired or has been used already. Please subscribe again.',
} as const;
