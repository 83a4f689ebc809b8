import { FORM_SENT, NEWSLETTER_MESSAGES } from '@app/contracts';
import { PAGE_METADATA } from '@app/content';
import { NewsletterLinkPage } from './newsletter-link-page';

/** Where the confirmation link of double opt-in leads: the button confirms the subscription. */
export function ConfirmSubscriptionPage() {
  return (
    <NewsletterLinkPage
      kind="confirm"
      metadata={PAGE_METADATA.newsletterConfirm}
      title="Confirm your Newsletter Subscription"
      intro="Confirm below that you want the Harbourline property newsletter: practical articles on renting out, maintaining and upgrading property in Singapore, about once a month."
      action="Confirm Subscription"
      pendingAction="Confirming..."
      invalidLink={NEWSLETTER_MESSAGES.invalidConfirmation}
      done={{ sent: FORM_SENT.newsletterConfirmed, message: NEWSLETTER_MESSAGES.confirmed }}
    />
  );
}
