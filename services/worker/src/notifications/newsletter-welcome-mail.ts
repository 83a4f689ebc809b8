import type { MailMessage } from '@app/core';

/** The welcome e-mail of a new subscriber, with the unsubscribe link in the body and the List-Unsubscribe header. */
export function composeNewsletterWelcomeMail(email: string, unsubscribeUrl: string): MailMessage {
  return subscriberMail(email, 'Welcome to our property newsletter', unsubscribeUrl, [
    'About once a month we will send you practical articles on renting out, maintaining and upgrading property in',
    'Singapore: HDB rules, condominium leasing, co-living, asset progression and what is happening in the market.',
    '',
    'If you did not ask for this, or change your mind later, you can unsubscribe at any time:',
    unsubscribeUrl,
  ]);
}

/** Double opt-in: the e-mail asking a new subscriber to confirm, with the confirmation and unsubscribe links. */
export function composeNewsletterConfirmationMail(email: string, confirmUrl: string, unsubscribeUrl: string, confirmationDays: number): MailMessage {
  return subscriberMail(email, 'Please confirm your newsletter subscription', unsubscribeUrl, [
    `Please confirm that this address wants our property newsletter by opening this link within ${confirmationDays} days:`,
    confirmUrl,
    '',
    'If you did not ask for this, ignore this e-mail: without your confirmation we send you nothing more and delete the address.',
  ]);
}

/** A plain-text mail to a new subscriber: thanks for subscribing, then `lines`, with the List-Unsubscribe header. */
function subscriberMail(email: string, subject: string, unsubscribeUrl: string, lines: string[]): MailMessage {
  return {
    to: email,
    subject,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
    text: ['Thank you for subscribing to our newsletter.', '', ...lines].join('\n'),
  };
}
