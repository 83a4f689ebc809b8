/**
 * The secret the test stack signs newsletter links with (playwright.config.ts gives it to the API as
 * NEWSLETTER_TOKEN_SECRET), so tests can make the links a subscriber's e-mails carry without reading mail.
 */
export const NEWSLETTER_TOKEN_SECRET = 'e2e-newsletter-links-are-signed-with-this-secret';
