import { FORM_SENT, NEWSLETTER_MESSAGES } from '@app/contracts';
import { PAGE_METADATA } from '@app/content';
import { NewsletterLinkPage } from './newsletter-link-page';

/** Where the unsubscribe link in newsletter e-mails leads: one click confirms, then the token is posted. */
export function UnsubscribePage() {
  return (
    <NewsletterLinkPage
      kind="unsubscribe"
      metadata={PAGE_METADATA.newsletterUnsubscribe}
      title="Unsubscribe from the Newsletter"
      intro="Confirm below and we will stop sending you the Harbourline newsletter. You can subscribe again at any time."
      action="Confirm Unsubscribe"
      pendingAction="Unsubscribing..."
      invalidLink={NEWSLETTER_MESSAGES.invalidToken}
      done={{ sent: FORM_SENT.newsletterUnsubscribed, message: NEWSLETTER_MESSAGES.unsubscribed }}
    />
  );
}
